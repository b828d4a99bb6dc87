import type { TestApp } from './app.ts';

/** Sign in through the real login route; returns headers for later requests. */
export async function loginAs(app: TestApp, email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; user: { id: string } };
  return {
    token: body.token,
    userId: body.user.id,
    headers: { authorization: `Bearer ${body.token}` },
    cookie: { sid: body.token },
  };
}
