import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_MESSAGES, type DeviceSession } from '../../../contracts/passwords.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createUser } from '../../test/factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const NEW = 'Kasavu@2026';
const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/auth/me', headers });

describe('Account Settings: password and devices', () => {
  it('changes the password with the current one and signs out every other device', async () => {
    const user = await createUser(app.db);
    const phone = await loginAs(app, user.email, user.password);
    const laptop = await loginAs(app, user.email, user.password);
    const devices = (
      await app.inject({ method: 'GET', url: '/api/auth/sessions', headers: laptop.headers })
    ).json() as DeviceSession[];
    expect(devices).toHaveLength(2);
    expect(devices.filter((d) => d.current)).toHaveLength(1);

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: laptop.headers,
      payload: { currentPassword: 'Nope@1234', newPassword: NEW, confirmPassword: NEW },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.currentPassword).toEqual([CHANGE_PASSWORD_MESSAGES.currentWrong]);
    const mismatch = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: laptop.headers,
      payload: { currentPassword: user.password, newPassword: NEW, confirmPassword: 'Other@2026' },
    });
    expect(mismatch.statusCode).toBe(400);
    const weak = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: laptop.headers,
      payload: { currentPassword: user.password, newPassword: 'weak', confirmPassword: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    expect((await me(phone.headers)).statusCode).toBe(200);

    const ok = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: laptop.headers,
      payload: { currentPassword: user.password, newPassword: NEW, confirmPassword: NEW },
    });
    expect(ok.json()).toMatchObject({ success: true, signedOut: 1, message: CHANGE_PASSWORD_MESSAGES.done });
    expect((await me(phone.headers)).statusCode).toBe(401);
    expect((await me(laptop.headers)).statusCode).toBe(200);
    await expect(loginAs(app, user.email, user.password)).rejects.toThrow();
    await loginAs(app, user.email, NEW);
  });

  it('signs out one device or all the others, never another member’s', async () => {
    const user = await createUser(app.db);
    const other = await createUser(app.db);
    const a = await loginAs(app, user.email, user.password);
    const b = await loginAs(app, user.email, user.password);
    const c = await loginAs(app, user.email, user.password);
    const stranger = await loginAs(app, other.email, other.password);
    const list = (
      await app.inject({ method: 'GET', url: '/api/auth/sessions', headers: a.headers })
    ).json() as DeviceSession[];
    const bId = list.find((d) => !d.current)!.id;
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/auth/sessions/${bId}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/auth/sessions/${bId}`, headers: a.headers }))
        .statusCode,
    ).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sessions/sign-out-others',
      headers: a.headers,
    });
    expect(res.json()).toEqual({ signedOut: 1 });
    expect((await me(b.headers)).statusCode).toBe(401);
    expect((await me(c.headers)).statusCode).toBe(401);
    expect((await me(a.headers)).statusCode).toBe(200);
    expect((await me(stranger.headers)).statusCode).toBe(200);
  });
});
