import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISOR_PORTAL_MESSAGES } from '../../../contracts/advisor-portal.ts';
import { advisorCodes, advisorSessions } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createAdvisor, createUser } from '../../test/factories.ts';
import { freshEmail } from '../../test/payments.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const login = (payload: object, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/advisor/login', payload, remoteAddress: ip });
const profile = (cookie?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/advisor/profile',
    cookies: cookie ? { advisor_sid: cookie } : undefined,
  });
const mail = async (to: string) =>
  (await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json() as {
    subject: string;
    text: string;
  }[];
const otpIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

async function advisor(opts: { isActive?: boolean } = {}) {
  return createAdvisor(app.db, { name: 'Lakshmi Pillai', email: freshEmail('advisor'), ...opts });
}

/** The code, then the one-time code from the e-mail: the advisor's session cookie. */
async function signIn(code: string, email: string) {
  expect((await login({ code })).statusCode).toBe(200);
  const [latest] = await mail(email);
  const res = await login({ code, otp: otpIn(latest!.text) });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('POST /api/advisor/login', () => {
  it('the code alone sends a one-time code to the advisor e-mail, and opens nothing', async () => {
    const a = await advisor();
    const res = await login({ code: ` ${a.code.toLowerCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ otpSent: true, message: ADVISOR_PORTAL_MESSAGES.codeSent });
    expect(res.cookies).toHaveLength(0);
    const [sent] = await mail(a.email);
    expect(sent!.subject).toBe('Your Roslis advisor sign-in code');
    expect(sent!.text).toMatch(/\b\d{6}\b/);
  });

  it('answers an unknown, an inactive and a just-used code exactly as a real one, and sends nothing', async () => {
    const real = await advisor();
    const inactive = await advisor({ isActive: false });
    const answers = [];
    for (const code of [real.code, 'FANOSUCHCODE0000', inactive.code, real.code]) {
      const res = await login({ code });
      answers.push([res.statusCode, res.body]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await mail(inactive.email)).toHaveLength(0);
    // The second request within 30 s sent nothing new (and did not say "wait", which would tell).
    expect(await mail(real.email)).toHaveLength(1);
  });

  it('a code sent to the same address for an application never signs the advisor in (codes are kept per purpose)', async () => {
    const a = await advisor();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/auth/send-verification',
      payload: { contactMethod: 'email', contact: a.email },
    });
    expect(sent.statusCode).toBe(200);
    const [applicationMail] = await mail(a.email);
    const res = await login({ code: a.code, otp: otpIn(applicationMail!.text) }, '203.0.113.80');
    expect(res.statusCode).toBe(401);
    expect(res.cookies).toHaveLength(0);
  });

  it('the right one-time code opens a session with its own cookie; the profile reads it', async () => {
    const a = await advisor();
    const res = await signIn(a.code, a.email);
    expect(res.json().advisor).toMatchObject({ id: a.id, code: a.code, name: 'Lakshmi Pillai' });
    const cookie = res.cookies.find((c) => c.name === 'advisor_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const me = await profile(cookie!.value);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ code: a.code, email: a.email, commissionRate: a.commissionRate });
    // The shop does not take it as a member's session, nor the back office.
    const shop = await app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: cookie!.value } });
    expect(shop.statusCode).toBe(401);
  });

  it("refuses a wrong, reused or someone else's one-time code with the same words", async () => {
    const a = await advisor();
    const b = await advisor();
    await login({ code: a.code });
    await login({ code: b.code });
    const otpA = otpIn((await mail(a.email))[0]!.text);
    const otpB = otpIn((await mail(b.email))[0]!.text);
    const wrong = await login({ code: a.code, otp: otpA === '000000' ? '111111' : '000000' });
    const crossed = await login({ code: a.code, otp: otpB });
    const unknown = await login({ code: 'FANOSUCHCODE0000', otp: otpA });
    for (const res of [wrong, crossed, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ADVISOR_PORTAL_MESSAGES.invalidCredentials);
      expect(res.cookies).toHaveLength(0);
    }
    expect((await login({ code: a.code, otp: otpA })).statusCode).toBe(200);
    const reused = await login({ code: a.code, otp: otpA });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(ADVISOR_PORTAL_MESSAGES.invalidCredentials);
  });

  it('five wrong tries wear the one-time code out', async () => {
    const a = await advisor();
    await login({ code: a.code });
    const otp = otpIn((await mail(a.email))[0]!.text);
    const wrong = otp === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++)
      expect((await login({ code: a.code, otp: wrong }, '203.0.113.50')).statusCode).toBe(401);
    expect((await login({ code: a.code, otp }, '203.0.113.51')).statusCode).toBe(401);
  });

  it('throttles one address that keeps failing, even with the right code later', async () => {
    // An app of its own with a small limit: a handful of tries shows it, not the suite's thousand.
    const strict = await buildTestApp({ loginRateLimit: 5 });
    try {
      const post = (payload: object, ip: string) =>
        strict.inject({ method: 'POST', url: '/api/advisor/login', payload, remoteAddress: ip });
      const a = await createAdvisor(strict.db, { name: 'Lakshmi Pillai', email: freshEmail('advisor') });
      await post({ code: a.code }, '203.0.113.7');
      const sent = (
        await strict.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(a.email)}` })
      ).json() as { text: string }[];
      const otp = otpIn(sent[0]!.text);
      const ip = '198.51.100.23';
      const guessed: number[] = [];
      for (let i = 0; i < 5; i++) {
        const other = await createAdvisor(strict.db, { email: freshEmail('advisor') });
        guessed.push((await post({ code: other.code, otp: '123456' }, ip)).statusCode);
      }
      expect(guessed).toEqual([401, 401, 401, 401, 401]);
      const refused = await post({ code: a.code, otp }, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      // Another address is not held back.
      expect((await post({ code: a.code, otp }, '198.51.100.24')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('pauses one advisor code for the day after 30 wrong codes from anywhere, and tells the advisor', async () => {
    const a = await advisor();
    await login({ code: a.code });
    const otp = otpIn((await mail(a.email))[0]!.text);
    const wrong = otp === '999999' ? '888888' : '999999';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      // From a new address each time, as a slow guesser spreading over addresses would.
      statuses.push((await login({ code: a.code, otp: wrong }, `192.0.2.${i + 1}`)).statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
    const paused = await login({ code: a.code, otp }, '192.0.2.200');
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toBe(ADVISOR_PORTAL_MESSAGES.lockedForToday);
    await app.afterReply.idle();
    const told = (await mail(a.email)).filter(
      (m) => m.subject === 'Your Roslis advisor sign-in is paused for today',
    );
    expect(told).toHaveLength(1);
    // Another advisor's code is not held back.
    const b = await advisor();
    expect((await signIn(b.code, b.email)).statusCode).toBe(200);
  });

  it('refuses bad input with a message', async () => {
    const empty = await login({ code: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/advisor code/);
    const shortOtp = await login({ code: 'FADEMO', otp: '12' });
    expect(shortOtp.statusCode).toBe(400);
    expect(shortOtp.json().message).toMatch(/6-digit/);
  });
});

describe('the advisor session', () => {
  it('GET /api/advisor/profile is 401 without one, and for a member or an admin', async () => {
    expect((await profile()).statusCode).toBe(401);
    const admin = await createUser(app.db, { role: 'admin' });
    const { headers } = await loginAs(app, admin.email, admin.password);
    const asAdmin = await app.inject({ method: 'GET', url: '/api/advisor/profile', headers });
    expect(asAdmin.statusCode).toBe(401);
    expect(asAdmin.json().message).toBe(ADVISOR_PORTAL_MESSAGES.signedOut);
  });

  it('logout ends it: the old cookie opens nothing', async () => {
    const a = await advisor();
    const cookie = (await signIn(a.code, a.email)).cookies.find((c) => c.name === 'advisor_sid')!.value;
    const out = await app.inject({
      method: 'POST',
      url: '/api/advisor/logout',
      cookies: { advisor_sid: cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'advisor_sid')?.value).toBe('');
    expect((await profile(cookie)).statusCode).toBe(401);
    const [row] = await app.db.select().from(advisorSessions).where(eq(advisorSessions.advisorCodeId, a.id));
    expect(row!.revokedAt).not.toBeNull();
  });

  it('ends when the advisor code is deactivated', async () => {
    const a = await advisor();
    const cookie = (await signIn(a.code, a.email)).cookies.find((c) => c.name === 'advisor_sid')!.value;
    expect((await profile(cookie)).statusCode).toBe(200);
    await app.db.update(advisorCodes).set({ isActive: false }).where(eq(advisorCodes.id, a.id));
    expect((await profile(cookie)).statusCode).toBe(401);
  });
});
