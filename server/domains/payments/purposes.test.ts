import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments as paymentsTable } from '../../db/schema/index.ts';
import type { Payment, PaymentHandler } from '../../lib/payments/handlers.ts';
import { PaymentHandlers } from '../../lib/payments/handlers.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { postVerify, postWebhook, sandboxComplete, signedCheckout } from '../../test/payments.ts';
import { openPayment } from './service.ts';

/**
 * Payments serve every purpose (one table, one verification and webhook path): a domain registers one handler for its purpose,
 * and the same gateway, signatures, webhooks and idempotency settle its payments. Here a stand-in owner
 * of Platinum renewals proves it, without any import from payments to that owner.
 */
let app: TestApp;
const settled: string[] = [];
const receipts: string[] = [];

const renewals: PaymentHandler = {
  async settle(_tx, payment) {
    if (settled.includes(payment.reference))
      return { kind: 'settled', userId: payment.userId, created: false };
    settled.push(payment.reference);
    return { kind: 'settled', userId: payment.userId, created: true };
  },
  async afterSettled(payment) {
    receipts.push(payment.reference);
  },
  async nextStep(payment: Payment) {
    return { needsPasswordSetup: false, userId: payment.userId!, token: null };
  },
};

beforeAll(async () => {
  app = await buildTestApp();
  // Membership owns renewals in the app (card-payments.ts); here the stand-in answers for them instead.
  const owners = app.paymentHandlers;
  const realGet = owners.get.bind(owners);
  owners.get = (purpose) => (purpose === 'renewal' ? renewals : realGet(purpose));
});
afterAll(() => app.close());

const row = async (id: string) =>
  (await app.db.select().from(paymentsTable).where(eq(paymentsTable.id, id)))[0]!;

async function openRenewal(reference: string) {
  const member = await createUser(app.db, { plan: 'platinum', cardStatus: 'active' });
  const opened = await openPayment(
    { db: app.db, gateway: app.payments },
    { purpose: 'renewal', reference, amountPaise: 200_000, userId: member.id, label: 'Platinum renewal' },
  );
  return { member, opened };
}

describe('a payment of another purpose', () => {
  it('is settled once by its owner, however many verifies, sandbox results and webhooks race', async () => {
    const { member, opened } = await openRenewal('renewal-2026-a');
    expect(opened).toMatchObject({ amountPaise: 200_000, currency: 'INR', provider: 'sandbox' });
    expect(await row(opened.id)).toMatchObject({ purpose: 'renewal', status: 'created', userId: member.id });

    const paid = await sandboxComplete(app, opened.id);
    expect(paid.statusCode).toBe(200);
    const checkout = paid.json();
    const answers = await Promise.all([
      postVerify(app, checkout),
      postVerify(app, checkout),
      postWebhook(app, {
        event: 'payment.captured',
        orderId: opened.id,
        paymentId: checkout.razorpay_payment_id,
        amount: 200_000,
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[0]!.json()).toEqual({
      success: true,
      needsPasswordSetup: false,
      userId: member.id,
      token: null,
    });
    expect(settled.filter((r) => r === 'renewal-2026-a')).toHaveLength(1);
    expect(receipts.filter((r) => r === 'renewal-2026-a')).toHaveLength(1);
    expect(await row(opened.id)).toMatchObject({ status: 'paid', paymentId: checkout.razorpay_payment_id });
  });

  it('refuses a forged checkout result without settling', async () => {
    const { opened } = await openRenewal('renewal-2026-b');
    const forged = { ...signedCheckout(opened.id), razorpay_signature: 'f'.repeat(64) };
    const res = await postVerify(app, forged);
    expect(res.statusCode).toBe(400);
    expect(settled).not.toContain('renewal-2026-b');
    expect((await row(opened.id)).status).toBe('created');
  });
});

describe('the handler registry', () => {
  it('has one owner per purpose and names a purpose nobody owns', () => {
    expect(() => app.paymentHandlers.register('renewal', renewals)).toThrow(/already registered/);
    const handlers = new PaymentHandlers();
    handlers.register('order', renewals);
    expect(() => handlers.register('order', renewals)).toThrow(/already registered/);
    expect(() => handlers.get('upgrade')).toThrow(/no payment handler is registered for upgrade/);
  });
});
