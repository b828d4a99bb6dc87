import { MESSAGE_CHANNEL_LABELS, type MessageStats } from '#contracts/messages';
import { TableScroller } from '../../../components/ui/TableScroller';

const count = new Intl.NumberFormat('en-IN');
const WINDOWS = [
  ['today', 'Today'],
  ['last7Days', '7 days'],
  ['last30Days', '30 days'],
] as const;

/**
 * How the shop's messages fared per channel: sent and failed today, in 7 and in 30 days, and how many
 * wait for a retry now. Counts only (the API never sends a text or an address).
 */
export function MessageStatsTable({ stats }: { stats: MessageStats }) {
  return (
    <section
      aria-labelledby="message-stats-heading"
      // min-w-0: a grid item would otherwise widen to the table's width and push the page past a phone's
      // screen; the table scrolls inside its box instead.
      className="min-w-0 rounded-[4px] border border-border bg-surface"
    >
      <div className="border-b border-border px-5 py-4">
        <h3 id="message-stats-heading" className="font-display text-2xl">
          Messages
        </h3>
        <p className="mt-1 text-sm text-muted">
          Sent and failed per channel; failed means given up after the last retry or reported undelivered.
        </p>
      </div>
      <TableScroller label="Messages per channel" className="px-5 py-3">
        <table
          className="w-full border-collapse text-sm tabular-nums"
          aria-labelledby="message-stats-heading"
        >
          <thead>
            <tr className="text-left text-xs uppercase tracking-[0.12em] text-muted">
              <th scope="col" className="py-2 pr-4 font-medium">
                Channel
              </th>
              {WINDOWS.map(([key, label]) => (
                <th key={key} scope="col" className="py-2 pr-4 font-medium">
                  {label}
                  <span className="block normal-case tracking-normal">sent · failed</span>
                </th>
              ))}
              <th scope="col" className="py-2 font-medium">
                Waiting
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {stats.channels.map((c) => (
              <tr key={c.channel}>
                <th scope="row" className="py-2 pr-4 text-left font-medium">
                  {MESSAGE_CHANNEL_LABELS[c.channel]}
                </th>
                {WINDOWS.map(([key]) => (
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
