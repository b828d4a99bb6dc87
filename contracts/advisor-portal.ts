import { z } from 'zod';

/** The advisor's side (spec 3 section 2, Advisor login and dashboard; DESIGN decision 6). */
export const ADVISOR_PORTAL_MESSAGES = {
  /** Spec 3 section 8: the only failure words; they never tell whether a code exists. */
  loginFailedTitle: 'Login Failed',
  invalidCredentials: 'Invalid credentials',
  codeSent: 'If this code is active, we sent a 6-digit code to its e-mail. It expires in 10 minutes.',
  helpText: 'Enter the advisor code you received from Roslis. Contact your admin if you do not have one.',
  signedOut: 'Please sign in with your advisor code.',
} as const;

/** The advisor code as typed: spaces dropped, upper case (the spec forces upper case). */
export const advisorCodeInput = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().min(1, 'Enter your advisor code.').max(40, 'That is not an advisor code.'));

/**
 * POST /api/advisor/login. With the code alone: a one-time code goes to the advisor's e-mail (the answer
 * is the same whether or not the code exists). With the code and `otp`: the session.
 */
export const advisorLoginBody = z.object({
  code: advisorCodeInput,
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail.')
    .optional(),
});
export type AdvisorLoginInput = z.input<typeof advisorLoginBody>;

export const advisorCodeSent = z.object({ otpSent: z.literal(true), message: z.string() });

/** The signed-in advisor (GET /api/advisor/profile; also the login's answer). */
export const advisorProfile = z.object({
  id: z.string().uuid(),
  code: z.string(),
  name: z.string(),
  email: z.string(),
  commissionRate: z.string(),
  memberSince: z.string(),
});
export type AdvisorProfile = z.infer<typeof advisorProfile>;

export const advisorSignedIn = z.object({ advisor: advisorProfile, expiresAt: z.string() });
