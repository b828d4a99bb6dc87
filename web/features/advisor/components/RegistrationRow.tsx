import type { AdvisorRegistration } from '#contracts/advisor-portal';
import { Badge } from '../../../components/ui/Badge';
import { TableScroller } from '../../../components/ui/TableScroller';
import { formatDate, formatRupees } from '../../../lib/format';
import {
  APPLICATION_LABELS,
  COMMISSION_BADGES,
  COMMISSION_LABELS,
  contactOf,
  customerOf,
  planOf,
} from '../lib/labels';

/** A registration as a card (phones, and the Overview's recent five). */
export function RegistrationCard({ r }: { r: AdvisorRegistration }) {
  return (
    <li className="grid min-w-0 grid-cols-1 gap-3 rounded-[4px] border border-border bg-surface p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-medium">{customerOf(r)}</p>
          <p className="truncate text-sm text-muted">{contactOf(r)}</p>
        </div>
        <Badge variant={COMMISSION_BADGES[r.commissionStatus]}>{COMMISSION_LABELS[r.commissionStatus]}</Badge>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted">{planOf(r)}</dt>
          <dd>{formatDate(r.registrationDate)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Revenue</dt>
          <dd className="tabular-nums">{formatRupees(r.revenue)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Commission</dt>
          <dd className="tabular-nums">{formatRupees(r.commission)}</dd>
        </div>
      </dl>
      <p className="text-xs text-muted">{APPLICATION_LABELS[r.applicationStatus]}</p>
    </li>
  );
}

/** The registrations as a table (wide screens). */
export function RegistrationsTable({ rows, caption }: { rows: AdvisorRegistration[]; caption: string }) {
  return (
    <TableScroller label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-[0.68rem] uppercase tracking-[0.14em] text-muted">
          <tr className="border-b border-border">
            <th scope="col" className="px-4 py-3 font-medium">
              Customer
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Plan
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Date
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Application
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Revenue
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Commission
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="block font-medium">{customerOf(r)}</span>
                <span className="block text-muted">{contactOf(r)}</span>
              </th>
              <td className="px-4 py-3">{planOf(r)}</td>
              <td className="whitespace-nowrap px-4 py-3">{formatDate(r.registrationDate)}</td>
              <td className="px-4 py-3">{APPLICATION_LABELS[r.applicationStatus]}</td>
              <td className="px-4 py-3 text-right tabular-nums">{formatRupees(r.revenue)}</td>
              <td className="px-4 py-3 text-right">
                <span className="block tabular-nums">{formatRupees(r.commission)}</span>
                <Badge variant={COMMISSION_BADGES[r.commissionStatus]} className="mt-1">
                  {COMMISSION_LABELS[r.commissionStatus]}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
