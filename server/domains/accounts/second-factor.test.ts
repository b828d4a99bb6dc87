import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '../../../contracts/audit.ts';
import { SECOND_FACTOR_MESSAGES } from '../../../contracts/second-factor.ts';
import { staffRecoveryCodes, staffSecondFactors } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';

/** Staff two-step sign-in: setup, the sign-in's second step, recovery codes, the admin's reset. */

type Headers = Record<string, string>;
type Person = Awaited<ReturnType<typeof createUser>>;

const post = (app: TestApp, url: string, payload?: object, headers: Headers = {}) =>
  app.inject({ method: 'POST', url, payload, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** The code an authenticator app shows, `steps` 30-second steps from now. */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function passwordStep(app: TestApp, user: Person) {
  const res = await post(app, '/api/auth/login', { email: user.email, password: user.password });
  expect(res.statusCode).toBe(200);
  return res;
}

/** Signs in without a second factor, sets it up; answers the secret and the recovery codes. */
async function enrol(app: TestApp, user: Person) {
  const { token } = (await passwordStep(app, user)).json() as { token: string };
  const setup = await post(app, '/api/auth/second-factor/setup', undefined, bearer(token));
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = setup.json() as { secret: string; otpauthUrl: string };
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Roslis:.*secret=/);
  const confirm = await post(
    app,
    '/api/auth/second-factor/confirm',
    { code: await codeAt(secret) },
    bearer(token),
  );
  expect(confirm.statusCode).toBe(200);
  const { recoveryCodes } = confirm.json() as { recoveryCodes: string[] };
  return { secret, recoveryCodes, token };
}

async function challengeOf(app: TestApp, user: Person) {
  const res = await passwordStep(app, user);
  const body = res.json() as { secondFactor?: string; challenge?: string; token?: string };
  expect(body).toEqual({ secondFactor: 'required', challenge: expect.any(String) });
  expect(res.headers['set-cookie']).toBeUndefined();
  return body.challenge!;
}

const secondStep = (app: TestApp, challenge: string, code: string) =>
  post(app, '/api/auth/login/second-factor', { challenge, code });

describe('staff two-step sign-in (optional mode)', () => {
  let app: TestApp;
  let admin: Person;
  let adminHeaders: Headers;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await createUser(app.db, { role: 'admin' });
    adminHeaders = bearer(((await passwordStep(app, admin)).json() as { token: string }).token);
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sets up with a code from the app, shows 10 recovery codes once, and keeps the secret encrypted', async () => {
    const sub = await createUser(app.db, { role: 'subadmin' });
    const { token } = (await passwordStep(app, sub)).json() as { token: string };
    const me = async () => (await app.inject({ url: '/api/auth/me', headers: bearer(token) })).json();
    expect((await me()).secondFactor).toBe('off');
    const setup = (await post(app, '/api/auth/second-factor/setup', undefined, bearer(token))).json();
    const wrong = await post(app, '/api/auth/second-factor/confirm', { code: '000000' }, bearer(token));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(SECOND_FACTOR_MESSAGES.wrongCode);
    const badFormat = await post(app, '/api/auth/second-factor/confirm', { code: '12ab' }, bearer(token));
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().message).toMatch(/6-digit code/);
    expect((await me()).secondFactor).toBe('off');

    const ok = await post(
      app,
      '/api/auth/second-factor/confirm',
      { code: await codeAt(setup.secret) },
      bearer(token),
    );
    expect(ok.statusCode).toBe(200);
    const { recoveryCodes } = ok.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await me()).secondFactor).toBe('on');

    const [row] = await app.db.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, sub.id));
    expect(row!.secretEncrypted).not.toContain(setup.secret);
    const stored = await app.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.userId, sub.id));
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) {
      expect(stored.map((s) => s.codeHash)).not.toContain(code);
    }
    // Once on, a new setup is refused (the secret is never shown again).
    const again = await post(app, '/api/auth/second-factor/setup', undefined, bearer(token));
    expect(again.statusCode).toBe(409);
  });

  it('signs in with a code after the password, and never accepts the same code twice', async () => {
    const sub = await createUser(app.db, { role: 'subadmin' });
    const { secret } = await enrol(app, sub);
    // The setup used the current step: the next one is still within the window.
    const code = await codeAt(secret, 1);
    const res = await secondStep(app, await challengeOf(app, sub), code);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { token: string; user: { id: string; role: string } };
    expect(body.user).toEqual({ id: sub.id, role: 'subadmin' });
    // The session cookie, and the browser's device cookie: the sign-in is complete only now (known-devices.ts).
    const cookies = [res.headers['set-cookie']].flat();
    expect(cookies.find((c) => c?.startsWith('sid='))).toMatch(/^sid=[^;]+;.*HttpOnly/);
    expect(cookies.find((c) => c?.startsWith('did='))).toMatch(/HttpOnly/);
    const me = await app.inject({ url: '/api/auth/me', headers: bearer(body.token) });
    expect(me.json()).toMatchObject({ id: sub.id, secondFactor: 'on' });

    const replay = await secondStep(app, await challengeOf(app, sub), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(SECOND_FACTOR_MESSAGES.wrongCode);
    // An older code than the last one used is refused too.
    expect((await secondStep(app, await challengeOf(app, sub), await codeAt(secret))).statusCode).toBe(401);
  });

  it('refuses a wrong code (401), a used challenge and an expired one', async () => {
    const sub = await createUser(app.db, { role: 'subadmin' });
    const { secret } = await enrol(app, sub);
    const challenge = await challengeOf(app, sub);
    const wrong = await secondStep(
      app,
      challenge,
      '123456' === (await codeAt(secret, 1)) ? '654321' : '123456',
    );
    expect(wrong.statusCode).toBe(401);
    // The challenge survives a typo, and is used up by the right code.
    expect((await secondStep(app, challenge, await codeAt(secret, 1))).statusCode).toBe(200);
    const used = await secondStep(app, challenge, await codeAt(secret, 1));
    expect(used.statusCode).toBe(401);
    expect(used.json().message).toBe(SECOND_FACTOR_MESSAGES.challengeExpired);

    const late = await challengeOf(app, sub);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60 * 1000 + 1000);
    const expired = await secondStep(app, late, await codeAt(secret));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(SECOND_FACTOR_MESSAGES.challengeExpired);
    expect((await secondStep(app, 'not-a-challenge', '123456')).statusCode).toBe(401);
  });

  it('accepts each recovery code once', async () => {
    const sub = await createUser(app.db, { role: 'subadmin' });
    const { recoveryCodes } = await enrol(app, sub);
    const first = await secondStep(app, await challengeOf(app, sub), recoveryCodes[3]!.toUpperCase());
    expect(first.statusCode).toBe(200);
    expect(first.json().user.id).toBe(sub.id);
    const again = await secondStep(app, await challengeOf(app, sub), recoveryCodes[3]!);
    expect(again.statusCode).toBe(401);
    // Another staff member's codes do not pass.
    const other = await createUser(app.db, { role: 'subadmin' });
    await enrol(app, other);
    expect((await secondStep(app, await challengeOf(app, other), recoveryCodes[4]!)).statusCode).toBe(401);
    expect((await secondStep(app, await challengeOf(app, sub), recoveryCodes[4]!)).statusCode).toBe(200);
  });

  it('makes new recovery codes with a current code; the old ones stop working', async () => {
    const sub = await createUser(app.db, { role: 'subadmin' });
    const { secret, recoveryCodes, token } = await enrol(app, sub);
    const url = '/api/auth/second-factor/recovery-codes';
    expect((await post(app, url, { code: '000000' }, bearer(token))).statusCode).toBe(400);
    const renewed = await post(app, url, { code: await codeAt(secret, 1) }, bearer(token));
    expect(renewed.statusCode).toBe(200);
    const fresh = (renewed.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await secondStep(app, await challengeOf(app, sub), recoveryCodes[0]!)).statusCode).toBe(401);
    expect((await secondStep(app, await challengeOf(app, sub), fresh[0]!)).statusCode).toBe(200);
  });

  it("lets an admin reset a sub-admin's second factor: sessions end, the audit trail records it", async () => {
    const sub = await createUser(app.db, { role: 'subadmin' });
    const { token } = await enrol(app, sub);
    const url = `/api/admin/sub-admins/${sub.id}/second-factor/reset`;

    // A sub-admin cannot reset (not even its own), and an admin's own is not reset here.
    const byStaff = await post(app, url, undefined, bearer(token));
    expect(byStaff.statusCode).toBe(403);
    const own = await post(
      app,
      `/api/admin/sub-admins/${admin.id}/second-factor/reset`,
      undefined,
      adminHeaders,
    );
    expect(own.statusCode).toBe(404);
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);

    const res = await post(app, url, undefined, adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SECOND_FACTOR_MESSAGES.resetDone);
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    const [entry] = (
      await app.inject({ url: '/api/admin/activity?subjectType=user', headers: adminHeaders })
    ).json() as ActivityEntry[];
    expect(entry).toMatchObject({
      action: 'subadmin.second_factor_reset',
      subjectId: sub.id,
      actor: { id: admin.id, role: 'admin' },
      before: { secondFactor: 'on' },
      after: { secondFactor: 'off' },
    });
    // The password alone signs in again (optional mode), and the setup can start over.
    const again = (await passwordStep(app, sub)).json() as { token: string };
    expect(again.token).toEqual(expect.any(String));
  });

  it('leaves members alone: a session at once, and no setup', async () => {
    const member = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
    const { token } = (await passwordStep(app, member)).json() as { token: string };
    expect(token).toEqual(expect.any(String));
    const me = await app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().secondFactor).toBe('off');
    expect((await post(app, '/api/auth/second-factor/setup', undefined, bearer(token))).statusCode).toBe(403);
  });
});

