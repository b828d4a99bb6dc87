import { useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityEntry } from '#contracts/audit';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { apiRequest, errorMessage, withQuery } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';

const PATH = '/api/admin/activity';

async function page(cursor: string | null, signal: AbortSignal) {
  const res = await apiRequest('GET', withQuery(PATH, { limit: 50, cursor }), undefined, { signal });
  return { entries: (await res.json()) as ActivityEntry[], next: res.headers.get('X-Next-Cursor') };
}

/** Activity: the audit trail of staff actions, newest first, read-only (the server never edits it). */
export function ActivityTab() {
  const query = useInfiniteQuery({
    queryKey: [PATH],
    queryFn: ({ pageParam, signal }) => page(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
  const entries = query.data?.pages.flatMap((p) => p.entries) ?? [];

  return (
    <section aria-labelledby="activity-heading" className="grid gap-5">
      <div>
        <h2 id="activity-heading" className="font-display text-3xl">
          Activity
        </h2>
        <p className="mt-1 text-sm text-muted">
          Every staff action: who, when, what changed. Nothing here can be edited.
        </p>
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
      ) : entries.length === 0 ? (
        <p className="rounded-[4px] border border-dashed border-border p-8 text-center text-muted">
          No staff actions yet. Approvals, refunds, order changes and product edits will appear here.
        </p>
      ) : (
        <ol className="divide-y divide-border rounded-[4px] border border-border bg-surface">
          {entries.map((e) => (
            <li key={e.id} className="grid gap-1 p-4 sm:grid-cols-[11rem_1fr] sm:gap-4">
              <time dateTime={e.at} className="text-xs text-muted">
                {formatDateTime(e.at)}
              </time>
              <div className="min-w-0">
                <p className="text-sm">{e.summary}</p>
                <p className="mt-0.5 text-xs text-muted">
                  {e.actor.email ?? 'A removed staff account'} · {e.actor.role} · <code>{e.action}</code>
                </p>
                {e.before || e.after ? (
                  <details className="mt-2 text-xs">
                    <summary className="cursor-pointer text-muted">Before and after</summary>
                    <pre className="mt-2 overflow-x-auto rounded bg-bg p-3">
                      {JSON.stringify({ before: e.before, after: e.after }, null, 2)}
                    </pre>
                  </details>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? <Spinner label="Loading more" /> : 'Show older activity'}
        </Button>
      ) : null}
    </section>
  );
}
