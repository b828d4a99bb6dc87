import { ArrowRight, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/Button';
import { useTranslation } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';
import { CATALOG } from '../../i18n';

/**
 * The members-only branch: Membership Required, the collection is for
 * members whose card is active, and Explore Membership Options (/membership).
 */
export function MembershipRequired() {
  const { t } = useTranslation(CATALOG);
  return (
    <section
      aria-labelledby="membership-required"
      className="relative mx-auto mb-8 mt-2 max-w-2xl md:mb-16 overflow-hidden rounded-md border border-border bg-surface px-6 py-14 text-center md:mt-4 md:px-14 md:py-20"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-40 bg-[radial-gradient(60%_100%_at_50%_0%,color-mix(in_oklab,var(--gold)_9%,transparent),transparent)]"
      />
      <span className="relative mx-auto grid size-14 place-items-center rounded-full border border-gold/40 text-gold">
        <Lock className="size-6" aria-hidden="true" />
      </span>
      <h2 id="membership-required" className="relative mt-6 text-4xl md:text-5xl">
        {t('members.title')}
      </h2>
      <p className="relative mx-auto mt-4 max-w-md leading-relaxed text-muted">{t('members.body')}</p>
      <Button
        asChild
        size="lg"
        className="relative mt-9 h-auto min-h-13 w-full whitespace-normal py-3 leading-snug sm:w-auto"
      >
        <Link to={paths.membership}>
          {t('members.explore')} <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