describe('wrong codes are throttled like passwords', () => {
  it('answers 429 after too many wrong codes, even with the right one', async () => {
    const app = await buildTestApp({ loginRateLimit: 3 });
    try {
      const sub = await createUser(app.db, { role: 'subadmin' });
      const { secret, token } = await enrol(app, sub);
      const right = await codeAt(secret, 1);
      const wrong = right === '111111' ? '222222' : '111111';
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        codes.push((await secondStep(app, await challengeOf(app, sub), wrong)).statusCode);
      }
      const blocked = await secondStep(app, await challengeOf(app, sub), right);
      expect(codes).toEqual([401, 401, 401]);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many wrong codes/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // The same count guards new recovery codes, so a stolen session cannot guess its way to them.
      const renew = await post(app, '/api/auth/second-factor/recovery-codes', { code: right }, bearer(token));
      expect(renew.statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('STAFF_SECOND_FACTOR=required', () => {
  it('gives staff without a second factor a session that only reaches the setup', async () => {
    const app = await buildTestApp({ staffSecondFactor: 'required' });
    try {
      const admin = await createUser(app.db, { role: 'admin' });
      const { token } = (await passwordStep(app, admin)).json() as { token: string };
      const me = await app.inject({ url: '/api/auth/me', headers: bearer(token) });
      expect(me.json().secondFactor).toBe('required-not-set');
      // The web app's sign-in check reads the own account; nobody else's.
      const own = await app.inject({ url: `/api/auth/account/${admin.id}`, headers: bearer(token) });
      expect(own.statusCode).toBe(200);
      const someone = await createUser(app.db);
      const other = await app.inject({ url: `/api/auth/account/${someone.id}`, headers: bearer(token) });
      expect(other.statusCode).toBe(403);
      for (const url of ['/api/admin/sub-admins', '/api/admin/orders', '/api/orders']) {
        const res = await app.inject({ url, headers: bearer(token) });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().message, url).toBe(SECOND_FACTOR_MESSAGES.setUpFirst);
      }
      const setup = (await post(app, '/api/auth/second-factor/setup', undefined, bearer(token))).json();
      const ok = await post(
        app,
        '/api/auth/second-factor/confirm',
        { code: await codeAt(setup.secret) },
        bearer(token),
      );
      expect(ok.statusCode).toBe(200);
      expect((await app.inject({ url: '/api/admin/sub-admins', headers: bearer(token) })).statusCode).toBe(
        200,
      );

      // Members sign in as always.
      const member = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
      const memberToken = ((await passwordStep(app, member)).json() as { token: string }).token;
      expect((await app.inject({ url: '/api/orders', headers: bearer(memberToken) })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
