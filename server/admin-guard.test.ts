import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisorCodes, applications } from './db/schema/index.ts';
import { buildTestApp, type TestApp } from './test/app.ts';
import { loginAs } from './test/auth.ts';
import { createAdvisor, createUser } from './test/factories.ts';
import { freshEmail, paidApplicant } from './test/payments.ts';

/**
 * Every route under /api/admin, as registered (including routes added later): 401 to an anonymous
 * caller and 403 to a customer before any input is looked at, an admin gets through, and a sub-admin
 * (who sees its own advisors only) either is refused (admins-only routes) or reaches only what concerns
 * the advisors assigned to it. A new /api/admin route must say which in SUBADMIN below, or the first test fails.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * 'admins': a sub-admin gets 403. 'scoped': a sub-admin gets through, but another sub-admin's
 * advisors, their registrations and the staff's actions stay out of reach (403 or 404, or absent from a
 * list).
 */
const SUBADMIN: Record<string, 'admins' | 'scoped'> = {
  'GET /api/admin/activity': 'scoped',
  'GET /api/admin/products/:id/fit': 'admins',
  'GET /api/admin/advisor-codes': 'scoped',
  'POST /api/admin/advisor-codes': 'scoped',
  'PUT /api/admin/advisor-codes/:id': 'scoped',
  'POST /api/admin/advisor-codes/:id/status': 'scoped',
  'POST /api/admin/advisor-codes/:id/payouts': 'admins',
  'GET /api/admin/advisor-codes/:id/payouts': 'scoped',
  'GET /api/admin/advisor-codes/:id/commissions': 'scoped',
  'POST /api/admin/commissions/:id/decision': 'scoped',
  'GET /api/admin/overview': 'scoped',
  'GET /api/admin/dashboard/overview': 'scoped',
  'GET /api/admin/performance': 'scoped',
  'GET /api/admin/messages/stats': 'admins',
  'GET /api/admin/applications': 'scoped',
  'POST /api/admin/applications/:id/approve': 'scoped',
  'POST /api/admin/applications/:id/reject': 'scoped',
  'GET /api/admin/size-charts/:categoryId': 'admins',
  'PUT /api/admin/size-charts/:categoryId': 'admins',
  'GET /api/admin/deals': 'admins',
  'GET /api/admin/deals/pieces': 'admins',
  'POST /api/admin/deals': 'admins',
  'PUT /api/admin/deals/:id': 'admins',
  'DELETE /api/admin/deals/:id': 'admins',
  'GET /api/admin/deals/:id/claims': 'admins',
  'POST /api/admin/deals/claims/:claimId/sent': 'admins',
  'GET /api/admin/card-rules': 'admins',
  'PUT /api/admin/card-rules': 'admins',
  'GET /api/admin/orders': 'admins',
  'GET /api/admin/orders.csv': 'admins',
  'GET /api/admin/orders/:id': 'admins',
  'POST /api/admin/orders/:id/status': 'admins',
  'POST /api/admin/orders/:id/refund': 'admins',
  'GET /api/admin/exchanges': 'admins',
  'POST /api/admin/exchanges/:id/decision': 'admins',
  'GET /api/admin/membership/platinum-candidates': 'admins',
  'POST /api/admin/membership/invitations': 'admins',
  'POST /api/admin/membership/invitations/:id/revoke': 'admins',
  'GET /api/admin/tiers': 'admins',
  'GET /api/admin/products': 'admins',
  'GET /api/admin/products/:id': 'admins',
  'POST /api/admin/products': 'admins',
  'PUT /api/admin/products/:id': 'admins',
  'POST /api/admin/products/:id/images': 'admins',
  'PUT /api/admin/products/:id/images/order': 'admins',
  'POST /api/admin/products/:id/images/:imageId/primary': 'admins',
  'DELETE /api/admin/products/:id/images/:imageId': 'admins',
  'POST /api/admin/products/:id/launch': 'admins',
  'GET /api/admin/sub-admins': 'admins',
  'POST /api/admin/sub-admins': 'admins',
  'POST /api/admin/sub-admins/verify-email': 'admins',
  'POST /api/admin/sub-admins/:id/status': 'admins',
  'POST /api/admin/sub-admins/:id/second-factor/reset': 'admins',
};

/**
 * The back office's calls as the product's public contract names them (method, path, who may call):
 * 'staff' admins and sub-admins, 'admins' admins only, 'advisor' a signed-in advisor, 'public' anyone.
 */
