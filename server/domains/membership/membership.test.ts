import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/membership/tiers', () => {
  it('reads the tier prices from the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/membership/tiers' });
    expect(res.statusCode).toBe(200);
    const byId = Object.fromEntries((res.json() as { id: string }[]).map((t) => [t.id, t]));
    expect(byId.premium).toMatchObject({ name: 'Premium', price: '5000.00', purchasable: true });
    expect(byId.gold).toMatchObject({ name: 'Gold', price: '20000.00', purchasable: true });
    expect(byId.platinum).toMatchObject({
      price: '25000.00',
      annualFee: '2000.00',
      purchasable: false,
      invitationOnly: true,
    });
    expect(byId.basic).toBeUndefined();
  });

  it('lists the ₹1 Basic test tier only when PAYMENTS_TEST_TIER asks for it (sandbox gateway)', async () => {
    const testing = await buildTestApp({ paymentsTestTier: true });
    try {
      const res = await testing.inject({ method: 'GET', url: '/api/membership/tiers' });
      const basic = (res.json() as { id: string }[]).find((t) => t.id === 'basic');
      expect(basic).toMatchObject({ price: '1.00', sandboxOnly: true });
    } finally {
      await testing.close();
    }
  });

  it('hides the sandbox-only Basic tier when the shop takes real payments (Razorpay)', async () => {
    const prod = await buildTestApp({
      isProduction: true,
      env: 'production',
      payments: { provider: 'razorpay', keyId: 'rzp_test_x', keySecret: 'secret', webhookSecret: 'hook' },
    });
    try {
      const res = await prod.inject({ method: 'GET', url: '/api/membership/tiers' });
      expect((res.json() as { id: string }[]).map((t) => t.id)).toEqual(['premium', 'gold', 'platinum']);
    } finally {
      await prod.close();
    }
  });
});
