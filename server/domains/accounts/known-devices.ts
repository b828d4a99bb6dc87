import { deviceName } from '../../../contracts/device.ts';
import type { DbOrTx } from '../../db/client.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import * as repo from './known-devices-repo.ts';
import { findUserByLogin } from './repo.ts';
import { notifySecurity, type SecurityMessageDeps } from './security-messages.ts';

/**
 * Which browsers a user signs in from. A long-lived httpOnly cookie holds a random id per
 * browser; the table keeps its SHA-256 per user. A password sign-in from a browser the user has not
 * used before is recorded and e-mails "New sign-in to your Roslis account", except the user's first
 * recorded device (the sign-in right after registration, or an account from before this table).
 */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function deviceCookieName(isProduction: boolean) {
  return isProduction ? '__Host-did' : 'did';
}

const DEVICE_ID = /^[A-Za-z0-9_-]{32,64}$/;

/** The browser's id from its cookie when well-formed; otherwise a new one (the caller sets the cookie). */
export function deviceIdOf(cookie: string | undefined): { id: string; fresh: boolean } {
  return cookie && DEVICE_ID.test(cookie) ? { id: cookie, fresh: false } : { id: newToken(), fresh: true };
}

/**
 * Call where a session is created after a password (and any second factor): remembers the browser and,
 * when it is new to an account that has a known device, tells the owner. `alert: false` records only
 * (the session that setting the first password opens). Answers whether the device was new.
 */
export async function recordSignIn(
  deps: SecurityMessageDeps,
  input: { userId: string; deviceId: string; userAgent?: string; alert?: boolean; now?: Date },
): Promise<{ isNew: boolean; alerted: boolean }> {
  const now = input.now ?? new Date();
  const deviceHash = sha256(input.deviceId);
  if (await repo.touchDevice(deps.db, input.userId, deviceHash, now)) return { isNew: false, alerted: false };
  const hadDevices = await repo.hasAnyDevice(deps.db, input.userId);
  const inserted = await repo.insertDevice(deps.db, {
    userId: input.userId,
    deviceHash,
    device: deviceName(input.userAgent),
    now,
  });
  if (!inserted) return { isNew: false, alerted: false };
  const alert = (input.alert ?? true) && hadDevices;
  if (alert) await notifySecurity(deps, input.userId, 'sign-in', { userAgent: input.userAgent, at: now });
  return { isNew: true, alerted: alert };
}

/**
 * Whether this browser (its `did` cookie) has signed in to the account with this e-mail or phone
 * before: such a sign-in is not held back by the per-account throttle, so guesses from elsewhere never
 * lock the owner out of her own browser.
 */
export async function isKnownBrowser(db: DbOrTx, loginId: string, deviceCookie: string | undefined) {
  if (!deviceCookie || deviceIdOf(deviceCookie).fresh) return false;
  const user = await findUserByLogin(db, loginId);
  return user ? repo.hasDevice(db, user.id, sha256(deviceCookie)) : false;
}

/** The user's known devices (tests and Account Settings): the hash, the summary, first and last seen. */
export function knownDevicesOf(deps: Pick<SecurityMessageDeps, 'db'>, userId: string) {
  return repo.listDevices(deps.db, userId);
}