const SPEC_PATHS: [Method, string, 'staff' | 'admins' | 'advisor' | 'public'][] = [
  ['GET', '/api/admin/dashboard/overview', 'staff'],
  ['GET', '/api/admin/advisor-codes', 'staff'],
  ['POST', '/api/admin/advisor-codes', 'staff'],
  ['GET', '/api/admin/sub-admins', 'admins'],
  ['POST', '/api/admin/sub-admins/verify-email', 'admins'],
  ['POST', '/api/admin/sub-admins', 'admins'],
  ['POST', '/api/advisor/login', 'public'],
  ['POST', '/api/advisor/logout', 'public'],
  ['GET', '/api/advisor/profile', 'advisor'],
  ['GET', '/api/advisor/registrations', 'advisor'],
  ['GET', '/api/advisor/performance/monthly', 'advisor'],
  ['GET', '/api/sales-people', 'admins'],
  ['POST', '/api/sales-people', 'admins'],
  ['GET', '/api/registrations', 'admins'],
  ['GET', '/api/sales-people/:id/stats', 'admins'],
];

let app: TestApp;
let adminRoutes: { method: Method; url: string; key: string }[];
type Headers = Record<string, string>;
let customer: Headers;
let admin: Headers;
let subA: { id: string; headers: Headers };
let subB: { id: string; headers: Headers };

async function signedIn(role: 'customer' | 'admin' | 'subadmin') {
  const user = await createUser(app.db, {
    role,
    ...(role === 'customer' ? { plan: 'premium', cardStatus: 'active' } : {}),
  });
  return { id: user.id, headers: (await loginAs(app, user.email, user.password)).headers };
}

beforeAll(async () => {
  app = await buildTestApp();
  adminRoutes = app.registeredRoutes
    .filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD')
    .map((r) => ({ method: r.method as Method, url: r.url, key: `${r.method} ${r.url}` }));
  customer = (await signedIn('customer')).headers;
  admin = (await signedIn('admin')).headers;
  subA = await signedIn('subadmin');
  subB = await signedIn('subadmin');
});
afterAll(() => app.close());

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const fill = (url: string, id = SAMPLE_ID) => url.replace(/:[A-Za-z]+/g, id);
const bodyFor = (method: Method) => (method === 'GET' || method === 'DELETE' ? undefined : {});

describe('admin routes', () => {
  it('each says what a sub-admin may do with it', () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
    const registered = adminRoutes.map((r) => r.key);
    expect(
      registered.filter((key) => !(key in SUBADMIN)),
      'routes missing from SUBADMIN',
    ).toEqual([]);
    expect(
      Object.keys(SUBADMIN).filter((key) => !registered.includes(key)),
      'stale SUBADMIN entries',
    ).toEqual([]);
  });

  it('are guarded: 401 anonymous, 403 customer, and an admin gets through', async () => {
    for (const { method, url: pattern } of adminRoutes) {
      const url = fill(pattern);
      const payload = bodyFor(method);
      const anon = await app.inject({ method, url, payload });
      expect(anon.statusCode, `${method} ${url} anonymous`).toBe(401);
      const asCustomer = await app.inject({ method, url, payload, headers: customer });
      expect(asCustomer.statusCode, `${method} ${url} customer`).toBe(403);
      expect(asCustomer.json().code).toBe('FORBIDDEN');
      const asAdmin = await app.inject({ method, url, payload, headers: admin });
      expect([401, 403], `${method} ${url} admin`).not.toContain(asAdmin.statusCode);
    }
  });

  it('refuse a sub-admin the admins-only routes', async () => {
    for (const { method, url: pattern, key } of adminRoutes) {
      if (SUBADMIN[key] !== 'admins') continue;
      const res = await app.inject({
        method,
        url: fill(pattern),
        payload: bodyFor(method),
        headers: subA.headers,
      });
      expect(res.statusCode, `${key} sub-admin`).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it("keep another sub-admin's advisors and their registrations out of a sub-admin's reach", async () => {
    // Sub-admin B's world: an advisor assigned to B, a registration with its code, and B's own action.
    const theirs = await createAdvisor(app.db, { name: 'Bina Advisor', email: 'bina.advisor@example.test' });
    await app.db.update(advisorCodes).set({ assignedTo: subB.id }).where(eq(advisorCodes.id, theirs.id));
    const applicant = await paidApplicant(app, theirs.code, { email: 'bina.referral@example.test' });
    const [application] = await app.db
      .select()
      .from(applications)
      .where(eq(applications.userId, applicant.userId));
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/admin/advisor-codes/${theirs.id}`,
      payload: { commissionRate: '12.50' },
      headers: subB.headers,
    });
    expect(renamed.statusCode).toBe(200);
    // What would reveal B's world in an answer to A.
    const secrets = [theirs.id, theirs.code, theirs.email, applicant.userId, 'bina.referral@example.test'];
    // The id a route's :id names, from B's world.
    const idFor = (url: string) => (url.startsWith('/api/admin/applications') ? application!.id : theirs.id);

    const before = await app.db.select().from(advisorCodes).where(eq(advisorCodes.id, theirs.id));
    for (const { method, url: pattern, key } of adminRoutes) {
      if (SUBADMIN[key] !== 'scoped') continue;
      if (pattern.includes(':')) {
        const url = fill(pattern, idFor(pattern));
        const payload =
          method === 'GET'
            ? undefined
            : { commissionRate: '1.00', active: false, reason: 'Taken over', release: true };
        const res = await app.inject({ method, url, payload, headers: subA.headers });
        expect([403, 404], `${key} on another sub-admin's record: ${res.statusCode}`).toContain(
          res.statusCode,
        );
      } else if (method === 'GET') {
        const res = await app.inject({ method, url: pattern, headers: subA.headers });
        expect(res.statusCode, key).toBe(200);
        for (const secret of secrets) expect(res.body, `${key} shows ${secret}`).not.toContain(secret);
        // B sees its own world in the same list (so the filter is the assignment, not an empty answer).
        const own = await app.inject({ method, url: pattern, headers: subB.headers });
        expect(own.statusCode, key).toBe(200);
        expect(own.body, `${key} for the assigned sub-admin`).toContain(theirs.id);
      }
    }
    // Nothing A tried changed B's advisor.
    expect(await app.db.select().from(advisorCodes).where(eq(advisorCodes.id, theirs.id))).toEqual(before);
  });
});

