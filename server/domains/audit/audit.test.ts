import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../contracts/audit.ts';
import { auditLog } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createUser } from '../../test/factories.ts';
import { record } from './service.ts';

/** The audit trail: every staff action a row, readable in the Activity tab, never editable. */
let app: TestApp;
let admin: { id: string; headers: Record<string, string> };
beforeAll(async () => {
  app = await buildTestApp();
  const staff = await createUser(app.db, { role: 'admin' });
  admin = { id: staff.id, headers: (await loginAs(app, staff.email, staff.password)).headers };
});
afterAll(() => app.close());

const activity = (headers: Record<string, string>, query = '') =>
  app.inject({ method: 'GET', url: `/api/admin/activity${query}`, headers });

describe('the audit trail', () => {
  it('records who invited a member to Platinum, shown newest first to admins', async () => {
    const member = await createUser(app.db, { plan: 'gold', cardStatus: 'active' });
    const invited = await app.inject({
      method: 'POST',
      url: '/api/admin/membership/invitations',
      headers: admin.headers,
      payload: { email: member.email },
    });
    expect(invited.statusCode).toBe(201);
    const [latest] = (await activity(admin.headers)).json() as ActivityEntry[];
    expect(latest).toMatchObject({
      action: 'invitation.create',
      actor: { id: admin.id, role: 'admin' },
      subjectType: 'user',
      subjectId: member.id,
      summary: `Invited ${member.email} to Platinum`,
    });
  });

  it('cannot be changed or deleted, even by the database user the app runs as', async () => {
    await record(app.db, {
      actor: { id: admin.id, role: 'admin' },
      action: 'test.action',
      subject: { type: 'test', id: 'one' },
      summary: 'A test action',
    });
    await expect(
      app.db.update(auditLog).set({ summary: 'rewritten' }).where(eq(auditLog.subjectId, 'one')),
    ).rejects.toThrow();
    await expect(app.db.delete(auditLog).where(eq(auditLog.subjectId, 'one'))).rejects.toThrow();
    const rows = await app.db.select().from(auditLog).where(eq(auditLog.subjectId, 'one'));
    expect(rows.map((r) => r.summary)).toEqual(['A test action']);
    // Deleting a staff account keeps its actions, without the id.
    const gone = await createUser(app.db, { role: 'admin' });
    await record(app.db, {
      actor: { id: gone.id, role: 'admin' },
      action: 'test.action',
      subject: { type: 'test', id: 'two' },
      summary: 'By a since-deleted admin',
    });
    await app.db.execute(sql`delete from users where id = ${gone.id}`);
    const [kept] = await app.db.select().from(auditLog).where(eq(auditLog.subjectId, 'two'));
    expect(kept).toMatchObject({ actorId: null, summary: 'By a since-deleted admin' });
  });

  it('pages with X-Next-Cursor; members get 403, anonymous 401; a sub-admin sees only their own actions', async () => {
    for (const n of [1, 2, 3]) {
      await record(app.db, {
        actor: { id: admin.id, role: 'admin' },
        action: 'test.page',
        subject: { type: 'page', id: String(n) },
        summary: `Page test ${n}`,
      });
      // The trail is newest first by time (then by random id): PGlite's clock has millisecond steps, and
      // three records in one millisecond would tie.
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const first = await activity(admin.headers, '?limit=2&subjectType=page');
    expect((first.json() as ActivityEntry[]).map((e) => e.summary)).toEqual(['Page test 3', 'Page test 2']);
    const next = first.headers['x-next-cursor'] as string;
    const second = await activity(admin.headers, `?limit=2&subjectType=page&cursor=${next}`);
    expect((second.json() as ActivityEntry[]).map((e) => e.summary)).toEqual(['Page test 1']);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    expect((await activity(admin.headers, '?cursor=nonsense')).statusCode).toBe(400);

    const member = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
    expect((await activity((await loginAs(app, member.email, member.password)).headers)).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'GET', url: '/api/admin/activity' })).statusCode).toBe(401);

    const sub = await createUser(app.db, { role: 'subadmin' });
    await record(app.db, {
      actor: { id: sub.id, role: 'subadmin' },
      action: 'test.sub',
      subject: { type: 'advisor', id: 'x' },
      summary: 'By the sub-admin',
    });
    const own = (
      await activity((await loginAs(app, sub.email, sub.password)).headers)
    ).json() as ActivityEntry[];
    expect(own.map((e) => e.summary)).toEqual(['By the sub-admin']);
  });
});

describe('staff actions in the trail', () => {
  it('an order moved by staff leaves a row with before and after', async () => {
    const { createCategory, createProduct } = await import('../../test/factories.ts');
    const { addToCart, payOrder, placeOrder, saveAddress } = await import('../../test/orders.ts');
    const buyer = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
    const session = await loginAs(app, buyer.email, buyer.password);
    const addressId = await saveAddress(app, session.headers);
    const piece = await createProduct(app.db, {
      categoryId: (await createCategory(app.db)).id,
      sizes: [{ value: 'M', stock: 1 }],
    });
    await addToCart(app, session.headers, piece.id, piece.variants[0]!.id, 1);
    const { order, payment } = await placeOrder(app, session.headers, addressId);
    await payOrder(app, payment!.id);
    const moved = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: admin.headers,
      payload: { status: 'processing' },
    });
    expect(moved.statusCode).toBe(200);
    const trail = (await activity(admin.headers, '?subjectType=order')).json() as ActivityEntry[];
    expect(trail[0]).toMatchObject({
      action: 'order.status',
      actor: { id: admin.id },
      subjectId: order.id,
      before: { status: 'paid' },
      after: { status: 'processing' },
    });
  });

  it('approving an application leaves a row saying who approved which card', async () => {
    const { createAdvisor } = await import('../../test/factories.ts');
    const { paidApplicant } = await import('../../test/payments.ts');
    const advisor = await createAdvisor(app.db);
    const applicant = await paidApplicant(app, advisor.code);
    const [application] = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/applications?status=pending_review',
        headers: admin.headers,
      })
    )
      .json()
      .filter((a: { userId: string }) => a.userId === applicant.userId);
    const approved = await app.inject({
      method: 'POST',
      url: `/api/admin/applications/${application.id}/approve`,
      headers: admin.headers,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    const [row] = (await activity(admin.headers, '?subjectType=application')).json() as ActivityEntry[];
    expect(row).toMatchObject({
      action: 'application.approve',
      actor: { id: admin.id },
      subjectId: application.id,
      before: { status: 'pending_review' },
      after: { status: 'approved', cardStatus: 'active' },
    });
  });
});
