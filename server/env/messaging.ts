import { z } from 'zod';
import { booleanish, invalidSetting } from './common.ts';

/** E-mail, text messages, web push and WhatsApp: the settings, read with the rest by parseEnv. */
export const messagingSettings = {
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\//,
      'must be an smtp:// or smtps:// URL, such as smtp://user:pass@mail.example.com:587',
    )
    .optional(),
  MAIL_FROM: z.string().min(3).default('Roslis <hello@roslis.in>'),
  /** Where text messages go: MSG91's Flow API, or only the outbox (the default). */
  SMS_PROVIDER: z.enum(['outbox', 'msg91'], { message: 'must be outbox or msg91' }).default('outbox'),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  /** The DLT-registered sender (header), e.g. ROSLIS; optional when the flow template names it. */
  MSG91_SENDER_ID: z.string().min(1).optional(),
  /** DLT template ids (MSG91 Flow template ids): verification codes, and every other text. */
  MSG91_TEMPLATE_OTP: z.string().min(1).optional(),
  MSG91_TEMPLATE_NOTICE: z.string().min(1).optional(),
  MSG91_BASE_URL: z.url({ message: 'must be a full URL such as https://control.msg91.com' }).optional(),
  /** The secret in the delivery-report webhook's URL (/api/notify/msg91/dlr/{token}). */
  MSG91_DLR_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Web push's VAPID key pair (`npx web-push generate-vapid-keys`): both or neither. Unset outside
   * production, the server makes a pair once and keeps it (lib/server-secrets.ts); unset in production,
   * push is off.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{86,88}={0,2}$/,
      'must be the base64url public key npx web-push generate-vapid-keys prints',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{42,44}={0,2}$/,
      'must be the base64url private key npx web-push generate-vapid-keys prints',
    )
    .optional(),
  /** Who push services may contact about the shop's pushes: mailto: (or an https page). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be mailto:someone@example.com or an https:// URL')
    .optional(),
  /** Where WhatsApp messages go: MSG91's WhatsApp template API, or only the outbox (the default). */
  WHATSAPP_PROVIDER: z.enum(['outbox', 'msg91'], { message: 'must be outbox or msg91' }).default('outbox'),
  /** The shop's WhatsApp Business number as integrated in MSG91 (country code and digits). */
  MSG91_WHATSAPP_NUMBER: z
    .string()
    .regex(/^\+?\d{10,15}$/, 'must be the WhatsApp number with its country code, such as 919847000001')
    .optional(),
  /** Approved WhatsApp template names: an order's update, and the monthly-pick reminder. */
  WHATSAPP_TEMPLATE_ORDER_UPDATE: z.string().min(1).optional(),
  WHATSAPP_TEMPLATE_MONTHLY_PICK: z.string().min(1).optional(),
  /** The templates' language code as approved in WhatsApp (en, en_US, ml...). */
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'must be a language code such as en or en_US')
    .default('en'),
  /** Offer a phone number as the contact on /register (the API refuses phone when false). */
  PHONE_SIGNUP: booleanish.default(true),
};

type MessagingEnv = z.infer<z.ZodObject<typeof messagingSettings>>;

/** Web push's VAPID identity: the key pair (base64url) and who push services may contact. */
export interface PushConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** MSG91's Flow API (DLT template ids) when SMS_PROVIDER=msg91, otherwise the outbox only. */
export type SmsConfig =
  | { provider: 'outbox' }
  | {
      provider: 'msg91';
      authKey: string;
      senderId?: string;
      templates: { otp: string; notice?: string };
      baseUrl: string;
      dlrToken: string;
    };

/** MSG91's WhatsApp template API when WHATSAPP_PROVIDER=msg91, otherwise the outbox only. */
export type WhatsAppConfig =
  | { provider: 'outbox' }
  | {
      provider: 'msg91';
      authKey: string;
      /** The integrated WhatsApp number, digits only. */
      integratedNumber: string;
      /** Template names in MSG91, per kind of message. */
      templates: { order_update: string; monthly_pick: string };
      language: string;
      baseUrl: string;
    };

export interface MessagingConfig {
  /** nodemailer transport URL; without it mail goes only to the outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** Text messages: MSG91 when configured, the outbox otherwise. */
  sms: SmsConfig;
  /**
   * Web push's VAPID keys when both settings are set; the subject (mailto:) always. buildApp makes a
   * pair outside production when unset; production without them runs with push off.
   */
  vapid: { publicKey?: string; privateKey?: string; subject: string };
  /** WhatsApp messages: MSG91's WhatsApp template API when configured, the outbox otherwise. */
  whatsapp: WhatsAppConfig;
  /** Applicants may verify a phone number instead of an e-mail (PHONE_SIGNUP). */
  phoneSignup: boolean;
}

