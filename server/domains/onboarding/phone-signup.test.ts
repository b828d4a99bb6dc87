import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../lib/notify/outbox.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';

describe('PHONE_SIGNUP=false', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ phoneSignup: false });
  });
  afterAll(() => app.close());

  const send = (contactMethod: string, contact: string) =>
    app.inject({ method: 'POST', url: '/api/auth/send-verification', payload: { contactMethod, contact } });

  it('tells the web app to hide the phone choice', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/site' });
    expect(res.json()).toMatchObject({ phoneSignup: false });
  });

  it('refuses a phone applicant with a message that says what to do, and texts nothing', async () => {
    const res = await send('phone', '+919847055555');
    expect(res.statusCode).toBe(400);
    const message = 'Applying with a phone number is not available. Please use your email address.';
    expect(res.json()).toEqual({
      message,
      code: 'BAD_REQUEST',
      fieldErrors: { contactMethod: [message] },
    });
    expect(await listOutbox(app.db, '+919847055555')).toEqual([]);
  });

  it('still sends e-mail codes', async () => {
    expect((await send('email', 'only-email@example.test')).statusCode).toBe(200);
  });
});
