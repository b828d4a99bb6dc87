import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createUser } from '../../test/factories.ts';

let app: TestApp;
let member: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  app = await buildTestApp();
  member = await createUser(app.db, {
    email: 'ananya@example.test',
    plan: 'premium',
    cardStatus: 'active',
    firstName: 'Ananya',
    lastName: 'Menon',
  });
  other = await createUser(app.db, { email: 'other@example.test' });
  admin = await createUser(app.db, { email: 'boss@example.test', role: 'admin' });
});
afterAll(() => app.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, headers });

describe('POST /api/auth/login', () => {
  it('answers a token and the user id, and sets an httpOnly SameSite=Lax session cookie', async () => {
    const res = await login({ email: 'Ananya@Example.test', password: member.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ token: expect.any(String), user: { id: member.id, role: 'customer' } });
    expect(body.token.length).toBeGreaterThanOrEqual(43);
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie?.value).toBe(body.token);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
  });

  it('gives the same 401 answer for an unknown e-mail and a wrong password', async () => {
    const wrong = await login({ email: member.email, password: 'Wrong@12345' });
    const unknown = await login({ email: 'nobody@example.test', password: 'Wrong@12345' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      message: 'Invalid email or password.',
      code: 'INVALID_CREDENTIALS',
      key: 'auth.invalidCredentials',
    });
    expect(wrong.cookies).toHaveLength(0);
  });

  it('rejects a malformed body with a 400 naming the field', async () => {
    const res = await login({ email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors.email).toEqual(['Please enter a valid email address or phone number.']);
    expect(body.fieldErrors.password).toEqual(['Please enter your password.']);
  });

  it('signs in an account that applied with a phone number, by that number in any spacing', async () => {
    const user = await createUser(app.db);
    await app.db.update(users).set({ email: null, phone: '+919847012345' }).where(eq(users.id, user.id));
    const res = await login({ email: '+91 98470 12345', password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
    const wrong = await login({ email: '+919847012345', password: 'Wrong@12345' });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a form-encoded body (415) and a cross-site origin (403)', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a@b.c&password=x',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const csrf = await login(
      { email: member.email, password: member.password },
      { origin: 'https://evil.example' },
    );
    expect(csrf.statusCode).toBe(403);
    expect(csrf.json().code).toBe('CSRF_REJECTED');
    const same = await login(
      { email: member.email, password: member.password },
      { origin: 'http://localhost:80', host: 'localhost:80' },
    );
    expect(same.statusCode).toBe(200);
    // The shop's own address (PUBLIC_ORIGIN) is same-site whatever Host the request names.
    const shop = await login(
      { email: member.email, password: member.password },
      { origin: app.config.publicOrigin, host: '127.0.0.1:5000' },
    );
    expect(shop.statusCode).toBe(200);
  });
});

describe('login rate limit', () => {
  it('answers 429 after too many failed attempts for one address and e-mail, even with the right password', async () => {
    const limited = await buildTestApp({ loginRateLimit: 3 });
    try {
      const user = await createUser(limited.db, { email: 'guess@example.test' });
      const attempt = (email: string, password: string) =>
        limited.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await attempt(user.email, 'Wrong@12345')).statusCode);
      const blocked = await attempt(user.email, user.password);
      expect(codes).toEqual([401, 401, 401]);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/Too many failed sign-in attempts/),
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // another e-mail from the same address is not blocked
      expect((await attempt('someone-else@example.test', 'x')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('does not count successful sign-ins, and a success clears earlier failures', async () => {
    const limited = await buildTestApp({ loginRateLimit: 2 });
    try {
      const user = await createUser(limited.db);
      const attempt = (password: string) =>
        limited.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
      for (let i = 0; i < 5; i++) expect((await attempt(user.password)).statusCode).toBe(200);
      expect((await attempt('Wrong@12345')).statusCode).toBe(401);
      expect((await attempt(user.password)).statusCode).toBe(200);
      expect((await attempt('Wrong@12345')).statusCode).toBe(401);
      expect((await attempt(user.password)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('sessions', () => {
  it('GET /api/auth/me is 401 without a session and the real user with a cookie or a bearer token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const s = await loginAs(app, member.email, member.password);
    const viaBearer = await app.inject({ method: 'GET', url: '/api/auth/me', headers: s.headers });
    const viaCookie = await app.inject({ method: 'GET', url: '/api/auth/me', cookies: s.cookie });
    expect(viaBearer.statusCode).toBe(200);
    expect(viaCookie.json()).toEqual(viaBearer.json());
    expect(viaBearer.json()).toEqual({
      id: member.id,
      email: member.email,
      role: 'customer',
      firstName: 'Ananya',
      lastName: 'Menon',
      currentPlan: 'premium',
      cardStatus: 'active',
      secondFactor: 'off',
    });
  });

  it('rejects a made-up token', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer forged-token' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in to continue.', code: 'UNAUTHENTICATED' });
  });

  it('sign-out ends the server session: the same token no longer works, and the cookie is cleared', async () => {
    const s = await loginAs(app, member.email, member.password);
    const out = await app.inject({ method: 'GET', url: '/api/auth/signout', headers: s.headers });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect(out.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: s.headers })).statusCode).toBe(
      401,
    );
  });

  it('sign-out as a page link redirects home', async () => {
    const s = await loginAs(app, member.email, member.password);
    const out = await app.inject({
      method: 'GET',
      url: '/api/auth/signout',
      cookies: s.cookie,
      headers: { accept: 'text/html' },
    });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/');
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', cookies: s.cookie })).statusCode).toBe(
      401,
    );
  });

  it('refuses the sign-out link from another site, and keeps the session', async () => {
    const s = await loginAs(app, member.email, member.password);
    const me = () => app.inject({ method: 'GET', url: '/api/auth/me', cookies: s.cookie });
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', accept: 'text/html' },
      { 'sec-fetch-site': 'same-site', accept: 'image/avif,image/*' },
      { referer: 'https://evil.example/page' },
    ]) {
      const out = await app.inject({ method: 'GET', url: '/api/auth/signout', cookies: s.cookie, headers });
      expect(out.statusCode, JSON.stringify(headers)).toBe(403);
      expect(out.json().code).toBe('CSRF_REJECTED');
      expect((await me()).statusCode).toBe(200);
    }
    // From the shop itself (a link in the menu, or typed in the address bar) it signs out.
    const own = await app.inject({
      method: 'GET',
      url: '/api/auth/signout',
      cookies: s.cookie,
      headers: { 'sec-fetch-site': 'same-origin', accept: 'text/html' },
    });
    expect(own.statusCode).toBe(303);
    expect((await me()).statusCode).toBe(401);
  });

  it('signing in clears the user’s ended sessions (expired or signed out), not the live ones', async () => {
    const live = await loginAs(app, member.email, member.password);
    const ended = await loginAs(app, member.email, member.password);
    await app.inject({ method: 'GET', url: '/api/auth/signout', headers: ended.headers });
    await app.db
      .insert(sessions)
      .values({ tokenHash: 'old', userId: member.id, expiresAt: new Date(Date.now() - 1000) });
    await loginAs(app, member.email, member.password);
    const rows = await app.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(rows.some((r) => r.tokenHash === 'old' || r.revokedAt !== null)).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: live.headers })).statusCode).toBe(
      200,
    );
  });

  it('one sign-out does not end the same user’s other sessions', async () => {
    const a = await loginAs(app, member.email, member.password);
    const b = await loginAs(app, member.email, member.password);
    await app.inject({ method: 'GET', url: '/api/auth/signout', headers: a.headers });
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: b.headers })).statusCode).toBe(
      200,
    );
  });
});

