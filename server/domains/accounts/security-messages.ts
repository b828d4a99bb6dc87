import { deviceName } from '../../../contracts/device.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import {
  newSignInEmail,
  passwordChangedEmail,
  passwordResetDoneEmail,
  type SecurityEvent,
  securityText,
  signInAttemptsEmail,
} from '../../lib/notify/security-emails.ts';
import { findContact, findUserByLogin } from './repo.ts';

export interface SecurityMessageDeps {
  db: DbOrTx;
  notifier: Notifier;
  /** The configured PUBLIC_ORIGIN: the only base of the link in the message. */
  publicOrigin: string;
}

export type SecurityMessageKind = 'changed' | 'reset' | 'sign-in' | 'attempts';

const EMAILS = {
  changed: passwordChangedEmail,
  reset: passwordResetDoneEmail,
  'sign-in': newSignInEmail,
  attempts: signInAttemptsEmail,
};

/**
 * Tell the owner of an account about a password change, a reset or a sign-in from a new device. A
 * security message always goes out, whatever the notification choices: by e-mail, or by text to an
 * account with only a phone. Call it after the change commits.
 */
export async function notifySecurity(
  deps: SecurityMessageDeps,
  userId: string,
  kind: SecurityMessageKind,
  context: { userAgent?: string; at?: Date },
) {
  const contact = await findContact(deps.db, userId);
  if (!contact) return;
  const event: SecurityEvent = {
    at: context.at ?? new Date(),
    device: deviceName(context.userAgent),
    forgotPasswordUrl: `${deps.publicOrigin}/forgot-password`,
  };
  if (contact.email) await deps.notifier.email({ to: contact.email, ...EMAILS[kind](event) });
  else if (contact.phone) await deps.notifier.sms({ to: contact.phone, text: securityText(kind, event) });
}

/** The same, for the account behind an e-mail or phone typed at sign-in (nothing when there is none). */
export async function notifySecurityByLogin(
  deps: SecurityMessageDeps,
  loginId: string,
  kind: SecurityMessageKind,
  context: { userAgent?: string; at?: Date },
) {
  const user = await findUserByLogin(deps.db, loginId);
  if (user) await notifySecurity(deps, user.id, kind, context);
}
