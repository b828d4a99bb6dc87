import { z } from 'zod';
import { uuid } from './common.ts';
import { locale } from './locale.ts';

/** Password rules: the same checks in the browser and the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

export const PASSWORD_RULES = [
  { id: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'upper', label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', label: 'One number', test: (p: string) => /\d/.test(p) },
  {
    id: 'special',
    label: `One special character (${PASSWORD_SPECIALS})`,
    test: (p: string) => [...p].some((c) => PASSWORD_SPECIALS.includes(c)),
  },
] as const;

export const WEAK_PASSWORD_MESSAGE =
  'Password must be at least 8 characters and include an uppercase letter, a lowercase letter, a number and a special character.';

export const passwordMeetsRules = (p: string) => PASSWORD_RULES.every((rule) => rule.test(p));

export const strongPassword = z
  .string()
  .max(200, 'Please use at most 200 characters.')
  .refine(passwordMeetsRules, WEAK_PASSWORD_MESSAGE);

/** POST /api/auth/setup-password/{userId}: the token is the one POST /api/payment/verify issued. */
export const setupPasswordWithTokenBody = z.object({
  password: strongPassword,
  setupToken: z.string().trim().min(1, 'Your setup link is missing. Please start again.').max(200),
  /**
   * The language she applied in, kept on the new account when it has none yet: the messages that follow
   * (the application's approval or rejection, her orders) come in it. English when absent.
   */
  language: locale.optional(),
});
export const setupPasswordWithTokenResponse = z.object({ success: z.literal(true), token: z.string() });
export type SetupPasswordWithTokenResponse = z.infer<typeof setupPasswordWithTokenResponse>;

/** POST /api/auth/setup-password: a signed-in account without a password sets one. */
export const setupPasswordBody = z.object({ userId: uuid, password: strongPassword });

/** POST /api/auth/forgot-password. */
export const forgotPasswordBody = z.object({
  email: z.email({ message: 'Please enter a valid email address.' }).trim().toLowerCase().max(254),
});
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this address, we have sent a link to reset your password.';
export const forgotPasswordResponse = z.object({ message: z.string() });

/** POST /api/auth/reset-password. */
export const resetPasswordBody = z.object({
  token: z.string().trim().min(1, 'This reset link is invalid.').max(200),
  newPassword: strongPassword,
});
export const resetPasswordResponse = z.object({ success: z.literal(true), message: z.string() });

/**
 * POST /api/auth/reset-password/check: is this reset link still good? Checked when the page opens,
 * without using the token; the answer says only valid or not, never whose account it is.
 */
export const checkResetTokenBody = resetPasswordBody.pick({ token: true });
export const checkResetTokenResponse = z.object({ valid: z.boolean() });
export type CheckResetTokenResponse = z.infer<typeof checkResetTokenResponse>;

/** Lifetimes of the single-use password tokens. */
export const PASSWORD_TOKEN_TTL_MINUTES = { setup: 30, reset: 60 } as const;

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Please enter your current password.',
  currentWrong: 'Your current password is not correct.',
  mismatch: 'Password Mismatch: the new password and its confirmation must be the same.',
  same: 'Please choose a new password that differs from your current one.',
  done: 'Your password has been changed. Your other devices have been signed out.',
} as const;

/** POST /api/auth/change-password: the current password, then the new one twice (the password rules). */
export const changePasswordBody = z
  .object({
    currentPassword: z.string().min(1, CHANGE_PASSWORD_MESSAGES.currentRequired).max(200),
    newPassword: strongPassword,
    confirmPassword: z.string().max(200),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: CHANGE_PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: CHANGE_PASSWORD_MESSAGES.same,
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** GET /api/auth/sessions: the member's signed-in devices (live sessions), this one marked. */
export const deviceSession = z.object({
  id: uuid,
  createdAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSession>;
export const deviceSessionList = z.array(deviceSession);
