import { sha256 } from './crypto.ts';

/**
 * A browser's fingerprint for the referral checks: SHA-256 of its IP address and user agent. The shop
 * has no device id (accounts' sessions keep only the user agent, and an applicant has no session before
 * paying), so this is the best stable signal both sides have. Only the hash is stored.
 */
export function deviceHash(ip: string | undefined, userAgent: string | undefined): string | null {
  if (!ip && !userAgent) return null;
  return sha256(`${ip ?? ''}|${(userAgent ?? '').slice(0, 300)}`);
}
