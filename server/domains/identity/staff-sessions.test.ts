import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../contracts/auth.ts';
import { sessions } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createUser } from '../../test/factories.ts';

/**
 * Staff sessions: an admin's or sub-admin's session ends 30 minutes after its last request
 * and 12 hours after sign-in, whichever first; members keep the normal lifetime. A test clock (only
 * Date is faked) moves time; nothing sleeps.
 */
const MIN = 60_000;
const HOUR = 60 * MIN;
const T0 = new Date('2026-11-20T04:00:00Z');

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Set the clock (Date only: timers, the database and its driver keep real time). */
function at(ms: number) {
  vi.setSystemTime(new Date(T0.getTime() + ms));
}

async function signIn(role: Role, target: TestApp = app) {
  vi.useFakeTimers({ toFake: ['Date'] });
  at(0);
  const user = await createUser(target.db, { role });
  const session = await loginAs(target, user.email, user.password);
  return { ...session, user };
}

const me = (headers: Record<string, string>, target: TestApp = app) =>
  target.inject({ method: 'GET', url: '/api/auth/me', headers });

async function sessionRow(target: TestApp, token: string) {
  const { sha256 } = await import('../../lib/crypto.ts');
  const [row] = await target.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  return row!;
}

describe('staff sessions', () => {
  it.each(['admin', 'subadmin'] as const)(
    'a %s session ends after 30 minutes without a request',
    async (role) => {
      const { headers } = await signIn(role);
      at(29 * MIN + 59_000);
      expect((await me(headers)).statusCode).toBe(200);
      // 30 minutes after that last request (its last-seen was written: more than a minute since sign-in).
      at(59 * MIN + 59_000);
      const ended = await me(headers);
      expect(ended.statusCode).toBe(401);
    },
  );

  it('an ended session answers 401 like a signed-out one, stays ended, and its row is revoked', async () => {
    const { headers, token } = await signIn('admin');
    at(31 * MIN);
    const ended = await me(headers);
    const anonymous = await me({});
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual(anonymous.json());
    // Back "in time" (a clock step) does not revive it.
    at(MIN);
    expect((await me(headers)).statusCode).toBe(401);
    expect((await sessionRow(app, token)).revokedAt).not.toBeNull();
    // The back office answers the same.
    const admin = await app.inject({ method: 'GET', url: '/api/admin/applications', headers });
    expect(admin.statusCode).toBe(401);
  });

  it('activity keeps it alive past 30 minutes', async () => {
    const { headers } = await signIn('subadmin');
    for (let t = 20 * MIN; t <= 3 * HOUR; t += 20 * MIN) {
      at(t);
      expect((await me(headers)).statusCode, `at ${t / MIN} min`).toBe(200);
    }
  });

  it('ends 12 hours after sign-in however active it is', async () => {
    const { headers } = await signIn('admin');
    let t = 0;
    for (t = 25 * MIN; t < 12 * HOUR; t += 25 * MIN) {
      at(t);
      expect((await me(headers)).statusCode, `at ${t / MIN} min`).toBe(200);
    }
    at(12 * HOUR);
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('members keep their lifetime: idle for hours is fine, the session TTL still ends it', async () => {
    const { headers } = await signIn('customer');
    at(13 * HOUR);
    expect((await me(headers)).statusCode).toBe(200);
    at(24 * HOUR + MIN); // testConfig.sessionTtlMs is 24 hours from sign-in
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('records the last request at most once a minute per session', async () => {
    const { headers, token } = await signIn('admin');
    expect((await sessionRow(app, token)).lastSeenAt).toEqual(T0);
    for (const s of [1, 20, 59]) {
      at(s * 1000);
      expect((await me(headers)).statusCode).toBe(200);
      expect((await sessionRow(app, token)).lastSeenAt, `after ${s} s`).toEqual(T0);
    }
    at(60_000);
    await me(headers);
    expect((await sessionRow(app, token)).lastSeenAt).toEqual(new Date(T0.getTime() + 60_000));
    at(90_000);
    await me(headers);
    expect((await sessionRow(app, token)).lastSeenAt).toEqual(new Date(T0.getTime() + 60_000));
  });

  // A second app of its own: slower to build on a busy machine.
  it('uses the configured limits (STAFF_SESSION_IDLE_MINUTES, STAFF_SESSION_MAX_HOURS)', {
    timeout: 120_000,
  }, async () => {
    const short = await buildTestApp({ staffSession: { idleMs: 5 * MIN, maxMs: HOUR } });
    try {
      const idle = await signIn('admin', short);
      at(4 * MIN);
      expect((await me(idle.headers, short)).statusCode).toBe(200);
      at(9 * MIN + 1000);
      expect((await me(idle.headers, short)).statusCode).toBe(401);

      const busy = await signIn('subadmin', short);
      for (const t of [4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56]) {
        at(t * MIN);
        expect((await me(busy.headers, short)).statusCode).toBe(200);
      }
      at(HOUR);
      expect((await me(busy.headers, short)).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('Account Settings lists a staff member’s live sessions only, ending 12 hours in', async () => {
    const { user, headers } = await signIn('admin');
    await loginAs(app, user.email, user.password); // a second browser, idle from now on
    at(20 * MIN);
    const list = async () =>
      (await app.inject({ method: 'GET', url: '/api/auth/sessions', headers })).json() as {
        current: boolean;
        expiresAt: string;
      }[];
    expect(await list()).toHaveLength(2);
    at(40 * MIN);
    const live = await list();
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({
      current: true,
      expiresAt: new Date(T0.getTime() + 12 * HOUR).toISOString(),
    });
  });
});
