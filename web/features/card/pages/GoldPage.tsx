import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';
import { useTiers } from '../../../lib/tiers';
import { usePageMeta } from '../../../lib/use-page-meta';
import { GoldAdvantages } from '../components/GoldAdvantages';
import { GoldHero } from '../components/GoldHero';
import { GoldIncludes } from '../components/GoldIncludes';
import { GoldUpgrade } from '../components/GoldUpgrade';
import { CARD_GOLD } from '../gold-i18n';
import { applyPath, findTier } from '../lib/card-tiers';

/** /gold: the Gold card's own page. */
export function GoldPage() {
  const { t } = useTranslation(CARD_GOLD);
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription') });
  const tiers = useTiers();
  const gold = findTier(tiers.data, 'gold');
  const premium = findTier(tiers.data, 'premium');
  const pending = tiers.isPending;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <>
      <GoldHero gold={gold} pending={pending} />
      <GoldAdvantages />
      <GoldIncludes gold={gold} pending={pending} />
      <GoldUpgrade premium={premium} gold={gold} pending={pending} />
      <section aria-labelledby="gold-apply" className="border-t border-border">
        <div className="container-page flex flex-col items-center gap-6 py-20 text-center md:py-28">
          <p className="eyebrow text-gold">{t('cta.eyebrow')}</p>
          <h2 id="gold-apply" className="max-w-2xl text-4xl md:text-6xl">
            {t('cta.title')}
          </h2>
          <p className="max-w-md text-muted">{t('cta.lede')}</p>
          <Button asChild size="lg" className="mt-3 w-full xs:w-auto">
            <Link to={applyPath('gold')}>
              {t('apply')} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
