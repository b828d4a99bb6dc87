import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';
import { paths, registerPath } from '../../../lib/paths';
import { MEMBERSHIP } from '../i18n';

/** The page's close: apply, or compare the two cards first. */
export function MembershipCta() {
  const { t } = useTranslation(MEMBERSHIP);
  return (
    <section aria-labelledby="membership-apply" className="container-page py-20 md:py-28">
      <div className="mx-auto max-w-2xl text-center">
        <p className="eyebrow text-gold">{t('cta.eyebrow')}</p>
        <h2 id="membership-apply" className="mt-3 text-4xl md:text-5xl">
          {t('cta.title')}
        </h2>
        <div className="hairline mx-auto mt-8 w-24" />
        <p className="mx-auto mt-8 max-w-md text-muted">{t('cta.lede')}</p>
        <div className="mx-auto mt-10 grid max-w-xs gap-3 sm:flex sm:max-w-none sm:justify-center">
          <Button asChild size="lg">
            <Link to={registerPath()}>
              {t('cta.apply')} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.card2}>{t('cta.compare')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
