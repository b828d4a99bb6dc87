import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { Button } from '../../components/ui/Button';
import { NotFoundPage } from './NotFoundPage';

/** Shown when a page fails to load (for example a stale bundle after a release). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="grid min-h-[60vh] place-items-center px-6 py-20 text-center">
      <PageTitle title="Something went wrong" />
      <div className="max-w-md">
        <p className="eyebrow">Unexpected error</p>
        <h1 className="mt-4 text-4xl md:text-5xl">Something went wrong</h1>
        <p className="mt-5 text-muted">
          This page could not be shown. Reloading usually helps; if it keeps happening, please try again
          later.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <Button asChild variant="outline">
            <a href="/">Go to home</a>
          </Button>
        </div>
      </div>
    </section>
  );
}
