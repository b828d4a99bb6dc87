import type { MessageStats } from '#contracts/messages';
import { TableScroller } from '../../../components/ui/TableScroller';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN } from '../i18n';

const count = new Intl.NumberFormat('en-IN');
const WINDOWS = ['today', 'last7Days', 'last30Days'] as const;

/**
 * How the shop's messages fared per channel: sent and failed today, in 7 and in 30 days, and how many
 * wait for a retry now. Counts only (the API never sends a text or an address).
 */
export function MessageStatsTable({ stats }: { stats: MessageStats }) {
  const { t } = useTranslation(ADMIN);
  return (
    <section
      aria-labelledby="message-stats-heading"
      // min-w-0: a grid item would otherwise widen to the table's width and push the page past a phone's
      // screen; the table scrolls inside its box instead.
      className="min-w-0 rounded-[4px] border border-border bg-surface"
    >
      <div className="border-b border-border px-5 py-4">
        <h3 id="message-stats-heading" className="font-display text-2xl">
          {t('overview.messages.title')}
        </h3>
        <p className="mt-1 text-sm text-muted">{t('overview.messages.description')}</p>
      </div>
      <TableScroller label={t('overview.messages.scroller')} className="px-5 py-3">
        <table
          className="w-full border-collapse text-sm tabular-nums"
          aria-labelledby="message-stats-heading"
        >
          <thead>
            <tr className="text-left text-xs uppercase tracking-[0.12em] text-muted">
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('overview.messages.channel')}
              </th>
              {WINDOWS.map((key) => (
                <th key={key} scope="col" className="py-2 pr-4 font-medium">
                  {t(`overview.messages.${key}`)}
                  <span className="block normal-case tracking-normal">
                    {t('overview.messages.sentFailed')}
                  </span>
                </th>
              ))}
              <th scope="col" className="py-2 font-medium">
                {t('overview.messages.waiting')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {stats.channels.map((c) => (
              <tr key={c.channel}>
                <th scope="row" className="py-2 pr-4 text-left font-medium">
                  {t(`overview.messages.channels.${c.channel}`)}
                </th>
                {WINDOWS.map((key) => (
                  <td key={key} className="py-2 pr-4">
                    {count.format(c[key].sent)}
                    {' · '}
                    <span className={c[key].failed > 0 ? 'text-danger' : 'text-muted'}>
                      {count.format(c[key].failed)}
                    </span>
                  </td>
                ))}
                <td className="py-2">{count.format(c.queued)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </section>
  );
}