/** The messaging settings checked together: production must reach people, and pairs come in pairs. */
export function messagingConfig(e: MessagingEnv, isProduction: boolean): MessagingConfig {
  if (isProduction && !e.SMTP_URL) {
    throw invalidSetting(
      'SMTP_URL',
      'production needs a mail server for verification codes, receipts and password resets (the outbox is not readable in production), e.g. smtp://user:pass@mail.example.com:587',
    );
  }
  const sms = smsConfig(e);
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw invalidSetting(
      e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY',
      'web push needs both VAPID keys of one pair (npx web-push generate-vapid-keys), or neither',
    );
  }
  const whatsapp = whatsAppConfig(e);
  if (isProduction && e.PHONE_SIGNUP && sms.provider === 'outbox') {
    throw invalidSetting(
      'SMS_PROVIDER',
      'phone sign-up is on but text messages would only reach the outbox; set SMS_PROVIDER=msg91 with MSG91_AUTH_KEY, MSG91_TEMPLATE_OTP and MSG91_DLR_TOKEN, or set PHONE_SIGNUP=false to offer e-mail only',
    );
  }
  return {
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sms,
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT ?? `mailto:${mailAddress(e.MAIL_FROM)}`,
    },
    whatsapp,
    phoneSignup: e.PHONE_SIGNUP,
  };
}

const msg91BaseUrl = (e: MessagingEnv) =>
  (e.MSG91_BASE_URL ?? 'https://control.msg91.com').replace(/\/+$/, '');

function smsConfig(e: MessagingEnv): SmsConfig {
  if (e.SMS_PROVIDER === 'outbox') return { provider: 'outbox' };
  const missing = (['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_OTP', 'MSG91_DLR_TOKEN'] as const).filter((k) => !e[k]);
  if (missing.length > 0) {
    throw invalidSetting(
      missing[0]!,
      `SMS_PROVIDER=msg91 needs ${missing.join(', ')} (the MSG91 auth key, the DLT template id of the verification-code text, and a secret for the delivery-report webhook)`,
    );
  }
  return {
    provider: 'msg91',
    authKey: e.MSG91_AUTH_KEY!,
    senderId: e.MSG91_SENDER_ID,
    templates: { otp: e.MSG91_TEMPLATE_OTP!, notice: e.MSG91_TEMPLATE_NOTICE },
    baseUrl: msg91BaseUrl(e),
    dlrToken: e.MSG91_DLR_TOKEN!,
  };
}

/**
 * WHATSAPP_PROVIDER=msg91 needs every setting it sends with: an incomplete one refuses to start (in
 * production as anywhere), rather than marking every WhatsApp message failed later.
 */
function whatsAppConfig(e: MessagingEnv): WhatsAppConfig {
  if (e.WHATSAPP_PROVIDER === 'outbox') return { provider: 'outbox' };
  const needed = [
    'MSG91_AUTH_KEY',
    'MSG91_WHATSAPP_NUMBER',
    'WHATSAPP_TEMPLATE_ORDER_UPDATE',
    'WHATSAPP_TEMPLATE_MONTHLY_PICK',
  ] as const;
  const missing = needed.filter((k) => !e[k]);
  if (missing.length > 0) {
    throw invalidSetting(
      missing[0]!,
      `WHATSAPP_PROVIDER=msg91 needs ${missing.join(', ')} (the MSG91 auth key, the WhatsApp number integrated in MSG91, and the approved template names for order updates and the monthly-pick reminder), or set WHATSAPP_PROVIDER=outbox`,
    );
  }
  return {
    provider: 'msg91',
    authKey: e.MSG91_AUTH_KEY!,
    integratedNumber: e.MSG91_WHATSAPP_NUMBER!.replace(/\D/g, ''),
    templates: {
      order_update: e.WHATSAPP_TEMPLATE_ORDER_UPDATE!,
      monthly_pick: e.WHATSAPP_TEMPLATE_MONTHLY_PICK!,
    },
    language: e.WHATSAPP_TEMPLATE_LANGUAGE,
    baseUrl: msg91BaseUrl(e),
  };
}

/** 'Roslis <hello@roslis.in>' -> 'hello@roslis.in' (the address inside the angle brackets, or all of it). */
function mailAddress(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
}
