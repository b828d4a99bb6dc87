import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/app.ts';
import { loginAs } from './test/auth.ts';
import { createAdvisor, createUser } from './test/factories.ts';
import { freshEmail } from './test/payments.ts';

/**
 * The back office's advisor codes and sub-admins at the paths, with the request fields and answer
 * fields, of the product's public contract: /api/admin/advisor-codes and /api/admin/sub-admins.
 */
let app: TestApp;
type Headers = Record<string, string>;
let admin: Headers;

const PASSWORD = 'Staff@2026!';

beforeAll(async () => {
  app = await buildTestApp();
  const a = await createUser(app.db, { role: 'admin' });
  admin = (await loginAs(app, a.email, a.password)).headers;
});
afterAll(() => app.close());

const post = (url: string, payload: object, headers?: Headers) =>
  app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers?: Headers) => app.inject({ method: 'GET', url, headers });

async function latestCode(email: string) {
  const res = await get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const [latest] = res.json() as { text: string }[];
  return /\b(\d{6})\b/.exec(latest!.text)![1]!;
}

/** verify-email, then create with email, password, verificationCode and assignedAdvisors. */
async function createSubAdmin(assignedAdvisors: string[]) {
  const email = freshEmail('sub-admin');
  const sent = await post('/api/admin/sub-admins/verify-email', { email }, admin);
  expect(sent.statusCode, sent.body).toBe(200);
  expect(sent.json()).toMatchObject({ success: true });
  const created = await post(
    '/api/admin/sub-admins',
    { email, password: PASSWORD, verificationCode: await latestCode(email), assignedAdvisors },
    admin,
  );
  expect(created.statusCode, created.body).toBe(201);
  return { email, body: created.json() };
}

describe('/api/admin/sub-admins', () => {
  it('verify-email sends a code; creating with it answers the sub-admin record, and the list shows it', async () => {
    const advisor = await createAdvisor(app.db, { name: 'Meera Pillai', email: freshEmail('advisor') });
    const { email, body } = await createSubAdmin([advisor.id]);
    expect(body).toMatchObject({
      id: expect.any(String),
      subAdmin: { email },
      createdAt: expect.any(String),
      isActive: true,
      assignedAdvisors: [{ id: advisor.id, code: advisor.code, name: 'Meera Pillai' }],
    });
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);

    const list = await get('/api/admin/sub-admins', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(
      expect.objectContaining({ id: body.id, subAdmin: { id: body.id, email } }),
    );
  });

  it('refuses a wrong code with a 400 and creates nothing', async () => {
    const email = freshEmail('sub-admin');
    expect((await post('/api/admin/sub-admins/verify-email', { email }, admin)).statusCode).toBe(200);
    const wrong = (await latestCode(email)) === '000000' ? '111111' : '000000';
    const res = await post(
      '/api/admin/sub-admins',
      { email, password: PASSWORD, verificationCode: wrong, assignedAdvisors: [] },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    const list = (await get('/api/admin/sub-admins', admin)).json() as { subAdmin: { email: string } }[];
    expect(list.map((s) => s.subAdmin.email)).not.toContain(email);
  });
});

describe('/api/admin/advisor-codes', () => {
  it("creates a code from name, email, phone, commissionRate and assignedTo, and lists it with the spec's fields", async () => {
    const { body: sub } = await createSubAdmin([]);
    const email = freshEmail('advisor');
    const created = await post(
      '/api/admin/advisor-codes',
      { name: 'Anjali Nair', email, phone: '+91 98765 43210', commissionRate: 12.5, assignedTo: sub.id },
      admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const code = created.json();
    expect(code).toMatchObject({
      id: expect.any(String),
      code: expect.stringMatching(/^[A-Z0-9]+$/),
      name: 'Anjali Nair',
      email,
      phone: '+919876543210',
      commissionRate: '12.50',
      isActive: true,
      totalRevenue: '0.00',
      totalRegistrations: 0,
      commissionEarned: '0.00',
      createdAt: expect.any(String),
      assignedTo: { id: sub.id, email: sub.subAdmin.email },
    });

    const list = await get('/api/admin/advisor-codes', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(expect.objectContaining({ id: code.id, code: code.code }));
  });

  it('commissionRate defaults to 10.00 and phone may be left out', async () => {
    const res = await post(
      '/api/admin/advisor-codes',
      { name: 'Divya Menon', email: freshEmail('advisor') },
      admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ commissionRate: '10.00', phone: null, assignedTo: null });
  });

  it('shows a sub-admin only its own advisors, and what it creates is its own', async () => {
    const mine = await createAdvisor(app.db, { name: 'Assigned Advisor', email: freshEmail('advisor') });
    const other = await createAdvisor(app.db, { name: 'Other Advisor', email: freshEmail('advisor') });
    const { email } = await createSubAdmin([mine.id]);
    const session = (await loginAs(app, email, PASSWORD)).headers;

    const before = await get('/api/admin/advisor-codes', session);
    expect(before.statusCode).toBe(200);
    expect((before.json() as { id: string }[]).map((a) => a.id)).toEqual([mine.id]);

    const created = await post(
      '/api/admin/advisor-codes',
      { name: 'Sub Made', email: freshEmail('advisor'), commissionRate: '9.00' },
      session,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().assignedTo.email).toBe(email);
    const after = (await get('/api/admin/advisor-codes', session)).json() as { id: string }[];
    expect(after.map((a) => a.id).sort()).toEqual([mine.id, created.json().id].sort());
    expect(after.map((a) => a.id)).not.toContain(other.id);
    // The sub-admins' list is for admins.
    expect((await get('/api/admin/sub-admins', session)).statusCode).toBe(403);
  });
});

describe('the names the back office used before', () => {
  it('are gone: one name per call', async () => {
    for (const url of ['/api/admin/advisors', '/api/admin/subadmins', '/api/admin/subadmins/verification']) {
      const res = await app.inject({
        method: url.endsWith('verification') ? 'POST' : 'GET',
        url,
        headers: admin,
      });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
