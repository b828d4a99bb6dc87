import { z } from 'zod';
import { uuid } from './common.ts';
import { locale } from './locale.ts';
import { cardStatus, plan } from './membership.ts';
import { parseContact } from './onboarding.ts';
import { secondFactorChallenge, secondFactorStatus } from './second-factor.ts';

export const ROLES = ['customer', 'admin', 'subadmin'] as const;
export const role = z.enum(ROLES);
export type Role = z.infer<typeof role>;

export const LOGIN_ID_MESSAGE = 'Please enter a valid email address or phone number.';

/**
 * The spec's login field is `email`; people who applied with a phone number sign in with it there too
 * ('+' dial code and digits). Comes out as a lower-cased e-mail or a '+<digits>' phone.
 */
export const loginId = z
  .string()
  .trim()
  .min(1, 'Please enter your email.')
  .max(254)
  .transform((value, ctx) => {
    const parsed = parseContact(value.includes('@') ? 'email' : 'phone', value);
    if (parsed.success) return parsed.contact;
    ctx.addIssue({ code: 'custom', message: LOGIN_ID_MESSAGE, input: value });
    return z.NEVER;
  });

export const loginBody = z.object({
  email: loginId,
  password: z.string().min(1, 'Please enter your password.').max(200),
});
export type LoginBody = z.input<typeof loginBody>;

/** The role tells the sign-in page where to go next (staff: the back office). */
export const loginSession = z.object({ token: z.string(), user: z.object({ id: uuid, role }) });
export type LoginSession = z.infer<typeof loginSession>;

/** A session, or (staff with two-step sign-in on) a challenge for POST /api/auth/login/second-factor. */
export const loginResponse = z.union([loginSession, secondFactorChallenge]);
export type LoginResponse = z.infer<typeof loginResponse>;

export const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export const gender = z.enum(GENDERS);
export type Gender = z.infer<typeof gender>;

/** GET /api/auth/account/{userId}. */
export const account = z.object({
  userId: uuid,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  currentPlan: plan,
  planExpiresAt: z.string().nullable(),
  cardStatus,
  isVerified: z.boolean(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
  /** customer, admin or subadmin: staff see their role instead of a plan, and the back office link. */
  role,
  /** The language she chose for the shop and her messages; null until she chooses one. */
  locale: locale.nullable(),
});
export type Account = z.infer<typeof account>;

/** GET /api/auth/profile/{userId}. */
export const profile = z.object({
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  bio: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
  gender: gender.nullable(),
  dateOfBirth: z.string().nullable(),
  profession: z.string().nullable(),
  isComplete: z.boolean(),
});
export type Profile = z.infer<typeof profile>;

/** GET /api/auth/me: the real current user (replaces the spec's hard-coded current-user object). */
export const me = z.object({
  id: uuid,
  email: z.string().nullable(),
  role,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  currentPlan: plan,
  cardStatus,
  /** Staff two-step sign-in; `required-not-set`: only the setup page works until it is on. */
  secondFactor: secondFactorStatus,
});
export type Me = z.infer<typeof me>;
