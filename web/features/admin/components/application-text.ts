import type { Application } from '#contracts/applications';
import { ageOn } from '#contracts/registration-profile';

/**
 * The applicant's name, or the contact while the profile is not filled in, or `fallback` (the word
 * "Applicant" in the language shown) without either.
 */
export function applicantName(a: Application, fallback: string): string {
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ').trim();
  return name || a.email || a.phone || fallback;
}

/** "17 (born 3 Feb 2010)" style age, or null without a date of birth. */
export function ageOf(a: Application, today = new Date()): number | null {
  return a.dateOfBirth ? ageOn(a.dateOfBirth, today) : null;
}

/** How the applicant's contact was verified: the key of its words under `applications.detail.verified`. */
export const verifiedKey = (a: Application) =>
  a.verifiedBy === 'email' ? 'email' : a.verifiedBy === 'sms' ? 'sms' : 'none';
