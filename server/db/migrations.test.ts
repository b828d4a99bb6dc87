import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase } from '../test/app.ts';
import { migrateUpTo } from '../test/migrations.ts';
import type { Database } from './client.ts';
import { applications, joiningRequests, paymentEvents, payments } from './schema/index.ts';

/**
 * 0007/0008: the joining-fee orders of `payment_orders` become payments of purpose joining_fee plus
 * onboarding's joining requests; applications and payment events keep pointing at them.
 */
let database: Database;
beforeAll(async () => {
  database = await openEmptyTestDatabase();
  await migrateUpTo(database, '0006_storefront_votes_wishlist');
  const { db } = database;
  await db.execute(sql`
    insert into users (id, email, is_verified, role)
    values ('11111111-1111-4111-8111-111111111111', 'paid@example.test', true, 'customer')`);
  await db.execute(sql`
    insert into advisor_codes (id, code, name, email)
    values ('22222222-2222-4222-8222-222222222222', 'FAOLD0001', 'Old Advisor', 'old@example.test')`);
  await db.execute(sql`
    insert into payment_orders (id, provider, plan, amount_paise, status, channel, contact,
      verification_token_hash, advisor_code_id, payment_id, paid_at, user_id)
    values
      ('order_paidPaidPaid01', 'sandbox', 'gold', 2000000, 'paid', 'email', 'paid@example.test', 'hash-1',
       '22222222-2222-4222-8222-222222222222', 'pay_1', now(), '11111111-1111-4111-8111-111111111111'),
      ('order_openOpenOpen02', 'sandbox', 'premium', 500000, 'created', 'sms', '+919800000000', 'hash-2',
       '22222222-2222-4222-8222-222222222222', null, null, null)`);
  await db.execute(sql`
    insert into applications (user_id, order_id, plan, amount_paise, advisor_code_id)
    values ('11111111-1111-4111-8111-111111111111', 'order_paidPaidPaid01', 'gold', 2000000,
      '22222222-2222-4222-8222-222222222222')`);
  await db.execute(sql`
    insert into payment_events (order_id, source, outcome, detail)
    values ('order_paidPaidPaid01', 'verify', 'success', 'order paid')`);
  await database.migrate();
});
afterAll(() => database?.close());

describe('moving joining-fee orders into payments', () => {
  it('keeps every order as a joining_fee payment with its amount, status and payer', async () => {
    const rows = await database.db.select().from(payments).orderBy(payments.id);
    expect(rows).toMatchObject([
      {
        id: 'order_openOpenOpen02',
        purpose: 'joining_fee',
        amountPaise: 500000,
        status: 'created',
        userId: null,
      },
      {
        id: 'order_paidPaidPaid01',
        purpose: 'joining_fee',
        amountPaise: 2000000,
        status: 'paid',
        paymentId: 'pay_1',
        userId: '11111111-1111-4111-8111-111111111111',
      },
    ]);
  });

  it('gives each its joining request: contact, plan, advisor and the proof of the browser', async () => {
    const [paid] = await database.db.select().from(payments).where(eq(payments.id, 'order_paidPaidPaid01'));
    const [request] = await database.db
      .select()
      .from(joiningRequests)
      .where(eq(joiningRequests.id, paid!.reference));
    expect(request).toMatchObject({
      plan: 'gold',
      channel: 'email',
      contact: 'paid@example.test',
      verificationTokenHash: 'hash-1',
      advisorCodeId: '22222222-2222-4222-8222-222222222222',
      userId: '11111111-1111-4111-8111-111111111111',
    });
    expect(await database.db.$count(joiningRequests)).toBe(2);
  });

  it('leaves applications and the payment record pointing at the same payment', async () => {
    const [application] = await database.db.select().from(applications);
    expect(application?.orderId).toBe('order_paidPaidPaid01');
    const events = await database.db.select().from(paymentEvents);
    expect(events).toMatchObject([{ orderId: 'order_paidPaidPaid01', source: 'verify' }]);
  });
});
