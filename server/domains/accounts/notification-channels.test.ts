import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createUser } from '../../test/factories.ts';
import { notifyMember } from './service.ts';

/**
 * The gaps notification-choices.test.ts leaves: both channels for one kind when both are
 * chosen, and a security message (the reset link) whatever the member chose.
 */
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function member(phone: string) {
  const user = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
  await app.db.update(users).set({ phone }).where(eq(users.id, user.id));
  return { ...user, headers: (await loginAs(app, user.email, user.password)).headers };
}
const choose = (headers: Record<string, string>, body: object) =>
  app.inject({ method: 'PUT', url: '/api/user/notifications', headers, payload: body });
const sentTo = async (to: string) =>
  (await app.db.select().from(notifications).where(eq(notifications.toAddress, to))).map((n) => n.channel);
const off = { email: false, sms: false, push: false, whatsapp: false };

describe('each kind goes by the channels the member chose', () => {
  it('both channels when both are chosen for the kind; only that kind', async () => {
    const phone = '+919847066601';
    const m = await member(phone);
    const saved = await choose(m.headers, {
      orders: { email: true, sms: true, push: false, whatsapp: false },
      membership: off,
      launches: off,
      offers: off,
    });
    expect(saved.statusCode).toBe(200);
    const deps = { db: app.db, notifier: app.notifier };
    const email = { subject: 'Shipped', text: 'Your order has shipped.' };
    expect(await notifyMember(deps, { userId: m.id, kind: 'orders', email, sms: 'Shipped' })).toEqual({
      email: true,
      sms: true,
      push: 0,
    });
    expect(await notifyMember(deps, { userId: m.id, kind: 'launches', email, sms: 'Launched' })).toEqual({
      email: false,
      sms: false,
      push: 0,
    });
    expect(await sentTo(m.email)).toEqual(['email']);
    expect(await sentTo(phone)).toEqual(['sms']);
  });

  it('a security message (the reset link) goes out with every choice turned off', async () => {
    const m = await member('+919847066602');
    expect(
      (await choose(m.headers, { orders: off, membership: off, launches: off, offers: off })).statusCode,
    ).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: m.email },
    });
    expect(res.statusCode).toBe(200);
    await app.afterReply.idle(); // the link is mailed after the answer (plugins/after-reply.ts)
    const [reset] = await app.db.select().from(notifications).where(eq(notifications.toAddress, m.email));
    expect(reset?.subject).toBe('Reset your Roslis password');
  });
});
