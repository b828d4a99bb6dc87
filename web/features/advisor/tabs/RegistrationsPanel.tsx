import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { useIsMobile } from '../../../lib/use-media-query';
import { useAdvisorRegistrations } from '../api/reads';
import { RegistrationCard, RegistrationsTable } from '../components/RegistrationRow';

/** Every registration made with the advisor's code, newest first, a page at a time. */
export function RegistrationsPanel() {
  const list = useAdvisorRegistrations();
  const isMobile = useIsMobile();
  if (list.isPending) return <Skeleton className="h-64 w-full" />;
  if (list.isError) return <p className="text-danger">{errorMessage(list.error)}</p>;
  const rows = list.data.pages.flatMap((p) => p.items);

  return (
    <section aria-labelledby="registrations-heading" className="grid gap-4">
      <h2 id="registrations-heading" className="font-display text-2xl">
        Registrations
      </h2>
      {rows.length === 0 ? (
        <p className="rounded-[4px] border border-dashed border-border p-6 text-center text-muted">
          No registrations yet.
        </p>
      ) : isMobile ? (
        <ul className="grid grid-cols-1 gap-3">
          {rows.map((r) => (
            <RegistrationCard key={r.id} r={r} />
          ))}
        </ul>
      ) : (
        <RegistrationsTable rows={rows} caption="Registrations made with your code, newest first" />
      )}
      {list.hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-center"
          onClick={() => list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? <Spinner label="Loading more" /> : 'Show more'}
        </Button>
      ) : null}
    </section>
  );
}
