import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  type NotificationChoice,
  type NotificationKind,
} from '../../../contracts/constants.ts';
import type { Locale } from '../../../contracts/locale.ts';
import type { WhatsAppTemplate } from '../../../contracts/messages.ts';
import type { PushPayload } from '../../../contracts/notifications.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { EmailMessage, Notifier } from '../../lib/notify/notifier.ts';
import { subscriptionIdsOf } from '../../lib/notify/push-subscriptions.ts';
import { bodyParams } from '../../lib/notify/whatsapp.ts';
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

/** Members looked up in one statement at most (a statement's parameters are bounded). */
const CHOICE_BATCH = 5_000;

/**
 * Of these members, the ones who get this kind of news by e-mail or push (their saved choice, or the
 * default): who a broadcast (a launch's early access, the day's Dynamo Deal) is for. SMS and WhatsApp
 * do not count: those broadcasts have no text or WhatsApp version.
 */
export async function choosingEmailOrPush(
  db: DbOrTx,
  userIds: readonly string[],
  kind: NotificationKind,
): Promise<string[]> {
  const fallback = NOTIFICATION_DEFAULTS[kind];
  const wants: string[] = [];
  for (let i = 0; i < userIds.length; i += CHOICE_BATCH) {
    const batch = userIds.slice(i, i + CHOICE_BATCH);
    const saved = new Map((await repo.savedChoicesOf(db, batch, kind)).map((c) => [c.userId, c]));
    for (const userId of batch) {
      const c = saved.get(userId) ?? fallback;
      if (c.email || c.push) wants.push(userId);
    }
  }
  return wants;
}

/**
 * Whether the member wants WhatsApp for this kind of message. Handed in by the caller (deps); without
 * one, the member's saved choice decides when the choices carry a `whatsapp` flag, and nobody gets
 * WhatsApp otherwise (it is never sent without her opting in).
 */
export type WantsWhatsApp = (db: DbOrTx, userId: string, kind: NotificationKind) => Promise<boolean>;

/** A WhatsApp template message for the member, built from her first name (the template's greeting). */
export type WhatsAppContent = (firstName: string) => {
  template: WhatsAppTemplate;
  /** The template's body parameters in order: only what it needs (name, order number, link...). */
  params: string[];
  /** The same message in words, for the outbox (development); never sent to WhatsApp. */
  text: string;
};

/** A message's words for one channel each: the e-mail, and the SMS and push where the message has them. */
export interface MessageParts {
  email: Omit<EmailMessage, 'to'>;
  sms?: string;
  push?: PushPayload;
}

/**
 * The words of a message: fixed (English), or written in the member's language by `compose` (her saved
 * language, English when she has none; each message falls back to English where it has no version in
 * hers: server/lib/notify/templates.ts `inLanguage`).
 */
export type MessageWords = MessageParts | { compose: (locale: Locale) => MessageParts };

/**
 * Write to a member about one kind of thing, as they chose (Account Settings, Notifications): the
 * e-mail when they want e-mail and have an address, the SMS when they want SMS, have a phone and the
 * message has a text version, a web push to each of their devices when they want push and the
 * message has a push version (`push.url` a path on the shop), and the WhatsApp message when they want
 * WhatsApp for this kind, have a phone and the message has a WhatsApp version. `always: true` is for
 * what the member must receive whatever they chose (a receipt for money taken, a security notice): by
 * e-mail, or SMS without an address; never a push or a WhatsApp message alone. Call it after the
 * transaction commits.
 */
export async function notifyMember(
  deps: { db: DbOrTx; notifier: Notifier; wantsWhatsApp?: WantsWhatsApp },
  message: {
    userId: string;
    kind: NotificationKind;
    whatsapp?: WhatsAppContent;
    always?: boolean;
  } & MessageWords,
): Promise<{ email: boolean; sms: boolean; push: number; whatsapp?: true }> {
  const [contact, choices] = await Promise.all([
    findContact(deps.db, message.userId),
    choicesOf(deps.db, message.userId),
  ]);
  const choice = choices[message.kind];
  // `whatsapp` is present only when a WhatsApp message went (callers that never offer one see no change).
  const sent: { email: boolean; sms: boolean; push: number; whatsapp?: true } = {
    email: false,
    sms: false,
    push: 0,
  };
  if (!contact) return sent;
  const words: MessageParts = 'compose' in message ? message.compose(contact.locale ?? 'en') : message;
  if (contact.email && (choice.email || message.always)) {
    await deps.notifier.email({ to: contact.email, ...words.email });
    sent.email = true;
  }
  if (words.sms && contact.phone && (choice.sms || (message.always && !sent.email))) {
    await deps.notifier.sms({ to: contact.phone, text: words.sms });
    sent.sms = true;
  }
  if (words.push && choice.push && deps.notifier.pushEnabled) {
    // One queued row per device: each is retried (or dropped when gone) on its own.
    for (const subscriptionId of await subscriptionIdsOf(deps.db, message.userId)) {
      if (await deps.notifier.push({ subscriptionId, payload: words.push })) sent.push += 1;
    }
  }
  if (message.whatsapp && contact.phone) {
    const wants = deps.wantsWhatsApp
      ? await deps.wantsWhatsApp(deps.db, message.userId, message.kind)
      : choice.whatsapp;
    if (wants) {
      const content = message.whatsapp(contact.firstName?.trim() || 'there');
      await deps.notifier.whatsapp({
        to: contact.phone,
        template: content.template,
        params: bodyParams(content.params),
        text: content.text,
      });
      sent.whatsapp = true;
    }
  }
  return sent;
}
