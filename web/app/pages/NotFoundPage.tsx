import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { Button } from '../../components/ui/Button';
import { useTranslation } from '../../lib/i18n';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-1 items-center py-20 md:py-28">
      <PageTitle title={t('notFound.title')} />
      <div className="container-page grid items-center gap-12 md:grid-cols-2">
        <div
          aria-hidden="true"
          className="select-none text-center font-display text-[9rem] leading-none text-gold/80 md:text-[14rem]"
        >
          4<span className="italic text-text/25">0</span>4
        </div>
        <div className="text-center md:text-left">
          <p className="eyebrow">{t('notFound.eyebrow')}</p>
          <h1 className="mt-4 text-5xl md:text-6xl">{t('notFound.title')}</h1>
          <p className="mt-6 max-w-md text-muted md:max-w-sm">{t('notFound.body')}</p>
          <div className="mx-auto mt-10 grid max-w-xs gap-3 sm:flex sm:max-w-none sm:justify-center md:justify-start">
            <Button asChild>
              <Link to={paths.home}>{t('notFound.home')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.studio}>{t('notFound.studio')}</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
