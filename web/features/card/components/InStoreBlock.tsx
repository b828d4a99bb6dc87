import { ArrowRight, Store } from 'lucide-react';
import { Link } from 'react-router';
import { publicGarmentUrl } from '#contracts/imagery';
import { MembershipCard } from '../../../components/MembershipCard';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';
import { registerPath } from '../../../lib/paths';
import { CARD } from '../i18n';

const PICTURE = {
  src: publicGarmentUrl('kurta-paisley-1f3b30-d4b074-0'),
  width: 900,
  height: 1200,
} as const;

/** The in-store discounts block, with a way to get the card. */
export function InStoreBlock() {
  const { t } = useTranslation(CARD);
  return (
    <section aria-labelledby="card-in-store" className="container-page pb-20 md:pb-28">
      <div className="grid items-center gap-12 overflow-hidden rounded-[6px] border border-border bg-surface-2 px-6 py-12 md:grid-cols-[1fr_1.1fr] md:px-14 md:py-16">
        <div className="relative mx-auto w-full max-w-xs pb-8 md:max-w-sm">
          <div className="overflow-hidden rounded-[4px] bg-surface">
            <img
              src={PICTURE.src}
              alt=""
              width={PICTURE.width}
              height={PICTURE.height}
              loading="lazy"
              decoding="async"
              className="aspect-[3/4] h-auto w-full object-cover"
            />
          </div>
          <MembershipCard finish="gold" className="absolute -right-4 bottom-0 w-[62%] rotate-[6deg]" />
        </div>
        <div>
          <p className="eyebrow flex items-center gap-2 text-gold">
            <Store className="size-4" strokeWidth={1.5} aria-hidden="true" /> {t('inStore.eyebrow')}
          </p>
          <h2 id="card-in-store" className="mt-3 text-4xl md:text-5xl">
            {t('inStore.title')}
          </h2>
          <p className="mt-5 max-w-md text-muted">{t('inStore.lede')}</p>
          <Button asChild size="lg" className="mt-9 w-full xs:w-auto">
            <Link to={registerPath()}>
              {t('inStore.cta')} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
