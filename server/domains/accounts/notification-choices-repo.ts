import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationChoice, NotificationKind } from '../../../contracts/constants.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/index.ts';

/** The member's saved choices (kinds never saved are absent: the defaults apply). */
export function listChoices(db: DbOrTx, userId: string) {
  return db
    .select({
      kind: notificationPreferences.kind,
      email: notificationPreferences.email,
      sms: notificationPreferences.sms,
      push: notificationPreferences.push,
      whatsapp: notificationPreferences.whatsapp,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

/** The choices saved for one kind by any of these members (members who saved none are absent). */
export function savedChoicesOf(db: DbOrTx, userIds: string[], kind: NotificationKind) {
  return db
    .select({
      userId: notificationPreferences.userId,
      email: notificationPreferences.email,
      push: notificationPreferences.push,
    })
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, userIds), eq(notificationPreferences.kind, kind)));
}

export async function saveChoices(
  db: DbOrTx,
  userId: string,
  choices: ({ kind: NotificationKind } & NotificationChoice)[],
) {
  if (choices.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(choices.map((c) => ({ userId, ...c })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: {
        email: sqlExcluded('email'),
        sms: sqlExcluded('sms'),
        push: sqlExcluded('push'),
        whatsapp: sqlExcluded('whatsapp'),
        updatedAt: new Date(),
      },
    });
}

function sqlExcluded(column: keyof NotificationChoice) {
  return sql.raw(`excluded."${column}"`);
}
