import { z } from 'zod';
import { uuid } from './common.ts';
import { emailAddress, VERIFICATION } from './onboarding.ts';
import { strongPassword } from './passwords.ts';

/** Words of the Sub Admins tab (the failure toasts are the specification's). */
export const STAFF_MESSAGES = {
  sendFailed: 'Failed to send verification code.',
  createFailed: 'Failed to create sub-admin.',
  codeSent: 'Verification code sent',
  created: 'Sub-admin created',
  emailTaken: 'This e-mail already belongs to a Roslis account.',
  codeFormat: `Enter the ${VERIFICATION.codeLength}-digit code from the e-mail.`,
  advisorUnknown: 'One of the chosen advisors no longer exists. Please reload and choose again.',
  notFound: 'No sub-admin with this id.',
  deactivated: 'Sub-admin deactivated',
  activated: 'Sub-admin activated',
  /** Sign-in of a deactivated staff account. */
  signInRefused: 'This staff account has been deactivated. Please contact the Roslis admin.',
} as const;

/** POST /api/admin/sub-admins/verify-email: step 1, a 6-digit code to the new sub-admin's e-mail. */
export const subAdminVerificationBody = z.object({ email: emailAddress });
export const subAdminVerificationResponse = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/admin/sub-admins: step 2 (email, password, verificationCode, assignedAdvisors). */
export const createSubAdminBody = z.object({
  email: emailAddress,
  verificationCode: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${VERIFICATION.codeLength}}$`), STAFF_MESSAGES.codeFormat),
  password: strongPassword,
  assignedAdvisors: z.array(uuid).max(500).default([]),
});
export type CreateSubAdminInput = z.input<typeof createSubAdminBody>;

export const subAdminStatusBody = z.object({ active: z.boolean() });

/** A sub-admin as the Sub Admins tab lists it: the spec's record (id, subAdmin.email, createdAt, assignedAdvisors, isActive). */
export const subAdmin = z.object({
  id: uuid,
  /** The sub-admin's account; `email` below repeats its address for the table. */
  subAdmin: z.object({ id: uuid, email: z.string() }),
  email: z.string(),
  createdAt: z.string(),
  isActive: z.boolean(),
  assignedAdvisors: z.array(z.object({ id: uuid, code: z.string(), name: z.string() })),
  assignedAdvisorsCount: z.number().int(),
});
export type SubAdmin = z.infer<typeof subAdmin>;
export const subAdminList = z.array(subAdmin);
