import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAdvisor } from '../../../contracts/advisor-codes.ts';
import {
  advisorCodes,
  advisorCommissions,
  advisorReferrals,
  applications,
  auditLog,
  payments,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createAdvisor, createUser } from '../../test/factories.ts';
import { drawCode } from './admin.ts';

let app: TestApp;
type Headers = Record<string, string>;
let admin: Headers;
let member: Headers;
let subA: { id: string; headers: Headers };
let subB: { id: string; headers: Headers };

async function staff(role: 'admin' | 'subadmin') {
  const user = await createUser(app.db, { role });
  return { id: user.id, headers: (await loginAs(app, user.email, user.password)).headers };
}

beforeAll(async () => {
  app = await buildTestApp();
  admin = (await staff('admin')).headers;
  const customer = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
  member = (await loginAs(app, customer.email, customer.password)).headers;
  subA = await staff('subadmin');
  subB = await staff('subadmin');
});
afterAll(() => app.close());

const list = (headers?: Headers) => app.inject({ method: 'GET', url: '/api/admin/advisor-codes', headers });
const create = (payload: object, headers?: Headers) =>
  app.inject({ method: 'POST', url: '/api/admin/advisor-codes', payload, headers });
const setStatus = (id: string, active: boolean, headers?: Headers) =>
  app.inject({ method: 'POST', url: `/api/admin/advisor-codes/${id}/status`, payload: { active }, headers });
const update = (id: string, payload: object, headers?: Headers) =>
  app.inject({ method: 'PUT', url: `/api/admin/advisor-codes/${id}`, payload, headers });

let seq = 0;
const email = () => `advisor-${++seq}-${Date.now()}@example.test`;

