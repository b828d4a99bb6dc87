import type { AdminProductRow } from '#contracts/admin-products';
import { PRODUCT_STATUS_LABELS, type ProductStatus } from '#contracts/catalog';
import { Badge } from '../../../components/ui/Badge';

const STATUS_BADGE: Record<ProductStatus, 'success' | 'info' | 'vote'> = {
  IN_STOCK: 'success',
  PRE_ORDER: 'info',
  VOTE_TO_LAUNCH: 'vote',
};
export const storefrontLabel = (s: string) => (s === 'STUDIO' ? 'Studio' : 'Limited Edition');

/** The product's status, and "Ready to launch" once a design has its votes. */
export function StatusCell({ row }: { row: AdminProductRow }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge variant={STATUS_BADGE[row.status]}>{PRODUCT_STATUS_LABELS[row.status]}</Badge>
      {row.readyToLaunch ? <Badge variant="gold">Ready to launch</Badge> : null}
    </span>
  );
}

/** Votes so far, against the threshold while the design is still up for a vote. */
export const votes = (row: AdminProductRow) =>
  row.status === 'VOTE_TO_LAUNCH' ? `${row.voteCount} / ${row.voteThreshold}` : `${row.voteCount}`;

/** The first picture, small (or its empty place). */
export function Thumb({ row }: { row: AdminProductRow }) {
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
