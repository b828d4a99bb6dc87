import { DataTable } from '../../../components/ui/DataTable';
import { EmptyState, LoadMore, QueryState, Skeletons } from '../../../components/ui/QueryState';
import { useAdvisorRegistrations } from '../api/reads';
import { REGISTRATION_COLUMNS, RegistrationCard } from '../components/RegistrationRow';

/** Every registration made with the advisor's code, newest first, a page at a time. */
export function RegistrationsPanel() {
  const list = useAdvisorRegistrations();
  return (
    <QueryState query={list} pending={<Skeletons count={1} className="h-64" />}>
      {(rows) => (
        <section aria-labelledby="registrations-heading" className="grid gap-4">
          <h2 id="registrations-heading" className="font-display text-2xl">
            Registrations
          </h2>
          {rows.length === 0 ? (
            <EmptyState className="p-6">No registrations yet.</EmptyState>
          ) : (
            <DataTable
              label="Registrations made with your code, newest first"
              rows={rows}
              columns={REGISTRATION_COLUMNS}
              rowKey={(r) => r.id}
              renderCard={(r) => <RegistrationCard r={r} />}
            />
          )}
          <LoadMore pages={list} label="Show more" />
        </section>
      )}
    </QueryState>
  );
}