describe("the original specification's back-office paths", () => {
  it('are all registered and listed in the OpenAPI document', async () => {
    const registered = app.registeredRoutes.map((r) => `${r.method} ${r.url}`);
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const documented = doc.json().paths as Record<string, Record<string, unknown>>;
    for (const [method, path] of SPEC_PATHS) {
      expect(registered, `${method} ${path} registered`).toContain(`${method} ${path}`);
      const openApiPath = path.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(
        documented[openApiPath]?.[method.toLowerCase()],
        `${method} ${openApiPath} documented`,
      ).toBeTruthy();
    }
  });

  it('answer (never 404) with their guard: 401 anonymous, 403 to those without the role', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/sales-people',
      payload: { name: 'Asha Menon', email: freshEmail('sales'), region: 'kerala' },
      headers: admin,
    });
    expect(created.statusCode).toBe(201);
    const salesId = created.json().id as string;
    const advisor = await createAdvisor(app.db, { name: 'Guard Advisor', email: freshEmail('advisor') });
    await app.inject({ method: 'POST', url: '/api/advisor/login', payload: { code: advisor.code } });
    const mail = await app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(advisor.email)}`,
    });
    const otp = /\b(\d{6})\b/.exec(mail.json()[0].text)![1];
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/advisor/login',
      payload: { code: advisor.code, otp },
    });
    expect(signedIn.statusCode).toBe(200);
    const advisorCookies = Object.fromEntries(signedIn.cookies.map((c) => [c.name, c.value]));

    for (const [method, path, who] of SPEC_PATHS) {
      const url = path.replace(':id', salesId);
      const payload = bodyFor(method);
      const key = `${method} ${path}`;
      const anon = await app.inject({ method, url, payload });
      if (who === 'public') {
        // Login refuses the empty body for its missing code (400), logout answers 200.
        expect([200, 400], `${key} anonymous`).toContain(anon.statusCode);
        continue;
      }
      expect(anon.statusCode, `${key} anonymous`).toBe(401);
      if (who === 'advisor') {
        const res = await app.inject({ method, url, cookies: advisorCookies });
        expect(res.statusCode, `${key} advisor`).toBe(200);
        const asAdmin = await app.inject({ method, url, headers: admin });
        expect(asAdmin.statusCode, `${key} admin without an advisor session`).toBe(401);
        continue;
      }
      const asCustomer = await app.inject({ method, url, payload, headers: customer });
      expect(asCustomer.statusCode, `${key} customer`).toBe(403);
      const asSub = await app.inject({ method, url, payload, headers: subA.headers });
      if (who === 'admins') expect(asSub.statusCode, `${key} sub-admin`).toBe(403);
      else expect([200, 400], `${key} sub-admin`).toContain(asSub.statusCode);
      const asAdmin = await app.inject({ method, url, payload, headers: admin });
      // A read answers 200; a write with an empty body is refused for its input, not its path.
      expect(asAdmin.statusCode, `${key} admin`).toBe(method === 'GET' ? 200 : 400);
    }
  });
});
