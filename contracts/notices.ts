import { z } from 'zod';

/** An in-app notice (the header's bell): a launch of a design the member voted for, and the like. */
export const notice = z.object({
  id: z.string().uuid(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  read: z.boolean(),
  at: z.string(),
});
export type Notice = z.infer<typeof notice>;

/** GET /api/notices: the latest notices, newest first, and how many are unread. */
export const noticeList = z.object({ unread: z.number().int(), notices: z.array(notice) });
export type NoticeList = z.infer<typeof noticeList>;
