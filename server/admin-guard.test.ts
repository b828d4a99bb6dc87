import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/app.ts';
import { loginAs } from './test/auth.ts';
import { createUser } from './test/factories.ts';

/**
 * Every route under /api/admin, as registered (including routes added later), answers 401 to an
 * anonymous caller and 403 to a customer, before any input is looked at.
 */
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const fill = (url: string) => url.replace(/:[A-Za-z]+/g, SAMPLE_ID);

describe('admin routes', () => {
  it('are guarded: 401 anonymous, 403 customer, and an admin gets through', async () => {
    const adminRoutes = app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD',
    );
    expect(adminRoutes.length).toBeGreaterThan(0);
    const customer = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
    const admin = await createUser(app.db, { role: 'admin' });
    const c = await loginAs(app, customer.email, customer.password);
    const a = await loginAs(app, admin.email, admin.password);
    for (const route of adminRoutes) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const url = fill(route.url);
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const anon = await app.inject({ method, url, payload });
      expect(anon.statusCode, `${method} ${url} anonymous`).toBe(401);
      const asCustomer = await app.inject({ method, url, payload, headers: c.headers });
      expect(asCustomer.statusCode, `${method} ${url} customer`).toBe(403);
      expect(asCustomer.json().code).toBe('FORBIDDEN');
      const asAdmin = await app.inject({ method, url, payload, headers: a.headers });
      expect([401, 403], `${method} ${url} admin`).not.toContain(asAdmin.statusCode);
    }
  });
});
