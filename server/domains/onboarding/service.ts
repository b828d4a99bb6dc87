import type { ContactMethod } from '../../../contracts/onboarding.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import * as accounts from '../accounts/service.ts';
import * as advisors from '../advisors/service.ts';
import { verifiedContact } from '../identity/service.ts';
import * as sales from '../sales/service.ts';

export const MESSAGES = {
  phoneSignupOff: 'Applying with a phone number is not available. Please use your email address.',
  advisorUnknown:
    'This Fashion Advisor Code is not valid. Please check it with your Fashion Advisor and try again.',
} as const;

export const ACCOUNT_EXISTS = 'You already have an account. Please login to upgrade your membership.';

/**
 * Whether an account uses this e-mail or phone, told only to a caller holding the verify step's token
 * for that very contact; to anyone else the answer is false, so the check cannot be used to learn who
 * has an account. Contacts are already normalised by the contracts.
 */
export async function provenContactExists(
  db: DbOrTx,
  body: { email?: string | null; phone?: string | null; verificationToken?: string | null },
  now = new Date(),
) {
  if (!body.verificationToken) return false;
  const proven = await verifiedContact(db, body.verificationToken, now);
  if (!proven || (proven.contact !== body.email && proven.contact !== body.phone)) return false;
  return accounts.contactExists(db, { email: body.email, phone: body.phone });
}

/** After a code proved the contact: 409 with the spec's words when it already has an account. */
export async function refuseExistingAccount(db: DbOrTx, contact: string) {
  const known = contact.startsWith('+') ? { phone: contact } : { email: contact };
  if (await accounts.contactExists(db, known))
    throw new AppError('CONFLICT', ACCOUNT_EXISTS).keyed('onboarding.accountExists');
}

/** 400 when phone sign-up is off (PHONE_SIGNUP=false: no text messages go out). */
export function requireMethodOffered(method: ContactMethod, phoneSignup: boolean) {
  if (method === 'phone' && !phoneSignup) {
    throw badRequest(MESSAGES.phoneSignupOff, { contactMethod: [MESSAGES.phoneSignupOff] });
  }
}

/** Who referred an applicant: a fashion advisor's code or a sales person's referral code (exactly one). */
export type Referrer =
  | { advisorCodeId: string; salesPersonId: null; code: string }
  | { advisorCodeId: null; salesPersonId: string; code: string };

/**
 * 400 (the spec's words for an unknown code) unless the code (trimmed, upper-cased) names an active
 * fashion advisor or an active sales person.
 */
export async function requireReferrer(db: DbOrTx, code: string): Promise<Referrer> {
  const advisor = await advisors.findActiveAdvisor(db, code);
  if (advisor) return { advisorCodeId: advisor.id, salesPersonId: null, code: advisor.code };
  const person = await sales.findActiveByCode(db, code);
  if (person) return { advisorCodeId: null, salesPersonId: person.id, code: person.referralCode };
  throw badRequest(MESSAGES.advisorUnknown, { referralCode: [MESSAGES.advisorUnknown] }).keyed(
    'onboarding.advisorUnknown',
  );
}
