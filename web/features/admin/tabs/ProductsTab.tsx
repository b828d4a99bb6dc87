import { Plus, Rocket, Ruler, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { AdminProductRow } from '#contracts/admin-products';
import { PRODUCT_STATUSES } from '#contracts/catalog';
import { Button } from '../../../components/ui/Button';
import { columnsFor, DataTable, PhoneCard, srOnly } from '../../../components/ui/DataTable';
import { Input } from '../../../components/ui/Input';
import { LoadMore, QueryState, Skeletons } from '../../../components/ui/QueryState';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { type ProductFilters, useAdminProducts, useCategories } from '../api/products';
import { LaunchDialog } from '../components/LaunchDialog';
import { ProductEditor } from '../components/ProductEditor';
import { StatusCell, storefrontKey, Thumb, votes } from '../components/ProductFigures';
import { SizeChartEditor } from '../components/SizeChartEditor';
import { TabSection } from '../components/TabSection';
import { ADMIN } from '../i18n';

const SELECT =
  'h-11 rounded-[3px] border border-border bg-surface px-3 text-sm text-text transition-colors hover:border-text/30 focus-visible:border-gold';

const col = columnsFor<AdminProductRow>();

/**
 * Products (admins only): search and filters, the list with vote counts and the
 * "Ready to launch" badge, the editor (a side panel) and Launch with a confirmation.
 */
export function ProductsTab() {
  const { t } = useTranslation(ADMIN);
  const storefrontLabel = (s: string) => t(`products.storefront.${storefrontKey(s)}`);
  const [search, setSearch] = useState('');
  const [charts, setCharts] = useState(false);
  const q = useDeferredValue(search.trim());
  const [storefront, setStorefront] = useState('');
  const [status, setStatus] = useState('');
  const [category, setCategory] = useState('');
  const filters: ProductFilters = { q, storefront, status, category };
  const list = useAdminProducts(filters);
  const categories = useCategories();
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [launching, setLaunching] = useState<AdminProductRow | null>(null);

  const filtered = Boolean(q || storefront || status || category);

  const actions = (row: AdminProductRow) => (
    <span className="flex justify-end gap-2">
      {row.readyToLaunch ? (
        <Button size="sm" variant="gold" onClick={() => setLaunching(row)}>
          <Rocket aria-hidden="true" /> {t('products.launch')} <span className="sr-only">{row.name}</span>
        </Button>
      ) : null}
      <Button size="sm" variant="outline" onClick={() => setEditing(row.id)}>
        {t('products.edit')} <span className="sr-only">{row.name}</span>
      </Button>
    </span>
  );

  const columns = [
    col.row('product', t('products.col.product'), (row) => (
      <span className="flex items-center gap-3">
        <Thumb row={row} />
        <span className="min-w-0">
          <span className="block max-w-[16rem] truncate font-medium">{row.name}</span>
          <span className="block text-xs text-muted">{row.categoryName}</span>
        </span>
      </span>
    )),
    col.row('storefront', t('products.col.storefront'), (row) => storefrontLabel(row.availableIn), {
      className: 'text-muted',
    }),
    col.row('status', t('products.col.status'), (row) => <StatusCell row={row} />),
    col.row(
      'price',
      t('products.col.price'),
      (row) => (
        <>
          {formatRupees(row.price)}
          {row.compareAtPrice ? (
            <span className="block text-xs text-muted line-through">{formatRupees(row.compareAtPrice)}</span>
          ) : null}
        </>
      ),
      { align: 'right', className: 'tabular-nums' },
    ),
    col.row('stock', t('products.col.stock'), (row) => row.stock, {
      align: 'right',
      className: 'tabular-nums',
    }),
    col.row('votes', t('products.col.votes'), votes, { align: 'right', className: 'tabular-nums' }),
    col.row('actions', srOnly(t('products.col.actions')), actions),
  ];

  return (
    <TabSection
      title={t('products.title')}
      description={t('products.description')}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setCharts(true)}>
            <Ruler aria-hidden="true" /> {t('products.sizeCharts')}
          </Button>
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" /> {t('products.new')}
          </Button>
        </div>
      }
    >
      <search
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto]"
        aria-label={t('products.find')}
      >
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
          />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('products.searchPlaceholder')}
            aria-label={t('products.search')}
            className="h-11 pl-9"
          />
        </div>
        <div className="grid grid-cols-2 gap-2 sm:contents">
          <select
            aria-label={t('products.storefrontFilter')}
            className={SELECT}
            value={storefront}
            onChange={(e) => setStorefront(e.target.value)}
          >
            <option value="">{t('products.allStorefronts')}</option>
            <option value="STUDIO">{t('products.storefront.STUDIO')}</option>
            <option value="LIMITED-EDITION">{t('products.storefront.LIMITED-EDITION')}</option>
          </select>
          <select
            aria-label={t('products.statusFilter')}
            className={SELECT}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            <option value="">{t('products.allStatuses')}</option>
            {PRODUCT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`products.status.${s}`)}
              </option>
            ))}
          </select>
          <select
            aria-label={t('products.categoryFilter')}
            className={cn(SELECT, 'col-span-2 sm:col-span-1')}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
          >
            <option value="">{t('products.allCategories')}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      </search>

      <QueryState
        query={list}
        pending={<Skeletons count={4} />}
        empty={filtered ? t('products.emptyFiltered') : t('products.empty')}
      >
        {(rows) => (
          <DataTable
            label={t('products.list')}
            rows={rows}
            columns={columns}
            rowKey={(row) => row.id}
            renderCard={(row) => (
              <PhoneCard
                title={
                  <div className="flex items-start gap-3">
                    <Thumb row={row} />
                    <div className="min-w-0 flex-1">
                      <p className="font-medium [overflow-wrap:anywhere]">{row.name}</p>
                      <p className="text-xs text-muted">
                        {row.categoryName} · {storefrontLabel(row.availableIn)}
                      </p>
                      <div className="mt-2">
                        <StatusCell row={row} />
                      </div>
                    </div>
                  </div>
                }
                factsClassName="grid grid-cols-3 gap-2 text-sm"
                facts={[
                  {
                    label: t('products.col.price'),
                    value: formatRupees(row.price),
                    className: 'tabular-nums',
                  },
                  { label: t('products.col.stock'), value: row.stock, className: 'tabular-nums' },
                  { label: t('products.col.votes'), value: votes(row), className: 'tabular-nums' },
                ]}
              >
                {actions(row)}
              </PhoneCard>
            )}
          />
        )}
      </QueryState>
      <LoadMore pages={list} label={t('products.more')} pendingLabel={t('products.loading')} />

      <ProductEditor
        productId={editing ?? null}
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
        onCreated={(product) => setEditing(product.id)}
      />
      <LaunchDialog row={launching} onClose={() => setLaunching(null)} />
      <SizeChartEditor open={charts} onOpenChange={setCharts} />
    </TabSection>
  );
}
