import { z } from 'zod';

/**
 * Every channel a message to a person can go by (the `notification_channel` type of the notifications
 * table): e-mail, SMS, WhatsApp and web push. Verification codes use only e-mail and SMS (onboarding's
 * `CHANNELS`).
 */
export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp', 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = {
  email: 'E-mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  push: 'Push',
};

/** The WhatsApp templates the shop sends (each a template name in MSG91, WHATSAPP_TEMPLATE_*). */
export const WHATSAPP_TEMPLATES = ['order_update', 'monthly_pick'] as const;
export type WhatsAppTemplate = (typeof WHATSAPP_TEMPLATES)[number];

const outcome = z.object({
  /** Taken by the provider (sent) or confirmed delivered. */
  sent: z.number().int().nonnegative(),
  /** Given up after the last try, or reported undelivered. */
  failed: z.number().int().nonnegative(),
});

/** GET /api/admin/messages/stats: counts per channel, never a message's text or address. */
export const messageStats = z.object({
  channels: z.array(
    z.object({
      channel: z.enum(MESSAGE_CHANNELS),
      /** Since midnight, India time. */
      today: outcome,
      last7Days: outcome,
      last30Days: outcome,
      /** Waiting for a (re)try now. */
      queued: z.number().int().nonnegative(),
    }),
  ),
  generatedAt: z.string(),
});
export type MessageStats = z.infer<typeof messageStats>;
