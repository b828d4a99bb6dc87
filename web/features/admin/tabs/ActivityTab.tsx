import type { ActivityEntry } from '#contracts/audit';
import { LoadMore, QueryState } from '../../../components/ui/QueryState';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { TabSection } from '../components/TabSection';
import { ADMIN } from '../i18n';

/** Activity: the audit trail of staff actions, newest first, read-only (the server never edits it). */
export function ActivityTab() {
  const { t } = useTranslation(ADMIN);
  const entries = useCursorPages<ActivityEntry>('/api/admin/activity', { limit: 50 });
  return (
    <TabSection title={t('activity.title')} description={t('activity.description')} className="gap-5">
      <QueryState query={entries} empty={t('activity.empty')}>
        {(rows) => (
          <ol className="divide-y divide-border rounded-[4px] border border-border bg-surface">
            {rows.map((e) => (
              <li key={e.id} className="grid gap-1 p-4 sm:grid-cols-[11rem_1fr] sm:gap-4">
                <time dateTime={e.at} className="text-xs text-muted">
                  {formatDateTime(e.at)}
                </time>
                <div className="min-w-0">
                  <p className="text-sm">{e.summary}</p>
                  <p className="mt-0.5 text-xs text-muted">
                    {e.actor.email ?? t('activity.removed')} ·{' '}
                    {e.actor.role === 'admin' || e.actor.role === 'subadmin'
                      ? t(`page.role.${e.actor.role}`)
                      : e.actor.role}{' '}
                    · <code>{e.action}</code>
                  </p>
                  {e.before || e.after ? (
                    <details className="mt-2 text-xs">
                      <summary className="cursor-pointer text-muted">{t('activity.beforeAfter')}</summary>
                      <pre className="mt-2 overflow-x-auto rounded bg-bg p-3">
                        {JSON.stringify({ before: e.before, after: e.after }, null, 2)}
                      </pre>
                    </details>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      <LoadMore pages={entries} label={t('activity.more')} pendingLabel={t('common.loadingMore')} />
    </TabSection>
  );
}
