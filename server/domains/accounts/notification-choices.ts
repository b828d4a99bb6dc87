import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  type NotificationChoice,
  type NotificationKind,
} from '../../../contracts/constants.ts';
import type { PushPayload } from '../../../contracts/notifications.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { EmailMessage, Notifier } from '../../lib/notify/notifier.ts';
import { subscriptionIdsOf } from '../../lib/notify/push-subscriptions.ts';
import * as repo from './notification-choices-repo.ts';
import { findContact } from './repo.ts';

export type NotificationChoices = Record<NotificationKind, NotificationChoice>;

/** Every kind with the member's choice, or the default where none was saved. */
export async function choicesOf(db: DbOrTx, userId: string): Promise<NotificationChoices> {
  const saved = new Map((await repo.listChoices(db, userId)).map((c) => [c.kind, c]));
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => {
      const c = saved.get(kind) ?? NOTIFICATION_DEFAULTS[kind];
      return [kind, { email: c.email, sms: c.sms, push: c.push, whatsapp: c.whatsapp }];
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
 * message has a text version, and a web push to each of their devices when they want push and the
 * message has a push version (`push.url` a path on the shop). `always: true` is for what the member
 * must receive whatever they chose (a receipt for money taken, a security notice): by e-mail, or SMS
 * without an address; never a push alone. Call it after the transaction commits. WhatsApp is a stored
 * choice only here.
 */
export async function notifyMember(
  deps: { db: DbOrTx; notifier: Notifier },
  message: {
    userId: string;
    kind: NotificationKind;
    email: Omit<EmailMessage, 'to'>;
    sms?: string;
    push?: PushPayload;
    always?: boolean;
  },
): Promise<{ email: boolean; sms: boolean; push: number }> {
  const [contact, choices] = await Promise.all([
    findContact(deps.db, message.userId),
    choicesOf(deps.db, message.userId),
  ]);
  const choice = choices[message.kind];
  const sent = { email: false, sms: false, push: 0 };
  if (!contact) return sent;
  if (contact.email && (choice.email || message.always)) {
    await deps.notifier.email({ to: contact.email, ...message.email });
    sent.email = true;
  }
  if (message.sms && contact.phone && (choice.sms || (message.always && !sent.email))) {
    await deps.notifier.sms({ to: contact.phone, text: message.sms });
    sent.sms = true;
  }
  if (message.push && choice.push && deps.notifier.pushEnabled) {
    // One queued row per device: each is retried (or dropped when gone) on its own.
    for (const subscriptionId of await subscriptionIdsOf(deps.db, message.userId)) {
      if (await deps.notifier.push({ subscriptionId, payload: message.push })) sent.push += 1;
    }
  }
  return sent;
}
