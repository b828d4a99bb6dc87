import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubAdmin } from '../../../contracts/staff.ts';
import { advisorCodes, auditLog, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createAdvisor, createUser } from '../../test/factories.ts';

let app: TestApp;
type Headers = Record<string, string>;
let admin: Headers;
let member: Headers;
let sub: Headers;

const PASSWORD = 'Staff@2026!';
let seq = 0;
const freshEmail = () => `sub-${++seq}-${Date.now()}@example.test`;

beforeAll(async () => {
  app = await buildTestApp();
  const a = await createUser(app.db, { role: 'admin' });
  admin = (await loginAs(app, a.email, a.password)).headers;
  const m = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
  member = (await loginAs(app, m.email, m.password)).headers;
  const s = await createUser(app.db, { role: 'subadmin' });
  sub = (await loginAs(app, s.email, s.password)).headers;
});
afterAll(() => app.close());

const sendCode = (email: string, headers?: Headers) =>
  app.inject({ method: 'POST', url: '/api/admin/sub-admins/verify-email', payload: { email }, headers });
const createSub = (payload: object, headers?: Headers) =>
  app.inject({ method: 'POST', url: '/api/admin/sub-admins', payload, headers });
const setStatus = (id: string, active: boolean, headers?: Headers) =>
  app.inject({ method: 'POST', url: `/api/admin/sub-admins/${id}/status`, payload: { active }, headers });
const list = (headers?: Headers) => app.inject({ method: 'GET', url: '/api/admin/sub-admins', headers });

async function codeFor(email: string) {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  const [latest] = res.json() as { subject: string; text: string }[];
  expect(latest!.subject).toBe('Your Roslis staff verification code');
  return /\b(\d{6})\b/.exec(latest!.text)![1]!;
}

async function newSubAdmin(advisorIds: string[] = []) {
  const email = freshEmail();
  expect((await sendCode(email, admin)).statusCode).toBe(200);
  const res = await createSub(
    { email, verificationCode: await codeFor(email), password: PASSWORD, assignedAdvisors: advisorIds },
    admin,
  );
  expect(res.statusCode, res.body).toBe(201);
  return { email, subAdmin: res.json() as SubAdmin };
}

describe('Sub Admins: two-step creation', () => {
  it('e-mails a code, then creates the sub-admin with its advisors; it signs in and sees only those', async () => {
    const mine = await createAdvisor(app.db, { name: 'Assigned One' });
    const notMine = await createAdvisor(app.db, { name: 'Not Assigned' });
    const { email, subAdmin } = await newSubAdmin([mine.id]);
    expect(subAdmin).toMatchObject({
      email,
      isActive: true,
      assignedAdvisorsCount: 1,
      assignedAdvisors: [{ id: mine.id, code: mine.code, name: 'Assigned One' }],
    });
    const [row] = await app.db.select().from(users).where(eq(users.id, subAdmin.id));
    expect(row!.role).toBe('subadmin');

    const session = await loginAs(app, email, PASSWORD);
    const advisors = await app.inject({
      method: 'GET',
      url: '/api/admin/advisor-codes',
      headers: session.headers,
    });
    expect(advisors.statusCode).toBe(200);
    expect((advisors.json() as { id: string }[]).map((a) => a.id)).toEqual([mine.id]);
    expect(notMine.id).not.toBe(mine.id);

    const trail = await app.db.select().from(auditLog).where(eq(auditLog.subjectId, subAdmin.id));
    expect(trail.map((t) => t.action)).toEqual(['subadmin.create']);
    const assigned = await app.db.select().from(auditLog).where(eq(auditLog.subjectId, mine.id));
    expect(assigned[0]).toMatchObject({ action: 'advisor.update', before: { assignedTo: null } });
  });

  it('lists sub-admins with their counts', async () => {
    const a1 = await createAdvisor(app.db);
    const a2 = await createAdvisor(app.db);
    const { subAdmin } = await newSubAdmin([a1.id, a2.id]);
    const rows = (await list(admin)).json() as SubAdmin[];
    expect(rows.find((r) => r.id === subAdmin.id)).toMatchObject({
      assignedAdvisorsCount: 2,
      isActive: true,
    });
  });

  it('refuses a wrong code (counting tries), a weak password, a taken e-mail and unknown advisors', async () => {
    const email = freshEmail();
    await sendCode(email, admin);
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await createSub({ email, verificationCode: wrong, password: PASSWORD }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Verification failed: Please check your code and try again.');
    const weak = await createSub({ email, verificationCode: code, password: 'password' }, admin);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/at least 8 characters and include an uppercase/);
    const unknown = await createSub(
      { email, verificationCode: code, password: PASSWORD, assignedAdvisors: [randomUUID()] },
      admin,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.assignedAdvisors).toBeDefined();
    // Neither used the code up: it still works.
    expect((await createSub({ email, verificationCode: code, password: PASSWORD }, admin)).statusCode).toBe(
      201,
    );

    const taken = await sendCode(email, admin);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This e-mail already belongs to a Roslis account.');
    expect((await createSub({ email, verificationCode: code, password: PASSWORD }, admin)).statusCode).toBe(
      409,
    );
  });

  it('sends at most one code every 30 s to an address', async () => {
    const email = freshEmail();
    expect((await sendCode(email, admin)).statusCode).toBe(200);
    const again = await sendCode(email, admin);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/Please wait \d+ seconds? before requesting a new code/);
  });
});

