import { z } from 'zod';

/**
 * Staff two-step sign-in: admins and sub-admins confirm a sign-in with a 6-digit code from an
 * authenticator app (TOTP), or with one of 10 single-use recovery codes.
 */

/** STAFF_SECOND_FACTOR: `required` (production's default) or `optional` (elsewhere). */
export const STAFF_SECOND_FACTOR_MODES = ['required', 'optional'] as const;
export type StaffSecondFactorMode = (typeof STAFF_SECOND_FACTOR_MODES)[number];

/** In GET /api/auth/me: on, off, or staff who must set it up before anything else (required mode). */
export const SECOND_FACTOR_STATUSES = ['on', 'off', 'required-not-set'] as const;
export const secondFactorStatus = z.enum(SECOND_FACTOR_STATUSES);
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;

export const RECOVERY_CODE_COUNT = 10;

export const SECOND_FACTOR_MESSAGES = {
  setUpFirst: 'Set up two-step sign-in to continue.',
  wrongCode: 'That code is not right. Check your authenticator app (or the recovery code) and try again.',
  challengeExpired: 'This sign-in has expired. Please enter your e-mail and password again.',
  alreadyOn: 'Two-step sign-in is already on for this account.',
  notStarted: 'Start the setup again: open the two-step sign-in page and scan the new QR code.',
  notOn: 'Two-step sign-in is not on for this account.',
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  loginCodeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  notFound: 'No sub-admin with this id.',
  resetDone: 'Two-step sign-in was reset. The sub-admin sets it up again at the next sign-in.',
  tooMany: (minutes: number) => `Too many wrong codes. Please wait ${minutes} minute(s) and try again.`,
} as const;

/** A 6-digit authenticator code (spaces ignored: apps show "123 456"). */
export const totpCode = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, SECOND_FACTOR_MESSAGES.codeFormat));

/** The answer of POST /api/auth/login for staff with two-step sign-in on: no session yet. */
export const secondFactorChallenge = z.object({
  secondFactor: z.literal('required'),
  /** Opaque, single use, 5 minutes, for POST /api/auth/login/second-factor. */
  challenge: z.string(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

/** POST /api/auth/login/second-factor: a 6-digit code or a recovery code (xxxxx-xxxxx). */
export const secondFactorLoginBody = z.object({
  challenge: z.string().trim().min(1, SECOND_FACTOR_MESSAGES.challengeExpired).max(200),
  code: z
    .string()
    .trim()
    .min(1, SECOND_FACTOR_MESSAGES.loginCodeFormat)
    .max(40, SECOND_FACTOR_MESSAGES.loginCodeFormat),
});
export type SecondFactorLoginBody = z.input<typeof secondFactorLoginBody>;

/** POST /api/auth/second-factor/setup: a new secret, pending until confirmed with a code. */
export const secondFactorSetup = z.object({
  /** otpauth://totp/… for the QR code. */
  otpauthUrl: z.string(),
  /** The same secret as text (base32), for typing into the app. */
  secret: z.string(),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetup>;

/** POST /api/auth/second-factor/confirm and /recovery-codes: a current code from the app. */
export const secondFactorCodeBody = z.object({ code: totpCode });
export type SecondFactorCodeBody = z.input<typeof secondFactorCodeBody>;

/** The 10 recovery codes, shown once. */
export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodes>;

export const secondFactorResetResponse = z.object({ success: z.literal(true), message: z.string() });
