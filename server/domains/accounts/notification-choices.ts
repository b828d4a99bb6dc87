import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '../../../contracts/constants.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { EmailMessage, Notifier } from '../../lib/notify/notifier.ts';
import * as repo from './notification-choices-repo.ts';
import { findContact } from './repo.ts';

export type NotificationChoices = Record<NotificationKind, { email: boolean; sms: boolean }>;

/** Every kind with the member's choice, or the default where none was saved. */
export async function choicesOf(db: DbOrTx, userId: string): Promise<NotificationChoices> {
  const saved = new Map((await repo.listChoices(db, userId)).map((c) => [c.kind, c]));
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => {
      const c = saved.get(kind) ?? NOTIFICATION_DEFAULTS[kind];
      return [kind, { email: c.email, sms: c.sms }];
    }),
  ) as NotificationChoices;
}

export async function saveChoices(db: DbOrTx, userId: string, choices: Partial<NotificationChoices>) {
  await repo.saveChoices(
    db,
    userId,
    NOTIFICATION_KINDS.filter((k) => choices[k]).map((kind) => ({ kind, ...choices[kind]! })),
  );
  return choicesOf(db, userId);
}

/**
 * Write to a member about one kind of thing, as they chose (Account Settings, Notifications): the
 * e-mail when they want e-mail and have an address, the SMS when they want SMS, have a phone and the
 * message has a text version. `always: true` is for what the member must receive whatever they chose
 * (a receipt for money taken, a security notice). Call it after the transaction commits.
 */
export async function notifyMember(
  deps: { db: DbOrTx; notifier: Notifier },
  message: {
    userId: string;
    kind: NotificationKind;
    email: Omit<EmailMessage, 'to'>;
    sms?: string;
    always?: boolean;
  },
): Promise<{ email: boolean; sms: boolean }> {
  const [contact, choices] = await Promise.all([
    findContact(deps.db, message.userId),
    choicesOf(deps.db, message.userId),
  ]);
  const choice = choices[message.kind];
  const sent = { email: false, sms: false };
  if (!contact) return sent;
  if (contact.email && (choice.email || message.always)) {
    await deps.notifier.email({ to: contact.email, ...message.email });
    sent.email = true;
  }
  if (message.sms && contact.phone && (choice.sms || (message.always && !sent.email))) {
    await deps.notifier.sms({ to: contact.phone, text: message.sms });
    sent.sms = true;
  }
  return sent;
}