describe('Sub Admins: deactivation', () => {
  it('ends the sessions, refuses sign-in with a clear message, and reactivation restores both', async () => {
    const advisor = await createAdvisor(app.db);
    const { email, subAdmin } = await newSubAdmin([advisor.id]);
    const session = await loginAs(app, email, PASSWORD);
    const off = await setStatus(subAdmin.id, false, admin);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ isActive: false, assignedAdvisorsCount: 1 });

    const after = await app.inject({
      method: 'GET',
      url: '/api/admin/advisor-codes',
      headers: session.headers,
    });
    expect(after.statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(
      'This staff account has been deactivated. Please contact the Roslis admin.',
    );
    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Wrong@12345' },
    });
    expect(wrongPassword.statusCode).toBe(401);

    // An inactive sub-admin takes no new advisors.
    const assign = await app.inject({
      method: 'PUT',
      url: `/api/admin/advisor-codes/${advisor.id}`,
      payload: { assignedTo: subAdmin.id },
      headers: admin,
    });
    expect(assign.statusCode).toBe(200);
    const other = await createAdvisor(app.db);
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/admin/advisor-codes/${other.id}`,
      payload: { assignedTo: subAdmin.id },
      headers: admin,
    });
    expect(refused.statusCode).toBe(400);

    expect((await setStatus(subAdmin.id, true, admin)).json().isActive).toBe(true);
    const back = await loginAs(app, email, PASSWORD);
    const advisors = await app.inject({
      method: 'GET',
      url: '/api/admin/advisor-codes',
      headers: back.headers,
    });
    expect((advisors.json() as { id: string }[]).map((a) => a.id)).toEqual([advisor.id]);
    const trail = await app.db.select().from(auditLog).where(eq(auditLog.subjectId, subAdmin.id));
    expect(trail.map((t) => t.action).sort()).toEqual([
      'subadmin.activate',
      'subadmin.create',
      'subadmin.deactivate',
    ]);
    const [still] = await app.db.select().from(advisorCodes).where(eq(advisorCodes.id, advisor.id));
    expect(still!.assignedTo).toBe(subAdmin.id);
  });

  it('answers 404 for an id that is not a sub-admin', async () => {
    const customer = await createUser(app.db);
    expect((await setStatus(customer.id, false, admin)).statusCode).toBe(404);
    expect((await setStatus(randomUUID(), false, admin)).statusCode).toBe(404);
  });
});

describe('Sub Admins: who may', () => {
  it('every route: anonymous 401, member 403, sub-admin 403 (admins only)', async () => {
    const target = await createUser(app.db, { role: 'subadmin' });
    const calls = [
      (h?: Headers) => list(h),
      (h?: Headers) => sendCode(freshEmail(), h),
      (h?: Headers) => createSub({ email: freshEmail(), verificationCode: '123456', password: PASSWORD }, h),
      (h?: Headers) => setStatus(target.id, false, h),
    ];
    for (const call of calls) {
      expect((await call()).statusCode).toBe(401);
      expect((await call(member)).statusCode).toBe(403);
      expect((await call(sub)).statusCode).toBe(403);
    }
    const [row] = await app.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.disabledAt).toBeNull();
  });
});