/** A paid registration through the advisor: a payment, an application and its referral. */
async function referral(advisorCodeId: string, amountPaise: number, status: 'pending' | 'earned' | 'void') {
  const user = await createUser(app.db);
  const orderId = `order_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
  await app.db.insert(payments).values({
    id: orderId,
    provider: 'sandbox',
    purpose: 'joining_fee',
    reference: randomUUID(),
    amountPaise,
    // A rejected application's fee is refunded in the same transaction that voids the commission.
    status: status === 'void' ? 'refunded' : 'paid',
    paidAt: new Date(),
    userId: user.id,
  });
  const [application] = await app.db
    .insert(applications)
    .values({ userId: user.id, orderId, plan: 'premium', amountPaise, advisorCodeId })
    .returning();
  const [row] = await app.db
    .insert(advisorReferrals)
    .values({ advisorCodeId, applicationId: application!.id, userId: user.id, amountPaise, status })
    .returning();
  await app.db.insert(advisorCommissions).values({
    advisorCodeId,
    referralId: row!.id,
    userId: user.id,
    paymentId: orderId,
    kind: 'joining_fee',
    amountPaise,
    commissionRate: '10.00',
    commissionPaise: amountPaise / 10,
    status: status === 'earned' ? 'payable' : status === 'void' ? 'reversed' : 'pending',
  });
}

describe('advisor codes', () => {
  it('are drawn as FA, the name letters and digits to 16 characters, upper case', () => {
    expect(drawCode('Anjali Nair', () => 7)).toBe('FAANJALINAIR7777');
    expect(drawCode('Ébène Müller-Thottathil', () => 1)).toBe('FAEBENEMULLE1111');
    expect(drawCode('മീര', () => 3)).toBe(`FA${'3'.repeat(14)}`);
  });
});

describe('Fashion Advisors (admin)', () => {
  it('creates a code with the default rate, unique and upper-case, audited', async () => {
    const res = await create({ name: 'Meera Pillai', email: email().toUpperCase() }, admin);
    expect(res.statusCode, res.body).toBe(201);
    const advisor = res.json() as AdminAdvisor;
    expect(advisor.code).toMatch(/^FAMEERAPILLA\d{4}$/);
    expect(advisor.commissionRate).toBe('10.00');
    expect(advisor.email).toBe(advisor.email.toLowerCase());
    expect(advisor).toMatchObject({ isActive: true, assignedTo: null, totalRevenue: '0.00', conversions: 0 });
    const trail = await app.db.select().from(auditLog).where(eq(auditLog.subjectId, advisor.id));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'advisor.create', actorRole: 'admin' });
    expect(trail[0]!.after).toMatchObject({ code: advisor.code, commissionRate: '10.00' });
  });

  it('gives two advisors of the same name different codes', async () => {
    const res1 = await create({ name: 'Zz', email: email() }, admin);
    const res2 = await create({ name: 'Zz', email: email() }, admin);
    expect(res1.json().code).not.toBe(res2.json().code);
  });

  it('refuses bad input with messages a person can act on', async () => {
    const rate = await create({ name: 'A', email: email(), commissionRate: '100.5' }, admin);
    expect(rate.statusCode).toBe(400);
    expect(rate.json().message).toMatch(/Commission rate must be a number from 0 to 100/);
    const decimals = await create({ name: 'A', email: email(), commissionRate: '12.345' }, admin);
    expect(decimals.statusCode).toBe(400);
    const noName = await create({ name: '  ', email: email() }, admin);
    expect(noName.statusCode).toBe(400);
    const bad = await create({ name: 'A', email: 'not-an-email' }, admin);
    expect(bad.statusCode).toBe(400);
    const customerAssignee = await create({ name: 'A', email: email(), assignedTo: randomUUID() }, admin);
    expect(customerAssignee.statusCode).toBe(400);
    expect(customerAssignee.json().fieldErrors.assignedTo).toEqual([
      'Choose an active sub-admin from the list.',
    ]);
    const address = email();
    expect((await create({ name: 'A', email: address }, admin)).statusCode).toBe(201);
    const again = await create({ name: 'B', email: address }, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An advisor with this e-mail already has a code.');
  });

  it('takes a rate with two decimals and an assignment, phone optional', async () => {
    const res = await create(
      { name: 'Asha', email: email(), phone: '+91 98470 12345', commissionRate: 12.5, assignedTo: subA.id },
      admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      commissionRate: '12.50',
      phone: '+919847012345',
      assignedTo: { id: subA.id, isActive: true },
    });
  });

  it('lists revenue (paid, not refunded), registrations and conversions (approved) from the referrals', async () => {
    const advisor = await createAdvisor(app.db, { name: 'Revenue Advisor' });
    await referral(advisor.id, 500000, 'earned');
    await referral(advisor.id, 2000000, 'pending');
    await referral(advisor.id, 500000, 'void');
    const rows = (await list(admin)).json() as AdminAdvisor[];
    const mine = rows.find((a) => a.id === advisor.id)!;
    expect(mine).toMatchObject({
      totalRevenue: '25000.00',
      totalRegistrations: 3,
      conversions: 1,
      commissionEarned: '500.00',
    });
  });

  it('deactivates and activates with before/after in the trail; the code then refuses applicants', async () => {
    const advisor = (await create({ name: 'Status Advisor', email: email() }, admin)).json() as AdminAdvisor;
    const off = await setStatus(advisor.id, false, admin);
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/send-verification',
      payload: { contactMethod: 'email', contact: email(), referralCode: advisor.code },
    });
    expect(refused.statusCode).toBe(400);
    expect((await setStatus(advisor.id, true, admin)).json().isActive).toBe(true);
    const trail = await app.db.select().from(auditLog).where(eq(auditLog.subjectId, advisor.id));
    expect(trail.map((t) => t.action).sort()).toEqual([
      'advisor.activate',
      'advisor.create',
      'advisor.deactivate',
    ]);
    const deactivate = trail.find((t) => t.action === 'advisor.deactivate')!;
    expect(deactivate.before).toMatchObject({ isActive: true });
    expect(deactivate.after).toMatchObject({ isActive: false });
    expect((await setStatus(randomUUID(), false, admin)).statusCode).toBe(404);
  });

  it('changes the rate and the assignment, audited', async () => {
    const advisor = (await create({ name: 'Edit Advisor', email: email() }, admin)).json() as AdminAdvisor;
    const res = await update(advisor.id, { commissionRate: '7.25', assignedTo: subB.id }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ commissionRate: '7.25', assignedTo: { id: subB.id } });
    const [row] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'advisor.update'));
    expect(row).toBeDefined();
    const unassigned = await update(advisor.id, { assignedTo: null }, admin);
    expect(unassigned.json().assignedTo).toBeNull();
    expect((await update(advisor.id, {}, admin)).statusCode).toBe(400);
  });
});

describe('Fashion Advisors (sub-admin scoping)', () => {
  it('a sub-admin lists only its advisors; creates advisors that are its own', async () => {
    const own = await createAdvisor(app.db, { name: 'Own Advisor' });
    const other = await createAdvisor(app.db, { name: 'Other Advisor' });
    await app.db.update(advisorCodes).set({ assignedTo: subA.id }).where(eq(advisorCodes.id, own.id));
    await app.db.update(advisorCodes).set({ assignedTo: subB.id }).where(eq(advisorCodes.id, other.id));
    const ids = ((await list(subA.headers)).json() as AdminAdvisor[]).map((a) => a.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
    const all = ((await list(admin)).json() as AdminAdvisor[]).map((a) => a.id);
    expect(all).toEqual(expect.arrayContaining([own.id, other.id]));

    const created = await create({ name: 'New Own', email: email(), assignedTo: subB.id }, subA.headers);
    expect(created.statusCode).toBe(201);
    expect(created.json().assignedTo.id).toBe(subA.id);
  });

  it('a sub-admin gives at most the shop’s maximum rate (20 %); an admin any; each change is in the trail', async () => {
    const over = 'A sub-admin can set a commission rate of at most 20.00%. Ask an admin for a higher rate.';
    const refused = await create(
      { name: 'Too Generous', email: email(), commissionRate: '25' },
      subA.headers,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: over, fieldErrors: { commissionRate: [over] } });
    const atMax = await create({ name: 'At The Max', email: email(), commissionRate: '20' }, subA.headers);
    expect(atMax.statusCode).toBe(201);
    const id = (atMax.json() as AdminAdvisor).id;
    const raise = await update(id, { commissionRate: '20.01' }, subA.headers);
    expect(raise.statusCode).toBe(400);
    expect(raise.json().message).toBe(over);
    expect((await update(id, { commissionRate: '30.00' }, admin)).statusCode).toBe(200);
    const [row] = await app.db.select().from(advisorCodes).where(eq(advisorCodes.id, id));
    expect(row!.commissionRate).toBe('30.00');
    const trail = await app.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(trail.map((t) => t.summary)).toContain(`Changed advisor ${row!.code}: commission 20.00% → 30.00%`);
  });

  it('a sub-admin changes its own advisors, not another sub-admin’s (403), and cannot reassign', async () => {
    const own = await createAdvisor(app.db, { name: 'Mine' });
    const other = await createAdvisor(app.db, { name: 'Theirs' });
    const loose = await createAdvisor(app.db, { name: 'Nobody' });
    await app.db.update(advisorCodes).set({ assignedTo: subA.id }).where(eq(advisorCodes.id, own.id));
    await app.db.update(advisorCodes).set({ assignedTo: subB.id }).where(eq(advisorCodes.id, other.id));

    expect((await setStatus(own.id, false, subA.headers)).statusCode).toBe(200);
    expect((await update(own.id, { commissionRate: '9.00' }, subA.headers)).statusCode).toBe(200);
    for (const id of [other.id, loose.id]) {
      const status = await setStatus(id, false, subA.headers);
      expect(status.statusCode).toBe(403);
      expect(status.json().message).toBe('This advisor is not assigned to you.');
      expect((await update(id, { commissionRate: '1.00' }, subA.headers)).statusCode).toBe(403);
    }
    const reassign = await update(own.id, { assignedTo: subB.id }, subA.headers);
    expect(reassign.statusCode).toBe(403);
    expect(reassign.json().message).toBe('Only an admin can assign an advisor to a sub-admin.');
    const [untouched] = await app.db.select().from(advisorCodes).where(eq(advisorCodes.id, other.id));
    expect(untouched).toMatchObject({ isActive: true, commissionRate: '10.00', assignedTo: subB.id });
  });

  it('every route: anonymous 401, member 403', async () => {
    const advisor = await createAdvisor(app.db);
    const calls = [
      () => list(),
      () => create({ name: 'X', email: email() }),
      () => update(advisor.id, { commissionRate: '1.00' }),
      () => setStatus(advisor.id, false),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(401);
    expect((await list(member)).statusCode).toBe(403);
    expect((await create({ name: 'X', email: email() }, member)).statusCode).toBe(403);
    expect((await update(advisor.id, { commissionRate: '1.00' }, member)).statusCode).toBe(403);
    expect((await setStatus(advisor.id, false, member)).statusCode).toBe(403);
  });
});
