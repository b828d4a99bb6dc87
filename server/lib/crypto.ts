import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random 256-bit token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** What a one-time code is for: a code made for one purpose never passes for another. */
export type CodePurpose = 'application' | 'advisor-sign-in' | 'sub-admin' | 'staff-recovery';

/**
 * How a one-time code is stored: HMAC-SHA256 under a server secret (CODE_HASH_SECRET) of the purpose,
 * the contact and the code. A bare SHA-256 of six digits is undone by trying the million codes; without
 * the secret, a copy of the table gives nothing away.
 */
export function hmacCode(secret: string, purpose: CodePurpose, contact: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${contact}\n${code}`).digest('hex');
}
