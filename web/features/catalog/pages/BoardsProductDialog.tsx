import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { errorStatus } from '../../../lib/api-client';
import { storefrontFromSlug } from '../../../lib/paths';
import { BoardDialogFrame } from '../components/boards/BoardDialogFrame';
import { BoardDialogMessage } from '../components/boards/BoardDialogMessage';
import { BoardDialogSkeleton } from '../components/boards/BoardDialogSkeleton';
import { BoardProductView } from '../components/boards/BoardProductView';
import { useBoardProduct } from '../components/boards/use-board-product';
import { useCloseBoardDialog } from '../components/boards/use-close-board-dialog';

/**
 * /boards/{storefront}/product/{product} (spec 3 section 2): the product dialog over the board. The URL
 * drives it: a tile opens it, Back closes it, a shared link opens the board with the dialog over it,
 * and closing returns to the board.
 */
export function BoardsProductDialog() {
  const params = useParams();
  const slug = params.product ?? '';
  const close = useCloseBoardDialog(storefrontFromSlug(params.storefront) ?? 'STUDIO');
  const product = useBoardProduct(slug);

  let body: ReactNode;
  if (product.data) body = <BoardProductView product={product.data} />;
  else if (product.isPending) body = <BoardDialogSkeleton />;
  else if (errorStatus(product.error) === 404) body = <BoardDialogMessage kind="not-found" onClose={close} />;
  else body = <BoardDialogMessage kind="error" onClose={close} onRetry={() => void product.refetch()} />;

  return (
    <BoardDialogFrame onClose={close} contentKey={slug}>
      {body}
    </BoardDialogFrame>
  );
}
