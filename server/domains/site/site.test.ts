import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ hrEmail: 'jobs@roslis.example' });
});
afterAll(() => app.close());

describe('GET /api/site', () => {
  it('answers the configured HR address, and that /register offers a phone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hrEmail: 'jobs@roslis.example', phoneSignup: true });
  });
});
