import { DataTable } from '../../../components/ui/DataTable';
import { EmptyState, LoadMore, QueryState, Skeletons } from '../../../components/ui/QueryState';
import { useTranslation } from '../../../lib/i18n';
import { useAdvisorRegistrations } from '../api/reads';
import { RegistrationCard, registrationColumns } from '../components/RegistrationRow';
import { ADVISOR } from '../i18n';

/** Every registration made with the advisor's code, newest first, a page at a time. */
export function RegistrationsPanel() {
  const { t } = useTranslation(ADVISOR);
  const list = useAdvisorRegistrations();
  return (
    <QueryState query={list} pending={<Skeletons count={1} className="h-64" />}>
      {(rows) => (
        <section aria-labelledby="registrations-heading" className="grid gap-4">
          <h2 id="registrations-heading" className="font-display text-2xl">
            {t('registrations.title')}
          </h2>
          {rows.length === 0 ? (
            <EmptyState className="p-6">{t('registrations.empty')}</EmptyState>
          ) : (
            <DataTable
              label={t('registrations.table')}
              rows={rows}
              columns={registrationColumns(t)}
              rowKey={(r) => r.id}
              renderCard={(r) => <RegistrationCard r={r} />}
            />
          )}
          <LoadMore
            pages={list}
            label={t('registrations.more')}
            pendingLabel={t('registrations.loadingMore')}
          />
        </section>
      )}
    </QueryState>
  );
}
