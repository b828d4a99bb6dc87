import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../../../contracts/constants.ts';
import { users } from '../../db/schema/index.ts';
import { listOutbox } from '../../lib/notify/outbox.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { knownDevicesOf } from './known-devices.ts';
import { issuePasswordToken } from './password-tokens.ts';

/**
 * Security e-mails: a password change, a reset, and a sign-in from a browser the account
 * has not used go to the owner (member or staff) once, whatever their notification choices, with the
 * time, the device and a link built from PUBLIC_ORIGIN (never the request's Host); no password or token.
 */
const ORIGIN = 'https://shop.roslis.test';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
const NEW_PASSWORD = 'Kasavu#2026';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ publicOrigin: ORIGIN });
});
afterAll(() => app.close());

const mails = async (to: string, subject: string) =>
  (await listOutbox(app.db, to)).filter((m) => m.subject === subject);

/** A password sign-in from a browser: `did` is its device cookie (none: a browser never seen). */
async function signIn(email: string, password: string, did?: string, userAgent = ANDROID) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent, ...FORGED },
    cookies: did ? { did } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'did');
  return { token: res.json().token as string, did: cookie?.value ?? did!, cookie };
}

/** Turn every notification choice off: security messages must still go. */
async function allChoicesOff(token: string) {
  const off = Object.fromEntries(
    NOTIFICATION_KINDS.map((k) => [k, { email: false, sms: false, push: false, whatsapp: false }]),
  );
  const res = await app.inject({
    method: 'PUT',
    url: '/api/user/notifications',
    headers: { authorization: `Bearer ${token}` },
    payload: off,
  });
  expect(res.statusCode).toBe(200);
}

function expectSafe(text: string, secrets: string[]) {
  expect(text).toContain(`${ORIGIN}/forgot-password`);
  expect(text).not.toContain('evil.example');
  for (const s of secrets) expect(text).not.toContain(s);
}

describe('sign-in from a new device', () => {
  it('the first sign-in is quiet; a known browser is quiet; a new browser e-mails once', async () => {
    const user = await createUser(app.db, { role: 'customer' });
    const first = await signIn(user.email, user.password);
    expect(first.cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(first.cookie!.maxAge).toBe(365 * 24 * 60 * 60);
    await allChoicesOff(first.token);
    await signIn(user.email, user.password, first.did);
    expect(await mails(user.email, 'New sign-in to your Roslis account')).toHaveLength(0);

    const other = await signIn(user.email, user.password, undefined, MAC);
    expect(other.did).not.toBe(first.did);
    const sent = await mails(user.email, 'New sign-in to your Roslis account');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Device: Safari on macOS');
    expect(sent[0]!.text).toMatch(/When: \d{1,2} \w+ \d{4}\b.+ IST/);
    expectSafe(sent[0]!.text, [user.password, other.token, other.did, first.did]);

    // Both browsers are known now; the table keeps hashes only.
    await signIn(user.email, user.password, other.did, MAC);
    await signIn(user.email, user.password, first.did);
    expect(await mails(user.email, 'New sign-in to your Roslis account')).toHaveLength(1);
    const devices = await knownDevicesOf(app, user.id);
    expect(devices.map((d) => d.device).sort()).toEqual(['Chrome on Android', 'Safari on macOS']);
    expect(devices.map((d) => d.deviceHash)).not.toContain(first.did);
  });

  it('staff are told too; a failed sign-in records and sends nothing; a malformed cookie is a new browser', async () => {
    const admin = await createUser(app.db, { role: 'admin' });
    const known = await signIn(admin.email, admin.password);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: 'Wrong#2026x' },
      headers: { 'user-agent': MAC },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.cookies).toHaveLength(0);
    expect(await knownDevicesOf(app, admin.id)).toHaveLength(1);

    const odd = await signIn(admin.email, admin.password, 'not a device id');
    expect(odd.did).not.toBe('not a device id');
    expect(odd.did).not.toBe(known.did);
    expect(await mails(admin.email, 'New sign-in to your Roslis account')).toHaveLength(1);
  });

  it('the browser that set the first password is known: signing in there right after is quiet', async () => {
    const user = await createUser(app.db);
    await app.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const setupToken = await issuePasswordToken(app.db, user.id, 'setup');
    const setup = await app.inject({
      method: 'POST',
      url: `/api/auth/setup-password/${user.id}`,
      payload: { password: NEW_PASSWORD, setupToken },
      headers: { 'user-agent': ANDROID },
    });
    expect(setup.statusCode).toBe(200);
    const did = setup.cookies.find((c) => c.name === 'did')?.value;
    expect(did).toBeTruthy();
    await signIn(user.email, NEW_PASSWORD, did);
    expect(await mails(user.email, 'New sign-in to your Roslis account')).toHaveLength(0);
    // Another browser later is new.
    await signIn(user.email, NEW_PASSWORD, undefined, MAC);
    expect(await mails(user.email, 'New sign-in to your Roslis account')).toHaveLength(1);
  });
});

describe('password change and reset e-mails', () => {
  it('Account Settings: one "Your Roslis password was changed" with time and device, whatever the choices', async () => {
    const user = await createUser(app.db, { role: 'subadmin' });
    const { token } = await signIn(user.email, user.password);
    await allChoicesOff(token);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}`, 'user-agent': MAC, ...FORGED },
      payload: { currentPassword: user.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = await mails(user.email, 'Your Roslis password was changed');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Device: Safari on macOS');
    expect(sent[0]!.text).toMatch(/When: .+ IST/);
    expectSafe(sent[0]!.text, [NEW_PASSWORD, user.password, token]);
  });

  it('a wrong current password changes nothing and sends nothing', async () => {
    const user = await createUser(app.db);
    const { token } = await signIn(user.email, user.password);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'Wrong#2026x', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(await mails(user.email, 'Your Roslis password was changed')).toHaveLength(0);
  });

  it('the reset link: one "Your Roslis password was reset"; a used link sends nothing more', async () => {
    const user = await createUser(app.db);
    const resetToken = await issuePasswordToken(app.db, user.id, 'reset');
    const reset = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: { 'user-agent': ANDROID, ...FORGED },
        payload: { token: resetToken, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(400);
    const sent = await mails(user.email, 'Your Roslis password was reset');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Device: Chrome on Android');
    expectSafe(sent[0]!.text, [NEW_PASSWORD, resetToken]);
    expect(await mails(user.email, 'Your Roslis password was changed')).toHaveLength(0);
  });

  it('an account with only a phone gets the notice as a text', async () => {
    const user = await createUser(app.db);
    const phone = `+9198${String(Date.now()).slice(-8)}`;
    await app.db.update(users).set({ email: null, phone }).where(eq(users.id, user.id));
    const resetToken = await issuePasswordToken(app.db, user.id, 'reset');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: FORGED,
      payload: { token: resetToken, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const texts = await listOutbox(app.db, phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain('Your Roslis password was reset');
    expectSafe(texts[0]!.text, [NEW_PASSWORD, resetToken]);
  });
});
