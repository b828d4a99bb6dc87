import { ADVISOR_PORTAL_MESSAGES } from '../../../contracts/advisor-portal.ts';
import type { Db } from '../../db/client.ts';
import { AppError, unauthenticated } from '../../lib/errors.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import { renderEmail } from '../../lib/notify/templates.ts';
import * as identity from '../identity/service.ts';
import { findActiveAdvisor, findActiveAdvisorById } from './active.ts';
import { rememberDevice } from './commissions.ts';
import { profileOf } from './portal.ts';
import type { Advisor } from './repo.ts';

/**
 * The fashion advisor's way in to the advisor dashboard. The advisor code is public (it is in every
 * share link), so the code alone opens nothing: it sends a 6-digit one-time code to the advisor's e-mail
 * (identity's codes: hashed, 10 minutes, 5 wrong tries, one send per 30 s), and the code with that
 * one-time code opens a session of its own (advisors are not shop accounts; identity keeps the session).
 * Every failure reads the same ('Invalid credentials'), so nobody learns whether a code exists.
 */
function advisorLoginEmail(name: string) {
  return (code: string, minutes: number) =>
    renderEmail({
      subject: 'Your Roslis advisor sign-in code',
      preheader: `Your code is ${code}. It expires in ${minutes} minutes.`,
      heading: `Hello ${name}`,
      paragraphs: ['Enter this code on the Roslis advisor sign-in page to open your dashboard.'],
      code,
      note: `The code expires in ${minutes} minutes. If you did not try to sign in, someone typed your advisor code: you can ignore this e-mail, the code alone opens nothing.`,
    });
}

const invalid = () => unauthenticated(ADVISOR_PORTAL_MESSAGES.invalidCredentials);

/**
 * The day's budget of wrong one-time codes for one advisor code was spent (someone is guessing across
 * re-sends): tell the advisor, whose sign-in is paused for a day. Nothing for an unknown code.
 */
export async function notifySignInPaused(db: Db, notifier: Notifier, code: string) {
  const advisor = await findActiveAdvisor(db, code);
  if (!advisor) return;
  await notifier.email({
    to: advisor.email,
    ...renderEmail({
      subject: 'Your Roslis advisor sign-in is paused for today',
      preheader: 'Many wrong sign-in codes were tried with your advisor code.',
      heading: `Hello ${advisor.name}`,
      paragraphs: [
        'Many wrong one-time codes were typed with your advisor code today, so signing in with it is paused for 24 hours. Your code still works in share links, and nobody got in.',
        'If it was you, wait until tomorrow, or ask your admin to help you in sooner.',
      ],
    }),
  });
}

/**
 * Step 1: a one-time code to the e-mail of an active advisor code. For an unknown or inactive code, or
 * a second request within 30 s, nothing is sent and the caller is told the same.
 */
/** The key of advisor sign-in codes (an application's code never signs an advisor in). */
const signInCodes = (secret: string): identity.CodeKey => ({ secret, purpose: 'advisor-sign-in' });

export async function requestCode(
  db: Db,
  notifier: Notifier,
  codeSecret: string,
  code: string,
  now = new Date(),
) {
  const advisor = await findActiveAdvisor(db, code);
  if (!advisor) return;
  try {
    await identity.sendVerification(
      db,
      notifier,
      signInCodes(codeSecret),
      'email',
      advisor.email,
      now,
      advisorLoginEmail(advisor.name),
    );
  } catch (err) {
    // The code sent a moment ago still works; telling the caller to wait would say the code exists.
    if (err instanceof AppError && err.code === 'RATE_LIMITED') return;
    throw err;
  }
}

/** Step 2: the session, when the one-time code is the one sent to the advisor's e-mail. */
export async function signIn(
  db: Db,
  codeSecret: string,
  code: string,
  otp: string,
  now = new Date(),
  deviceHash: string | null = null,
) {
  const advisor = await findActiveAdvisor(db, code);
  if (!advisor) throw invalid();
  try {
    await identity.verifyCode(db, signInCodes(codeSecret), advisor.email, otp, now);
  } catch (err) {
    // Wrong, expired or worn out: the onboarding words would tell a guesser more than it needs.
    if (err instanceof AppError && err.code === 'BAD_REQUEST') throw invalid();
    throw err;
  }
  const { token, expiresAt } = await identity.createAdvisorSession(db, advisor.id, now);
  // The referral checks flag an applicant who pays from a device the advisor signs in from.
  if (deviceHash) await rememberDevice(db, advisor.id, deviceHash, now);
  return { token, expiresAt, advisor: profileOf(advisor) };
}

export interface AdvisorSession {
  sessionId: string;
  advisor: Advisor;
}

/** The session a token opens, while it is live and its advisor code active; otherwise null. */
export async function resolveSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<AdvisorSession | null> {
  const session = await identity.findAdvisorSession(db, token, now);
  if (!session) return null;
  const advisor = await findActiveAdvisorById(db, session.advisorCodeId);
  return advisor ? { sessionId: session.sessionId, advisor } : null;
}

export function signOut(db: Db, sessionId: string, now = new Date()) {
  return identity.endAdvisorSession(db, sessionId, now);
}
