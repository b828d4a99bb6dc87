import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { useTranslation } from '../../../lib/i18n';
import { CATALOG } from '../i18n';
import type { ProductListState } from '../lib/product-list-state';

/**
 * Under a product list (grid, board): the next page while it loads, Show more pieces when scrolling
 * did not fetch it, or, at the end of a long list, "You have seen the whole {what}".
 */
export function ListMore({
  list,
  what,
}: {
  list: Pick<ProductListState, 'products' | 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  what: 'collection' | 'board';
}) {
  const { t } = useTranslation(CATALOG);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  if (hasNextPage) {
    return (
      <div className="mt-14 flex justify-center">
        {isFetchingNextPage ? (
          <Spinner label={t('list.loadingMore')} className="text-sm text-muted" />
        ) : (
          <Button variant="outline" onClick={() => fetchNextPage()}>
            {t('list.showMore')}
          </Button>
        )}
      </div>
    );
  }
  if (list.products.length <= 12) return null;
  return (
    <p className="mt-16 text-center text-xs uppercase tracking-[0.24em] text-muted">
      {what === 'board' ? t('list.seenBoard') : t('list.seenCollection')}
    </p>
  );
}
