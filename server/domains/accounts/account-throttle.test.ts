import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountThrottle } from '../../lib/account-throttle.ts';
import { createMemoryCounterStore } from '../../lib/counters/counter-store.ts';
import { listOutbox } from '../../lib/notify/outbox.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';

/**
 * The per-account sign-in limit: guesses spread over many addresses (each under the per-address limit)
 * are spaced out once an account has taken 20 wrong passwords in an hour, and the owner is told once.
 * The owner's own browser is never held back.
 */
describe('AccountThrottle', () => {
  it('lets the free failures through, then one attempt per pause, the pause doubling each time', async () => {
    let now = 0;
    const throttle = new AccountThrottle(
      createMemoryCounterStore(() => now),
      {
        freeFailures: 2,
        windowMs: 60_000,
        firstDelayMs: 1_000,
        maxDelayMs: 4_000,
      },
    );
    expect(await throttle.attempt('Asha@Example.test')).toEqual({ waitMs: 0, crossed: false });
    expect(await throttle.attempt('asha@example.test')).toEqual({ waitMs: 0, crossed: false });
    expect(await throttle.attempt('asha@example.test')).toEqual({ waitMs: 0, crossed: true });
    expect(await throttle.attempt('asha@example.test')).toEqual({ waitMs: 1_000, crossed: false });
    now += 1_000;
    // The fifth attempt opens a pause of 4 s (1 s doubled twice, the cap), the sixth waits it out.
    expect(await throttle.attempt('asha@example.test')).toEqual({ waitMs: 0, crossed: false });
    expect(await throttle.attempt('asha@example.test')).toEqual({ waitMs: 4_000, crossed: false });
    // Another account is untouched; a success starts the count again.
    expect(await throttle.attempt('ravi@example.test')).toEqual({ waitMs: 0, crossed: false });
    await throttle.succeed('asha@example.test');
    expect(await throttle.attempt('asha@example.test')).toEqual({ waitMs: 0, crossed: false });
  });
});

describe('POST /api/auth/login, per account', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  let address = 0;
  const from = () => `198.51.100.${++address}`;
  const signIn = (email: string, password: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: from(),
      payload: { email, password },
      headers: cookie ? { cookie } : {},
    });

  it('spaces out guesses from many addresses, tells the owner once, and never holds back her own browser', async () => {
    const user = await createUser(app.db, { password: 'Right@Pass123' });
    const first = await signIn(user.email, 'Right@Pass123');
    expect(first.statusCode).toBe(200);
    const did = first.cookies.find((c) => c.name === 'did')!;
    const ownBrowser = `did=${did.value}`;

    const statuses: number[] = [];
    for (let n = 0; n < 22; n++) statuses.push((await signIn(user.email, `Wrong@Pass${n}`)).statusCode);
    // 20 free wrong passwords, the 21st goes through as the first of the pauses, the 22nd waits.
    expect(statuses.slice(0, 21)).toEqual(Array(21).fill(401));
    expect(statuses[21]).toBe(429);
    const held = await signIn(user.email, 'Right@Pass123');
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(
      /^Too many wrong passwords were tried on this account\. Please wait \d+ seconds? and try again, or reset your password\.$/,
    );
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);

    // Her own browser signs in at once, and that clears the count.
    expect((await signIn(user.email, 'Right@Pass123', ownBrowser)).statusCode).toBe(200);
    expect((await signIn(user.email, 'Wrong@Pass99')).statusCode).toBe(401);

    await app.afterReply.idle();
    const notices = (await listOutbox(app.db, user.email)).filter(
      (m) => m.subject === 'Many wrong passwords were tried on your Roslis account',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('/forgot-password');
  });

  it('answers an unknown account like a known one (nothing to tell who has one)', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 22; n++)
      statuses.push((await signIn('nobody-here@example.test', 'Wrong@Pass1')).statusCode);
    expect(statuses.slice(0, 21)).toEqual(Array(21).fill(401));
    expect(statuses[21]).toBe(429);
  });
});
