import type { AdminProductRow } from '#contracts/admin-products';
import type { ProductStatus } from '#contracts/catalog';
import { Badge } from '../../../components/ui/Badge';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN } from '../i18n';

const STATUS_BADGE: Record<ProductStatus, 'success' | 'info' | 'vote'> = {
  IN_STOCK: 'success',
  PRE_ORDER: 'info',
  VOTE_TO_LAUNCH: 'vote',
};
/** The storefront's key under `products.storefront`. */
export const storefrontKey = (s: string) => (s === 'STUDIO' ? 'STUDIO' : 'LIMITED-EDITION');

/** The product's status, and "Ready to launch" once a design has its votes. */
export function StatusCell({ row }: { row: AdminProductRow }) {
  const { t } = useTranslation(ADMIN);
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge variant={STATUS_BADGE[row.status]}>{t(`products.status.${row.status}`)}</Badge>
      {row.readyToLaunch ? <Badge variant="gold">{t('products.ready')}</Badge> : null}
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
