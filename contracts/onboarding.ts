import { z } from 'zod';
import { locale } from './locale.ts';
import { MESSAGE_CHANNELS } from './messages.ts';

/** Verification codes: 6 digits, 10 minutes, 5 wrong tries, one resend every 30 s (docs/decisions.md). */
export const VERIFICATION = {
  codeLength: 6,
  codeTtlMinutes: 10,
  maxWrongTries: 5,
  resendSeconds: 30,
  tokenTtlMinutes: 30,
} as const;

export const CHANNELS = ['email', 'sms'] as const;
export const channel = z.enum(CHANNELS);
export type Channel = z.infer<typeof channel>;

export const CONTACT_METHODS = ['email', 'phone'] as const;
export const contactMethod = z.enum(CONTACT_METHODS, { message: "Choose 'email' or 'phone'." });
export type ContactMethod = z.infer<typeof contactMethod>;

export const EMAIL_MESSAGE = 'Please enter a valid email address.';
export const PHONE_MESSAGE = 'Please enter a valid phone number (6-15 digits).';

/** An e-mail address, trimmed and lower-cased. */
export const emailAddress = z.email({ message: EMAIL_MESSAGE }).trim().toLowerCase().max(254);

/** Phone as '+' then the digits; spaces, dashes, dots and brackets are dropped. */
export function normalisePhone(value: string): string {
  return value.trim().replace(/[\s\-().]/g, '');
}
const PHONE_PATTERN = /^\+\d{7,18}$/;

/** '+' then the dial code (1-3 digits) and 6-15 more digits; normalised to '+<digits>'. */
export const phoneNumber = z
  .string()
  .max(40, PHONE_MESSAGE)
  .transform(normalisePhone)
  .refine((v) => PHONE_PATTERN.test(v), PHONE_MESSAGE);

/** POST /api/auth/check-existing. */
export const checkExistingBody = z
  .object({
    email: emailAddress.nullish(),
    phone: phoneNumber.nullish(),
    /**
     * The verify step's token for this contact. Without it the answer is always false: whether an
     * address has an account is told only to whoever proved they read it (the verify step says it too).
     */
    verificationToken: z.string().max(200).nullish(),
  })
  .refine((b) => Boolean(b.email || b.phone), {
    message: 'Please enter your email or phone.',
    path: ['contact'],
  });
export type CheckExistingBody = z.input<typeof checkExistingBody>;
export const checkExistingResponse = z.object({ exists: z.boolean() });
export type CheckExistingResponse = z.infer<typeof checkExistingResponse>;

const contactText = z.string().trim().min(1, 'Please enter your email or phone.').max(254);

/** A contact checked and normalised for its method: e-mail lower-cased, phone '+<digits>'. */
export function parseContact(
  method: ContactMethod,
  raw: string,
): { success: true; contact: string } | { success: false; message: string } {
  const result = (method === 'email' ? emailAddress : phoneNumber).safeParse(raw);
  if (result.success) return { success: true, contact: result.data };
  return { success: false, message: method === 'email' ? EMAIL_MESSAGE : PHONE_MESSAGE };
}

function withContact<T extends { contact: string }>(method: (body: T) => ContactMethod) {
  return (body: T, ctx: z.RefinementCtx<T>): T => {
    const parsed = parseContact(method(body), body.contact);
    if (parsed.success) return { ...body, contact: parsed.contact };
    ctx.addIssue({ code: 'custom', message: parsed.message, path: ['contact'], input: body.contact });
    return z.NEVER;
  };
}

/** The fields of send-verification before the contact is checked for its method (forms pick from it). */
export const sendVerificationFields = z.object({
  contactMethod,
  contact: contactText,
  /** The Fashion Advisor Code: checked (must exist and be active) when the first code is sent. */
  referralCode: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, 'Please enter your Fashion Advisor Code to continue.')
    .max(40)
    .optional(),
  /**
   * The language the applicant reads the application in: the code's e-mail or SMS is written in it
   * (she has no account whose language could be read yet); English when absent.
   */
  language: locale.optional(),
});

/** POST /api/auth/send-verification (also used for resend); `contact` comes out normalised. */
export const sendVerificationBody = sendVerificationFields.transform(withContact((b) => b.contactMethod));
export type SendVerificationBody = z.input<typeof sendVerificationBody>;
export const sendVerificationResponse = z.object({
  success: z.literal(true),
  message: z.literal('Verification sent'),
});
export type SendVerificationResponse = z.infer<typeof sendVerificationResponse>;

/** The fields of verify-code before the contact is checked for its method (forms pick from it). */
export const verifyCodeFields = z.object({
  contact: contactText,
  method: contactMethod,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code.'),
});

/** POST /api/auth/verify-code; `contact` comes out normalised. */
export const verifyCodeBody = verifyCodeFields.transform(withContact((b) => b.method));
export type VerifyCodeBody = z.input<typeof verifyCodeBody>;
export const verifyCodeResponse = z.object({ success: z.literal(true), verificationToken: z.string() });
export type VerifyCodeResponse = z.infer<typeof verifyCodeResponse>;

/** GET /api/dev/outbox (development and tests read the messages here; never in production). */
export const outboxQuery = z.object({ to: z.string().trim().min(1).max(254).optional() });
export const outboxMessage = z.object({
  to: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const outboxResponse = z.array(outboxMessage);
