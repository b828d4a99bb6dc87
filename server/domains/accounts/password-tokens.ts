import { PASSWORD_TOKEN_TTL_MINUTES } from '../../../contracts/passwords.ts';
import type { DbOrTx } from '../../db/client.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import * as repo from './repo.ts';

export type PasswordTokenPurpose = keyof typeof PASSWORD_TOKEN_TTL_MINUTES;

/**
 * A single-use password token for a user: 'setup' (issued by a verified payment, 30 minutes) or
 * 'reset' (sent by e-mail, 60 minutes); a new reset token retires the earlier ones.
 * Only a SHA-256 of the token is stored; the caller gets the raw token once.
 */
export async function issuePasswordToken(
  db: DbOrTx,
  userId: string,
  purpose: PasswordTokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  // A new reset link replaces older ones. Setup tokens may coexist (verify and a status poll can each
  // issue one to the same browser); they only work while the account has no password at all.
  if (purpose === 'reset') await repo.retireTokens(db, userId, purpose, now);
  await repo.insertToken(db, {
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + PASSWORD_TOKEN_TTL_MINUTES[purpose] * 60_000),
  });
  return token;
}

/** The user a live token belongs to, consuming it; undefined when unknown, used, expired or for another purpose. */
export async function consumePasswordToken(
  db: DbOrTx,
  token: string,
  purpose: PasswordTokenPurpose,
  now = new Date(),
): Promise<string | undefined> {
  const row = await repo.consumeToken(db, sha256(token), purpose, now);
  return row?.userId;
}

/** Whether a token would still work now, leaving it unused (a reset page checks its link on opening). */
export async function isPasswordTokenLive(
  db: DbOrTx,
  token: string,
  purpose: PasswordTokenPurpose,
  now = new Date(),
): Promise<boolean> {
  return Boolean(await repo.findLiveToken(db, sha256(token), purpose, now));
}
