import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { errorStatus } from '../../../lib/api-client';
import { storefrontFromSlug } from '../../../lib/paths';
import { fullProduct } from '../api/get-product';
import { BoardDialogFrame } from '../components/boards/BoardDialogFrame';
import { BoardDialogMessage } from '../components/boards/BoardDialogMessage';
import { BoardDialogSkeleton } from '../components/boards/BoardDialogSkeleton';
import { BoardMembersOnly } from '../components/boards/BoardMembersOnly';
import { BoardProductView } from '../components/boards/BoardProductView';
import { useBoardProduct } from '../components/boards/use-board-product';
import { useCloseBoardDialog } from '../components/boards/use-close-board-dialog';
import { membershipRequired } from '../lib/membership-required';

/**
 * /boards/{storefront}/product/{product}: the product dialog over the board. The URL
 * drives it: a tile opens it, Back closes it, a shared link opens the board with the dialog over it,
 * and closing returns to the board. The board's card shows at once while the full product loads; a
 * members-only piece without an active card (403 MEMBERSHIP_REQUIRED) shows Membership Required.
 */
export function BoardsProductDialog() {
  const params = useParams();
  const slug = params.product ?? '';
  const close = useCloseBoardDialog(storefrontFromSlug(params.storefront) ?? 'STUDIO');
  const { card, full } = useBoardProduct(slug);
  const membersOnly = membershipRequired(full.error);

  let body: ReactNode;
  if (membersOnly) body = <BoardMembersOnly product={membersOnly.product} onClose={close} />;
  else if (errorStatus(full.error) === 404) body = <BoardDialogMessage kind="not-found" onClose={close} />;
  else if (card)
    body = <BoardProductView product={card} full={fullProduct(full.data)} fullPending={full.isPending} />;
  else if (full.isPending) body = <BoardDialogSkeleton />;
  else body = <BoardDialogMessage kind="error" onClose={close} onRetry={() => void full.refetch()} />;

  return (
    <BoardDialogFrame onClose={close} contentKey={slug}>
      {body}
    </BoardDialogFrame>
  );
}
