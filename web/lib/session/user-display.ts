import type { Role } from '#contracts/auth';
import { PLAN_LABELS } from '#contracts/constants';
import type { CardStatus, Plan } from '#contracts/membership';

export interface UserDisplayInput {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  plan?: Plan | null;
  role?: Role | null;
  cardStatus?: CardStatus | null;
}

export interface UserDisplay {
  /** One upper-case letter for the avatar. */
  initial: string;
  name: string;
  planLabel: string;
  /** Admins and sub-admins: the back office is theirs. */
  isStaff: boolean;
}

const STAFF_LABELS: Partial<Record<Role, string>> = { admin: 'Admin', subadmin: 'Sub-admin' };

const clean = (v: string | null | undefined) => (v ?? '').trim();

/**
 * Avatar letter from the first name, else the e-mail, else "U"; name from first +
 * last name, else the e-mail's local part, else "User"; plan label, else "Member". Staff read their role
 * (Admin, Sub-admin) where members read their plan. An applicant is not yet a cardholder: her plan
 * reads as applied for ("Premium applicant") until staff approve it, "Not approved" after a rejection.
 */
export function userDisplay({
  firstName,
  lastName,
  email,
  plan,
  role,
  cardStatus,
}: UserDisplayInput): UserDisplay {
  const first = clean(firstName);
  const last = clean(lastName);
  const mail = clean(email);
  const local = mail.includes('@') ? mail.slice(0, mail.indexOf('@')) : mail;

  const initial = (first[0] ?? mail[0] ?? 'U').toUpperCase();
  const fullName = [first, last].filter(Boolean).join(' ');
  const name = fullName || local || 'User';
  const staffLabel = role ? STAFF_LABELS[role] : undefined;
  const held = plan && plan !== 'none' ? PLAN_LABELS[plan] : 'Member';
  const applied =
    cardStatus === 'pending_review'
      ? `${held === 'Member' ? 'Card' : held} applicant`
      : cardStatus === 'rejected'
        ? 'Not approved'
        : held;
  const planLabel = staffLabel ?? applied;
  return { initial, name, planLabel, isStaff: staffLabel !== undefined };
}
