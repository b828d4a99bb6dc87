import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { UI } from '../i18n';
import { Button } from './Button';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';

/** What QueryState reads of a query (useQuery's result, or useCursorPages'). */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Grey blocks in the shape of what is loading: `count` of them, `className` sizing each one. */
export function Skeletons({
  count = 3,
  className = 'h-16',
  gridClassName = 'grid gap-3',
}: {
  count?: number;
  className?: string;
  gridClassName?: string;
}) {
  return (
    <div className={gridClassName}>
      {Array.from({ length: count }, (_, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <Skeleton key={n} className={cn('w-full', className)} />
      ))}
    </div>
  );
}

/** An empty list's sentence, in a dashed box. */
export function EmptyState({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={cn('rounded-[4px] border border-dashed border-border p-8 text-center text-muted', className)}
    >
      {children}
    </p>
  );
}

/** A failed read: the server's message, announced, and Try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => unknown }) {
  const { t } = useTranslation(UI);
  return (
    <div className="grid justify-items-start gap-3">
      <p role="alert" className="text-danger">
        {errorMessage(error)}
      </p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={() => onRetry()}>
          {t('query.tryAgain')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The three states before a list or a panel can show: the skeleton while the first answer is on its
 * way, the error with Try again, and the empty sentence when the answer is an empty list (or `isEmpty`
 * says so). Otherwise `children` renders the data.
 */
export function QueryState<T>({
  query,
  pending = <Skeletons />,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  emptyClassName,
  children,
}: {
  query: QueryLike<T>;
  pending?: ReactNode;
  /** What an empty answer says; without it, an empty answer goes to `children` like any other. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  emptyClassName?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <QueryError error={query.error} onRetry={query.refetch} />;
  if (query.isPending || query.data === undefined) return pending;
  if (empty !== undefined && isEmpty(query.data))
    return <EmptyState className={emptyClassName}>{empty}</EmptyState>;
  return children(query.data);
}

/** What LoadMore reads of a paged list (useCursorPages' result). */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The one "Load more" control under a paged list; nothing once the last page is in. */
export function LoadMore({
  pages,
  label,
  pendingLabel = 'Loading more',
}: {
  pages: MorePages;
  label: string;
  pendingLabel?: string;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="justify-self-center"
      onClick={() => pages.fetchNextPage()}
      disabled={pages.isFetchingNextPage}
    >
      {pages.isFetchingNextPage ? <Spinner label={pendingLabel} /> : label}
    </Button>
  );
}
