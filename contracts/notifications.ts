import { z } from 'zod';
import { NOTIFICATION_KINDS } from './constants.ts';

const choice = z.object({ email: z.boolean(), sms: z.boolean() }).strict();

/** GET/PUT /api/user/notifications: e-mail and SMS, per kind of message (Account Settings, Notifications). */
export const notificationChoices = z
  .object(
    Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, choice])) as Record<
      (typeof NOTIFICATION_KINDS)[number],
      typeof choice
    >,
  )
  .strict();
export type NotificationChoicesBody = z.infer<typeof notificationChoices>;

export const NOTIFICATION_MESSAGES = {
  noPhone: 'Add a phone number to your account to get text messages.',
  noEmail: 'Add an e-mail address to your account to get e-mails.',
  saved: 'Your notification choices are saved.',
} as const;
