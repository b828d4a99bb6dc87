import type { Application, ApplicationStatus } from '#contracts/applications';
import { PLAN_LABELS } from '#contracts/membership';
import { ageOn } from '#contracts/registration-profile';

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending_review: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The applicant's name, or the contact while the profile is not filled in. */
export function applicantName(a: Application): string {
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ').trim();
  return name || a.email || a.phone || 'Applicant';
}

export const planLabel = (a: Application) => PLAN_LABELS[a.plan];

/** "17 (born 3 Feb 2010)" style age, or null without a date of birth. */
export function ageOf(a: Application, today = new Date()): number | null {
  return a.dateOfBirth ? ageOn(a.dateOfBirth, today) : null;
}

export function verifiedText(a: Application): string {
  if (a.verifiedBy === 'email') return 'E-mail code';
  if (a.verifiedBy === 'sms') return 'SMS code';
  return 'Not recorded';
}
