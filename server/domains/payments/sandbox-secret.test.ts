import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { signWebhook } from '../../lib/payments/signatures.ts';
import { openTestDatabase, testConfig } from '../../test/app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'roslis-sandbox-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the sandbox gateway’s signing secret', () => {
  it('sign the sandbox gateway unless SANDBOX_PAYMENT_SECRET is set: the old public default is refused', async () => {
    // Two app processes on one data directory (PGlite) or one database (PostgreSQL), one after the other.
    const database = await openTestDatabase();
    const start = () =>
      buildApp(
        { ...testConfig, dataDir, payments: { provider: 'sandbox' }, codeHashSecret: undefined },
        { database, logger: false },
      );
    const app = await start();
    const again = await start();
    try {
      const secrets = app.config.payments;
      expect(secrets.keySecret).not.toBe('roslis-sandbox-secret');
      // The same data directory, the same secrets (a restart keeps them).
      expect(again.config.payments).toEqual(secrets);
      expect(again.config.codeHashSecret).toBe(app.config.codeHashSecret);
      const raw = JSON.stringify({ event: 'payment.captured', payload: {} });
      const post = (signature: string) =>
        app.inject({
          method: 'POST',
          url: '/api/payment/webhook',
          headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
          payload: raw,
        });
      const forged = await post(signWebhook('roslis-sandbox-secret:webhook', raw));
      expect(forged.statusCode).toBe(400);
      const genuine = await post(signWebhook(secrets.webhookSecret!, raw));
      expect(genuine.statusCode).toBe(200);
    } finally {
      await app.close();
      await again.close();
      await database.close();
    }
  });
});
