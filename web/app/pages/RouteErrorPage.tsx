import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { Button } from '../../components/ui/Button';
import { useTranslation } from '../../lib/i18n';
import { NotFoundPage } from './NotFoundPage';

/** Shown when a page fails to load (for example a stale bundle after a release). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="grid min-h-[60vh] place-items-center px-6 py-20 text-center">
      <PageTitle title={t('routeError.title')} />
      <div className="max-w-md">
        <p className="eyebrow">{t('routeError.eyebrow')}</p>
        <h1 className="mt-4 text-4xl md:text-5xl">{t('routeError.title')}</h1>
        <p className="mt-5 text-muted">{t('routeError.body')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
          <Button asChild variant="outline">
            <a href="/">{t('routeError.home')}</a>
          </Button>
        </div>
      </div>
    </section>
  );
}
