import { Download, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ORDER_STATUSES } from '#contracts/orders';
import { Button } from '../../../components/ui/Button';
import { columnsFor, DataTable, srOnly } from '../../../components/ui/DataTable';
import { SelectField, TextField } from '../../../components/ui/Field';
import { Input, Label } from '../../../components/ui/Input';
import { LoadMore, QueryState } from '../../../components/ui/QueryState';
import { formatDate, formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import {
  type AdminOrderSummary,
  NO_FILTERS,
  type OrderFilters,
  ordersCsvHref,
  useAdminOrders,
} from '../api/orders';
import { DecideExchangeDialog, type Decision, ExchangeRequests } from '../components/ExchangeRequests';
import { OrderDetail } from '../components/OrderDetail';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { TabSection } from '../components/TabSection';
import { ADMIN } from '../i18n';

const col = columnsFor<AdminOrderSummary>();

/**
 * Orders (admins): the list by status and search, newest first, paged; the detail with
 * the moves the state machine allows; damage reports with their videos; the CSV of the current filters.
 */
export function OrdersTab() {
  const { t } = useTranslation(ADMIN);
  const who = (o: { customer: { name: string | null; email: string | null } }) =>
    o.customer.name ?? o.customer.email ?? t('orders.removedAccount');
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const query = useAdminOrders(filters);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters((f) => ({ ...f, q: search }));
  };

  const columns = [
    col.row('number', t('orders.col.order'), (o) => o.number, {
      className: 'font-mono text-xs tracking-wide',
    }),
    col.row('placed', t('orders.col.placed'), (o) => formatDate(o.createdAt), {
      className: 'tabular-nums text-muted',
    }),
    col.row(
      'customer',
      t('orders.col.customer'),
      (o) => (
        <>
          <span className="block truncate">{who(o)}</span>
          {o.customer.name && o.customer.email ? (
            <span className="block truncate text-xs text-muted">{o.customer.email}</span>
          ) : null}
        </>
      ),
      { className: 'max-w-[16rem]' },
    ),
    col.row('items', t('orders.col.items'), (o) => o.itemCount, {
      align: 'right',
      className: 'tabular-nums',
    }),
    col.row('total', t('orders.col.total'), (o) => formatRupees(o.total), {
      align: 'right',
      className: 'tabular-nums',
    }),
    col.row('status', t('orders.col.status'), (o) => <OrderStatusBadge status={o.status} />),
    col.row(
      'actions',
      srOnly(t('orders.col.actions')),
      (o) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpenId(o.id)}
          aria-label={t('orders.openNumber', { number: o.number })}
        >
          {t('orders.open')}
        </Button>
      ),
      { className: 'text-right' },
    ),
  ];

  return (
    <TabSection
      title={t('orders.title')}
      description={t('orders.description')}
      actions={
        <Button asChild variant="outline">
          <a href={ordersCsvHref(filters)} download>
            <Download aria-hidden="true" /> {t('orders.export')}
          </a>
        </Button>
      }
    >
      <ExchangeRequests
        onOpenOrder={(number) => {
          setSearch(number);
          setFilters({ ...NO_FILTERS, q: number });
        }}
        onDecide={setDecision}
      />

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[11rem_11rem_11rem_1fr]">
        <SelectField
          label={t('orders.status')}
          fieldClassName="col-span-2 lg:col-span-1"
          value={filters.status}
          onValueChange={(status) => setFilters((f) => ({ ...f, status }))}
          placeholder={t('orders.allStatuses')}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.statusLabel.${s}`) }))}
        />
        <TextField
          label={t('orders.placedFrom')}
          type="date"
          fieldClassName="min-w-0"
          className="min-w-0 px-3"
          value={filters.from}
          max={filters.to || undefined}
          onValueChange={(from) => setFilters((f) => ({ ...f, from }))}
        />
        <TextField
          label={t('orders.placedTo')}
          type="date"
          fieldClassName="min-w-0"
          className="min-w-0 px-3"
          value={filters.to}
          min={filters.from || undefined}
          onValueChange={(to) => setFilters((f) => ({ ...f, to }))}
        />
        <form
          aria-label={t('orders.search')}
          onSubmit={submitSearch}
          className="col-span-2 grid gap-2 lg:col-span-1"
        >
          <Label htmlFor="orders-search">{t('orders.searchLabel')}</Label>
          <div className="flex gap-2">
            <Input
              id="orders-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('orders.searchExample')}
              className="min-w-0 flex-1"
            />
            <Button type="submit" variant="subtle" size="icon" aria-label={t('orders.search')}>
              <Search aria-hidden="true" />
            </Button>
          </div>
        </form>
      </div>

      <QueryState
        query={query}
        empty={
          filters.status || filters.q || filters.from || filters.to
            ? t('orders.emptyFiltered')
            : t('orders.empty')
        }
      >
        {(rows) => (
          <DataTable
            label={t('orders.list')}
            rows={rows}
            columns={columns}
            rowKey={(o) => o.id}
            cardClassName=""
            renderCard={(o) => (
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
                    {formatDate(o.createdAt)} · {t('orders.pieces', { count: o.itemCount })}
                  </span>
                  <span className="tabular-nums text-text">{formatRupees(o.total)}</span>
                </span>
              </button>
            )}
          />
        )}
      </QueryState>
      <LoadMore pages={query} label={t('orders.more')} pendingLabel={t('common.loadingMore')} />

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
    </TabSection>
  );
}
