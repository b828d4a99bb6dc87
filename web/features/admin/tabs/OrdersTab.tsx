import { Download, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '#contracts/orders';
import { Button } from '../../../components/ui/Button';
import { Input, Label } from '../../../components/ui/Input';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { TableScroller } from '../../../components/ui/TableScroller';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatRupees } from '../../../lib/format';
import { NO_FILTERS, type OrderFilters, ordersCsvHref, useAdminOrders } from '../api/orders';
import { DecideExchangeDialog, type Decision, ExchangeRequests } from '../components/ExchangeRequests';
import { OrderDetail } from '../components/OrderDetail';
import { OrderStatusBadge } from '../components/OrderStatusBadge';

const who = (o: { customer: { name: string | null; email: string | null } }) =>
  o.customer.name ?? o.customer.email ?? 'A removed account';

/**
 * Orders (issue 16 part 4, admins): the list by status and search, newest first, paged; the detail with
 * the moves the state machine allows; damage reports with their videos; the CSV of the current filters.
 */
export function OrdersTab() {
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const query = useAdminOrders(filters);
  const rows = query.data?.pages.flatMap((p) => p.orders) ?? [];

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters((f) => ({ ...f, q: search }));
  };

  return (
    <section aria-labelledby="orders-heading" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="orders-heading" className="font-display text-3xl">
            Orders
          </h2>
          <p className="mt-1 text-sm text-muted">Every order, newest first. Open one to move it along.</p>
        </div>
        <Button asChild variant="outline">
          <a href={ordersCsvHref(filters)} download>
            <Download aria-hidden="true" /> Export CSV
          </a>
        </Button>
      </div>

      <ExchangeRequests
        onOpenOrder={(number) => {
          setSearch(number);
          setFilters({ ...NO_FILTERS, q: number });
        }}
        onDecide={setDecision}
      />

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[11rem_11rem_11rem_1fr]">
        <div className="col-span-2 grid gap-2 lg:col-span-1">
          <Label htmlFor="orders-status">Status</Label>
          <select
            id="orders-status"
            value={filters.status}
            onChange={(e) => setFilters((f) => ({ ...f, status: e.target.value as OrderStatus | '' }))}
            className="h-12 w-full rounded-[3px] border border-border bg-surface px-4 text-[0.95rem] text-text transition-colors hover:border-text/30 focus-visible:border-gold"
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor="orders-from">Placed from</Label>
          <Input
            id="orders-from"
            type="date"
            className="min-w-0 px-3"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => setFilters((f) => ({ ...f, from: e.target.value }))}
          />
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor="orders-to">Placed to</Label>
          <Input
            id="orders-to"
            type="date"
            className="min-w-0 px-3"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => setFilters((f) => ({ ...f, to: e.target.value }))}
          />
        </div>
        <form
          aria-label="Search orders"
          onSubmit={submitSearch}
          className="col-span-2 grid gap-2 lg:col-span-1"
        >
          <Label htmlFor="orders-search">Order number or e-mail</Label>
          <div className="flex gap-2">
            <Input
              id="orders-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="RS-2026-000123"
              className="min-w-0 flex-1"
            />
            <Button type="submit" variant="subtle" size="icon" aria-label="Search orders">
              <Search aria-hidden="true" />
            </Button>
          </div>
        </form>
      </div>

      {query.isPending ? (
        <div className="grid gap-3">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-16 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-danger">
          {errorMessage(query.error)}
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-[4px] border border-dashed border-border p-8 text-center text-muted">
          {filters.status || filters.q || filters.from || filters.to
            ? 'No orders match these filters.'
            : 'No orders yet.'}
        </p>
      ) : (
        <>
          <TableScroller label="Orders" className="hidden md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Orders</caption>
              <thead className="text-[0.68rem] uppercase tracking-[0.14em] text-muted">
                <tr className="border-b border-border">
                  <th scope="col" className="px-4 py-3 font-medium">
                    Order
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Placed
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Customer
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    Items
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    Total
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {rows.map((o) => (
                  <tr key={o.id}>
                    <td className="px-4 py-3 font-mono text-xs tracking-wide">{o.number}</td>
                    <td className="px-4 py-3 tabular-nums text-muted">{formatDate(o.createdAt)}</td>
                    <td className="max-w-[16rem] px-4 py-3">
                      <span className="block truncate">{who(o)}</span>
                      {o.customer.name && o.customer.email ? (
                        <span className="block truncate text-xs text-muted">{o.customer.email}</span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{o.itemCount}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{formatRupees(o.total)}</td>
                    <td className="px-4 py-3">
                      <OrderStatusBadge status={o.status} />
                    </td>
                    <td className="px-4 py-3 text-right">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setOpenId(o.id)}
                        aria-label={`Open ${o.number}`}
                      >
                        Open
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
          <ul className="grid gap-3 md:hidden" aria-label="Orders">
            {rows.map((o) => (
              <li key={o.id}>
                <button
                  type="button"
                  onClick={() => setOpenId(o.id)}
                  className="grid w-full gap-2 rounded-[4px] border border-border bg-surface p-4 text-left"
                >
                  <span className="flex items-center justify-between gap-3">
                    <span className="font-mono text-xs tracking-wide">{o.number}</span>
                    <OrderStatusBadge status={o.status} />
                  </span>
                  <span className="truncate">{who(o)}</span>
                  <span className="flex justify-between text-sm text-muted">
                    <span>
                      {formatDate(o.createdAt)} · {o.itemCount} {o.itemCount === 1 ? 'piece' : 'pieces'}
                    </span>
                    <span className="tabular-nums text-text">{formatRupees(o.total)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? <Spinner label="Loading more" /> : 'Show older orders'}
        </Button>
      ) : null}

      <OrderDetail
        id={openId}
        onOpenChange={(next) => {
          if (!next) setOpenId(null);
        }}
      />
      <DecideExchangeDialog
        decision={decision}
        onOpenChange={(next) => {
          if (!next) setDecision(null);
        }}
      />
    </section>
  );
}
