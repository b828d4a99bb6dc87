import { z } from 'zod';
import { NOTIFICATION_KINDS } from './constants.ts';

const choice = z
  .object({ email: z.boolean(), sms: z.boolean(), push: z.boolean(), whatsapp: z.boolean() })
  .strict();

/** GET/PUT /api/user/notifications: e-mail, SMS, push and WhatsApp, per kind of message (Account Settings, Notifications). */
export const notificationChoices = z
  .object(
    Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, choice])) as Record<
      (typeof NOTIFICATION_KINDS)[number],
      typeof choice
    >,
  )
  .strict();
export type NotificationChoicesBody = z.infer<typeof notificationChoices>;

export { NOTIFICATION_MESSAGES } from './constants.ts';

/**
 * POST /api/push/subscriptions: the browser's PushSubscription as `subscription.toJSON()` gives it (the
 * push service's https endpoint and the keys the message is encrypted to). Saved per device endpoint.
 */
export const pushSubscriptionBody = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, message: 'The push subscription needs the push service’s address.' })
    .max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'The push subscription’s p256dh key is not a public key.'),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'The push subscription’s auth secret is not valid.'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** DELETE /api/push/subscriptions: forget this device. */
export const pushUnsubscribeBody = z.object({ endpoint: z.string().min(1).max(2000) });

/** GET /api/push/key: the server's VAPID public key (applicationServerKey), or null when push is off. */
export const pushKey = z.object({ publicKey: z.string().nullable() });
export type PushKey = z.infer<typeof pushKey>;

/**
 * What a push carries (the service worker shows it): the text only, never personal data beyond it.
 * `url` is a path on the shop; `tag` lets a newer message replace an older one on the device.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}
