import { PLAN_LABELS } from '#contracts/constants';
import type { Plan } from '#contracts/membership';

export interface UserDisplayInput {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  plan?: Plan | null;
}

export interface UserDisplay {
  /** One upper-case letter for the avatar. */
  initial: string;
  name: string;
  planLabel: string;
}

const clean = (v: string | null | undefined) => (v ?? '').trim();

/**
 * Spec 1 section 2: avatar letter from the first name, else the e-mail, else "U"; name from first +
 * last name, else the e-mail's local part, else "User"; plan label, else "Member".
 */
export function userDisplay({ firstName, lastName, email, plan }: UserDisplayInput): UserDisplay {
  const first = clean(firstName);
  const last = clean(lastName);
  const mail = clean(email);
  const local = mail.includes('@') ? mail.slice(0, mail.indexOf('@')) : mail;

  const initial = (first[0] ?? mail[0] ?? 'U').toUpperCase();
  const fullName = [first, last].filter(Boolean).join(' ');
  const name = fullName || local || 'User';
  const planLabel = plan && plan !== 'none' ? PLAN_LABELS[plan] : 'Member';
  return { initial, name, planLabel };
}
