import { Plus, Rocket, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { AdminProductRow } from '#contracts/admin-products';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES, type ProductStatus } from '#contracts/catalog';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { TableScroller } from '../../../components/ui/TableScroller';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format';
import { type ProductFilters, useAdminProducts, useCategories } from '../api/products';
import { LaunchDialog } from '../components/LaunchDialog';
import { ProductEditor } from '../components/ProductEditor';

const SELECT =
  'h-11 rounded-[3px] border border-border bg-surface px-3 text-sm text-text transition-colors hover:border-text/30 focus-visible:border-gold';

const STATUS_BADGE: Record<ProductStatus, 'success' | 'info' | 'vote'> = {
  IN_STOCK: 'success',
  PRE_ORDER: 'info',
  VOTE_TO_LAUNCH: 'vote',
};
const storefrontLabel = (s: string) => (s === 'STUDIO' ? 'Studio' : 'Limited Edition');

function StatusCell({ row }: { row: AdminProductRow }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge variant={STATUS_BADGE[row.status]}>{PRODUCT_STATUS_LABELS[row.status]}</Badge>
      {row.readyToLaunch ? <Badge variant="gold">Ready to launch</Badge> : null}
    </span>
  );
}

const votes = (row: AdminProductRow) =>
  row.status === 'VOTE_TO_LAUNCH' ? `${row.voteCount} / ${row.voteThreshold}` : `${row.voteCount}`;

/**
 * Products (issue 16 part 3, admins only): search and filters, the list with vote counts and the
 * "Ready to launch" badge, the editor (a side panel) and Launch with a confirmation.
 */
export function ProductsTab() {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [storefront, setStorefront] = useState('');
  const [status, setStatus] = useState('');
  const [category, setCategory] = useState('');
  const filters: ProductFilters = { q, storefront, status, category };
  const list = useAdminProducts(filters);
  const categories = useCategories();
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [launching, setLaunching] = useState<AdminProductRow | null>(null);

  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  const filtered = Boolean(q || storefront || status || category);

  const actions = (row: AdminProductRow) => (
    <span className="flex justify-end gap-2">
      {row.readyToLaunch ? (
        <Button size="sm" variant="gold" onClick={() => setLaunching(row)}>
          <Rocket aria-hidden="true" /> Launch <span className="sr-only">{row.name}</span>
        </Button>
      ) : null}
      <Button size="sm" variant="outline" onClick={() => setEditing(row.id)}>
        Edit <span className="sr-only">{row.name}</span>
      </Button>
    </span>
  );

  return (
    <section aria-labelledby="products-heading" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="products-heading" className="font-display text-3xl">
            Products
          </h2>
          <p className="mt-1 text-sm text-muted">
            Both storefronts: prices, stock, photos and design launches.
          </p>
        </div>
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" /> New product
        </Button>
      </div>

      <search className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto]" aria-label="Find products">
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
          />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by name or slug"
            aria-label="Search products"
            className="h-11 pl-9"
          />
        </div>
        <div className="grid grid-cols-2 gap-2 sm:contents">
          <select
            aria-label="Storefront"
            className={SELECT}
            value={storefront}
            onChange={(e) => setStorefront(e.target.value)}
          >
            <option value="">All storefronts</option>
            <option value="STUDIO">Studio</option>
            <option value="LIMITED-EDITION">Limited Edition</option>
          </select>
          <select
            aria-label="Status"
            className={SELECT}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            <option value="">All statuses</option>
            {PRODUCT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PRODUCT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
          <select
            aria-label="Category"
            className={cn(SELECT, 'col-span-2 sm:col-span-1')}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
          >
            <option value="">All categories</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      </search>

      {list.isPending ? (
        <div className="grid gap-3">
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} className="h-16 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-danger">
          {errorMessage(list.error)}
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-[4px] border border-dashed border-border p-8 text-center text-muted">
          {filtered ? 'No products match these filters.' : 'No products yet. Create the first one.'}
        </p>
      ) : (
        <>
          <TableScroller label="Products" className="hidden md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Products</caption>
              <thead className="text-[0.68rem] uppercase tracking-[0.14em] text-muted">
                <tr className="border-b border-border">
                  <th scope="col" className="px-4 py-3 font-medium">
                    Product
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Storefront
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    Price
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    Stock
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    Votes
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {rows.map((row) => (
                  <tr key={row.id} className="align-middle">
                    <td className="px-4 py-3">
                      <span className="flex items-center gap-3">
                        <Thumb row={row} />
                        <span className="min-w-0">
                          <span className="block max-w-[16rem] truncate font-medium">{row.name}</span>
                          <span className="block text-xs text-muted">{row.categoryName}</span>
                        </span>
                      </span>
                    </td>
                    <td className="px-4 py-3 text-muted">{storefrontLabel(row.availableIn)}</td>
                    <td className="px-4 py-3">
                      <StatusCell row={row} />
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {formatRupees(row.price)}
                      {row.compareAtPrice ? (
                        <span className="block text-xs text-muted line-through">
                          {formatRupees(row.compareAtPrice)}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{row.stock}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{votes(row)}</td>
                    <td className="px-4 py-3">{actions(row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3 md:hidden" aria-label="Products">
            {rows.map((row) => (
              <li key={row.id} className="grid gap-3 rounded-[4px] border border-border bg-surface p-4">
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
                <dl className="grid grid-cols-3 gap-2 text-sm">
                  <div>
                    <dt className="text-xs text-muted">Price</dt>
                    <dd className="tabular-nums">{formatRupees(row.price)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">Stock</dt>
                    <dd className="tabular-nums">{row.stock}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">Votes</dt>
                    <dd className="tabular-nums">{votes(row)}</dd>
                  </div>
                </dl>
                {actions(row)}
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
              >
                {list.isFetchingNextPage ? <Spinner label="Loading" /> : 'Load more'}
              </Button>
            </div>
          ) : null}
        </>
      )}

      <ProductEditor
        productId={editing ?? null}
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
        onCreated={(product) => setEditing(product.id)}
      />
      <LaunchDialog row={launching} onClose={() => setLaunching(null)} />
    </section>
  );
}

function Thumb({ row }: { row: AdminProductRow }) {
  return row.imageUrl ? (
    <img
      src={row.imageUrl}
      alt=""
      width={36}
      height={48}
      loading="lazy"
      className="h-12 w-9 shrink-0 rounded-[2px] bg-surface-2 object-cover"
    />
  ) : (
    <span aria-hidden="true" className="h-12 w-9 shrink-0 rounded-[2px] bg-surface-2" />
  );
}
