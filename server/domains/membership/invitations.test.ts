import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_MESSAGES,
  UPGRADE_MESSAGES,
  type UpgradeCheckout,
} from '../../../contracts/membership.ts';
import { accounts, notifications, paymentEvents, payments } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createUser } from '../../test/factories.ts';
import { signedCheckout } from '../../test/payments.ts';
import * as paymentService from '../payments/service.ts';

/** Platinum by invitation: an admin's e-mail with a single-use link to pay Platinum's price, once. */
let app: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  const staff = await createUser(app.db, { role: 'admin' });
  admin = (await loginAs(app, staff.email, staff.password)).headers;
});
afterAll(() => app.close());

async function member(plan: 'premium' | 'gold' | 'platinum' = 'gold') {
  const user = await createUser(app.db, { plan, cardStatus: 'active' });
  return { ...user, headers: (await loginAs(app, user.email, user.password)).headers };
}
const inviteByEmail = (email: string, headers = admin) =>
  app.inject({ method: 'POST', url: '/api/admin/membership/invitations', headers, payload: { email } });
/** The token from the link in the invitation e-mail. */
async function linkToken(email: string) {
  const [mail] = (await app.db.select().from(notifications).where(eq(notifications.toAddress, email))).filter(
    (n) => n.subject === 'An invitation to Roslis Platinum',
  );
  const url = new URL(/https?:\/\/\S+upgrade\?\S+/.exec(mail!.text)![0]);
  expect(url.pathname).toBe('/upgrade');
  expect(url.searchParams.get('plan')).toBe('platinum');
  return url.searchParams.get('invite')!;
}
const quote = (headers: Record<string, string>, invite?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/membership/upgrade?plan=platinum${invite ? `&invite=${encodeURIComponent(invite)}` : ''}`,
    headers,
  });
const open = async (headers: Record<string, string>, invite: string) =>
  app.inject({
    method: 'POST',
    url: '/api/membership/upgrade',
    headers,
    payload: { plan: 'platinum', invite },
  });
const accountOf = async (userId: string) =>
  (await app.db.select().from(accounts).where(eq(accounts.userId, userId)))[0]!;

describe('Platinum invitations', () => {
  it('a member who chose Malayalam gets the invitation and the upgrade’s receipt in Malayalam', async () => {
    const m = await member('gold');
    const chose = await app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: m.headers,
      payload: { locale: 'ml' },
    });
    expect(chose.statusCode).toBe(200);
    expect((await inviteByEmail(m.email)).statusCode).toBe(201);
    const mailOf = async () =>
      await app.db.select().from(notifications).where(eq(notifications.toAddress, m.email));
    const [invitation] = await mailOf();
    expect(invitation!.subject).toBe('Roslis പ്ലാറ്റിനത്തിലേക്ക് ഒരു ക്ഷണം');
    expect(invitation!.html).toContain('<html lang="ml-IN">');
    expect(invitation!.text).toContain('കാർഡിന്റെ വില ₹25,000.');
    const link = /ക്ഷണം സ്വീകരിക്കൂ: (\S+)/.exec(invitation!.text)?.[1];
    const token = new URL(link!).searchParams.get('invite')!;

    const opened = (await open(m.headers, token)).json() as UpgradeCheckout;
    const verified = await app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      payload: signedCheckout(opened.id),
    });
    expect(verified.statusCode).toBe(200);
    await app.notifier.settled();
    const receipt = (await mailOf()).find((n) => n.subject !== invitation!.subject);
    expect(receipt!.subject).toBe('പ്ലാറ്റിനം കാർഡിലേക്കു സ്വാഗതം');
    expect(receipt!.text).toContain(
      '₹25,000 ലഭിച്ചു; നിങ്ങളുടെ കാർഡ് പ്ലാറ്റിനം ആയി അപ്ഗ്രേഡ് ചെയ്തു. അതിന്റെ ആനുകൂല്യങ്ങൾ ഇന്നു മുതൽ ലഭിക്കും.',
    );
  });

  it('an invited member pays ₹25,000 through the link once; the link then stops working', async () => {
    const m = await member('gold');
    const created = await inviteByEmail(m.email);
    expect(created.statusCode).toBe(201);
    const token = await linkToken(m.email);

    expect((await quote(m.headers)).json().message).toBe(UPGRADE_MESSAGES.invitationOnly);
    const priced = await quote(m.headers, token);
    expect(priced.json()).toMatchObject({ to: 'platinum', difference: '25000.00', byInvitation: true });

    // Someone else holding the link gets nothing.
    const other = await member('premium');
    expect((await quote(other.headers, token)).json().message).toBe(INVITATION_MESSAGES.invalid);

    const opened = (await open(m.headers, token)).json() as UpgradeCheckout;
    expect(opened.amount).toBe(2_500_000);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      payload: signedCheckout(opened.id),
    });
    expect(verified.statusCode).toBe(200);
    const account = await accountOf(m.id);
    expect(account.currentPlan).toBe('platinum');
    expect(account.planExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    expect((await quote(m.headers, token)).statusCode).toBe(400);
  });

  it('two payments opened on one link: the first settles, the second is answered 409 and refunded at once', async () => {
    const m = await member('premium');
    await inviteByEmail(m.email);
    const token = await linkToken(m.email);
    const first = (await open(m.headers, token)).json() as UpgradeCheckout;
    // Opening the link again hands out the same payment (one open upgrade per member)...
    expect(((await open(m.headers, token)).json() as UpgradeCheckout).id).toBe(first.id);
    // ...so a second payment on the link is one opened before that rule, or taken twice by a gateway.
    const [row] = await app.db.select().from(payments).where(eq(payments.id, first.id));
    const second = await paymentService.openPayment(
      { db: app.db, gateway: app.payments },
      {
        purpose: 'upgrade',
        reference: row!.reference,
        amountPaise: row!.amountPaise,
        userId: m.id,
        label: 'again',
      },
    );
    const [a, b] = await Promise.all(
      [first, second].map((p) =>
        app.inject({ method: 'POST', url: '/api/payment/verify', payload: signedCheckout(p.id) }),
      ),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    expect([a!, b!].find((r) => r.statusCode === 409)!.json().message).toBe(INVITATION_MESSAGES.used);
    expect((await accountOf(m.id)).currentPlan).toBe('platinum');
    // The one not honoured went back through the gateway at once, and its record says so.
    const flagged = await app.db
      .select()
      .from(paymentEvents)
      .where(
        and(inArray(paymentEvents.orderId, [first.id, second.id]), eq(paymentEvents.outcome, 'ignored')),
      );
    expect(flagged).toHaveLength(1);
    expect(flagged[0]!.detail).toMatch(/refunded automatically/);
    const statuses = await app.db
      .select({ status: payments.status })
      .from(payments)
      .where(inArray(payments.id, [first.id, second.id]));
    expect(statuses.map((p) => p.status).sort()).toEqual(['paid', 'refunded']);
  });

  it('only admins invite, only active members below Platinum; a revoked link stops working', async () => {
    const m = await member('premium');
    expect((await inviteByEmail(m.email, m.headers)).statusCode).toBe(403);
    const platinum = await member('platinum');
    expect((await inviteByEmail(platinum.email)).json().message).toBe(INVITATION_MESSAGES.alreadyPlatinum);
    const stranger = await createUser(app.db);
    expect((await inviteByEmail(stranger.email)).json().message).toBe(INVITATION_MESSAGES.notMember);
    expect((await inviteByEmail('nobody@example.test')).json().message).toBe(INVITATION_MESSAGES.notMember);

    const created = (await inviteByEmail(m.email)).json() as { id: string };
    const token = await linkToken(m.email);
    const revoked = await app.inject({
      method: 'POST',
      url: `/api/admin/membership/invitations/${created.id}/revoke`,
      headers: admin,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await quote(m.headers, token)).json().message).toBe(INVITATION_MESSAGES.invalid);
    expect((await open(m.headers, token)).statusCode).toBe(400);
  });
});
