import { z } from 'zod';

/** GET /api/admin/activity: the audit trail, newest first (`cursor` from X-Next-Cursor). */
export const activityQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
  subjectType: z.string().max(40).optional(),
});

export const activityEntry = z.object({
  id: z.string().uuid(),
  actor: z.object({ id: z.string().uuid().nullable(), email: z.string().nullable(), role: z.string() }),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;