describe('GET /api/auth/account/{userId} and /api/auth/profile/{userId}', () => {
  it('answers the own account and profile', async () => {
    const s = await loginAs(app, member.email, member.password);
    const account = await app.inject({
      method: 'GET',
      url: `/api/auth/account/${member.id}`,
      headers: s.headers,
    });
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({
      userId: member.id,
      email: member.email,
      currentPlan: 'premium',
      cardStatus: 'active',
      hasPassword: true,
      isVerified: true,
      role: 'customer',
    });
    expect(account.json()).not.toHaveProperty('passwordHash');
    const profile = await app.inject({
      method: 'GET',
      url: `/api/auth/profile/${member.id}`,
      headers: s.headers,
    });
    expect(profile.json()).toMatchObject({ firstName: 'Ananya', lastName: 'Menon', isComplete: false });
  });

  it("never shows someone else's data (403), and needs a session (401)", async () => {
    const s = await loginAs(app, other.email, other.password);
    for (const path of ['account', 'profile']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/auth/${path}/${member.id}`,
        headers: s.headers,
      });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(member.email);
      expect((await app.inject({ method: 'GET', url: `/api/auth/${path}/${member.id}` })).statusCode).toBe(
        401,
      );
    }
  });

  it('lets an admin read any account, 404 for an unknown id, 400 for a malformed id', async () => {
    const s = await loginAs(app, admin.email, admin.password);
    expect(
      (await app.inject({ method: 'GET', url: `/api/auth/account/${member.id}`, headers: s.headers }))
        .statusCode,
    ).toBe(200);
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/auth/account/00000000-0000-4000-8000-000000000000',
      headers: s.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/api/auth/account/not-a-uuid', headers: s.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('userId');
  });

  it('an empty profile reads as nulls for a user who has none yet', async () => {
    const bare = await createUser(app.db, { firstName: null });
    const s = await loginAs(app, bare.email, bare.password);
    const res = await app.inject({ method: 'GET', url: `/api/auth/profile/${bare.id}`, headers: s.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: null, lastName: null, isComplete: false });
  });
});
