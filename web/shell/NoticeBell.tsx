import * as Menu from '@radix-ui/react-dropdown-menu';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { NoticeList } from '#contracts/notices';
import { MenuButtonBeforePaint } from '../components/ui/MenuButtonBeforePaint';
import { apiJson } from '../lib/api-client';
import { cn } from '../lib/cn';
import { formatDateTime } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { useAfterPaint } from '../lib/use-after-paint';

export const NOTICES_PATH = '/api/notices';
/** How often the bell asks for news while the tab is visible (TanStack Query pauses it when hidden). */
export const NOTICE_POLL_MS = 60_000;

/** The bell's list, the same for the bell and for the app's start (web/app/first-requests.ts). */
export const noticesQueryOptions = () =>
  queryOptions({
    queryKey: [NOTICES_PATH] as const,
    queryFn: ({ signal }) => apiJson<NoticeList>('GET', NOTICES_PATH, undefined, { signal }),
    refetchInterval: NOTICE_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 30_000,
  });

const TRIGGER_CLASS =
  'relative inline-grid size-11 place-items-center rounded-full text-text/80 transition-colors hover:bg-text/[0.06] hover:text-text data-[state=open]:bg-text/[0.06]';

/**
 * The header's bell for a signed-in member: the unread count, and a list of the latest notices (a
 * design they voted for launched...) with links. Opening a notice marks it read; "Mark all as read" too.
 */
export function NoticeBell({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const client = useQueryClient();
  const notices = useQuery(noticesQueryOptions());
  const markRead = useMutation({
    mutationFn: (id?: string) => apiJson<NoticeList>('POST', `${NOTICES_PATH}/read`, id ? { id } : {}),
    onSuccess: (list) => client.setQueryData([NOTICES_PATH], list),
  });
  const unread = notices.data?.unread ?? 0;
  const items = notices.data?.notices ?? [];
  const { t } = useTranslation();
  const label = unread ? t('notices.label', { count: unread }) : t('notices.title');
  const live = useAfterPaint(typeof window === 'undefined');
  const [openedEarly, setOpenedEarly] = useState(false);

  const face = (
    <>
      <Bell className="size-5" aria-hidden="true" />
      {unread ? (
        <span
          aria-hidden="true"
          className="absolute right-1.5 top-1.5 grid min-w-4.5 place-items-center rounded-full bg-gold px-1 text-[0.6rem] font-semibold leading-[1.125rem] text-gold-foreground tabular-nums"
        >
          {unread > 9 ? '9+' : unread}
        </span>
      ) : null}
    </>
  );

  // Radix's menu once the page's first frame is painted (MenuButtonBeforePaint says why).
  if (!live && !openedEarly) {
    return (
      <MenuButtonBeforePaint
        label={label}
        className={TRIGGER_CLASS}
        onOpen={() => {
          setOpenedEarly(true);
          onOpenChange?.(true);
        }}
      >
        {face}
      </MenuButtonBeforePaint>
    );
  }

  return (
    <Menu.Root modal={false} defaultOpen={openedEarly} onOpenChange={onOpenChange}>
      <Menu.Trigger aria-label={label} className={TRIGGER_CLASS}>
        {face}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-[min(22rem,calc(100vw-1.5rem))] overflow-hidden rounded-md border border-border bg-background text-text shadow-2xl anim-pop"
        >
          <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
            <Menu.Label className="font-display text-lg leading-none">{t('notices.title')}</Menu.Label>
            {unread ? (
              <Menu.Item
                onSelect={(event) => {
                  event.preventDefault();
                  markRead.mutate(undefined);
                }}
                className="min-h-11 cursor-pointer rounded px-2 py-2 text-xs text-muted outline-none hover:text-text data-[highlighted]:bg-text/[0.06] data-[highlighted]:text-text"
              >
                {t('notices.markAll')}
              </Menu.Item>
            ) : null}
          </div>
          {items.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-muted">
              {notices.isError ? t('notices.failed') : t('notices.empty')}
            </p>
          ) : (
            <div className="max-h-[min(24rem,70dvh)] overflow-y-auto py-1">
              {items.map((notice) => {
                const body = (
                  <>
                    <span className="flex items-start gap-2">
                      {notice.read ? null : (
                        <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-gold" />
                      )}
                      <span className="min-w-0">
                        <span className={cn('block text-sm', !notice.read && 'font-medium')}>
                          {notice.title}
                          {notice.read ? null : <span className="sr-only"> {t('notices.unread')}</span>}
                        </span>
                        <span className="block text-xs text-muted">{notice.body}</span>
                        <span className="mt-1 block text-[0.68rem] text-muted">
                          {formatDateTime(notice.at)}
                        </span>
                      </span>
                    </span>
                  </>
                );
                const itemClass =
                  'block cursor-pointer px-4 py-3 outline-none data-[highlighted]:bg-text/[0.05]';
                const read = () => {
                  if (!notice.read) markRead.mutate(notice.id);
                };
                return notice.url ? (
                  <Menu.Item key={notice.id} asChild onSelect={read}>
                    <Link to={notice.url} className={itemClass}>
                      {body}
                    </Link>
                  </Menu.Item>
                ) : (
                  <Menu.Item key={notice.id} onSelect={read} className={itemClass}>
                    {body}
                  </Menu.Item>
                );
              })}
            </div>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
