import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../../contracts/addresses.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createSignedInUsers } from '../../test/factories.ts';
import { DELIVERY } from '../../test/orders.ts';
import { MAX_ADDRESSES } from './addresses.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/api/addresses', headers, payload });
const list = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/addresses', headers })).json() as Address[];

describe('delivery addresses', () => {
  it('saves an Indian address; the first is the default, a later one may take over', async () => {
    const [m] = await createSignedInUsers(app.db, 1);
    const first = await post(m!.headers, { ...DELIVERY, phone: '+91 98470-12345' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ phone: '9847012345', country: 'India', isDefault: true });
    await post(m!.headers, { ...DELIVERY, city: 'Thrissur', postalCode: '680001' });
    expect((await list(m!.headers)).map((a) => [a.city, a.isDefault])).toEqual([
      ['Kochi', true],
      ['Thrissur', false],
    ]);
    await post(m!.headers, { ...DELIVERY, city: 'Kozhikode', postalCode: '673001', isDefault: true });
    expect((await list(m!.headers)).filter((a) => a.isDefault).map((a) => a.city)).toEqual(['Kozhikode']);
  });

  it('answers bad fields with messages a person can act on, and saves nothing', async () => {
    const [m] = await createSignedInUsers(app.db, 1);
    const res = await post(m!.headers, {
      ...DELIVERY,
      phone: '12345',
      postalCode: '68203',
      state: 'Atlantis',
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().fieldErrors as Record<string, string[]>;
    expect(errors.phone).toEqual(['Enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9).']);
    expect(errors.postalCode).toEqual(['Enter a 6-digit PIN code.']);
    expect(errors.state).toEqual(['Please choose a state or union territory.']);
    expect(await list(m!.headers)).toEqual([]);
  });

  it(`keeps each member's addresses to themselves, at most ${MAX_ADDRESSES}`, async () => {
    const [m, other] = await createSignedInUsers(app.db, 2);
    for (let i = 0; i < MAX_ADDRESSES; i++) expect((await post(m!.headers, DELIVERY)).statusCode).toBe(201);
    const over = await post(m!.headers, DELIVERY);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      `You can keep up to ${MAX_ADDRESSES} addresses. Please remove one first.`,
    );
    expect(await list(other!.headers)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/addresses' })).statusCode).toBe(401);
  });

  it('edits, moves the default and deletes, but never the default; another member gets 404', async () => {
    const [m, other] = await createSignedInUsers(app.db, 2);
    const first = (await post(m!.headers, DELIVERY)).json() as Address;
    const second = (
      await post(m!.headers, { ...DELIVERY, city: 'Thrissur', postalCode: '680001' })
    ).json() as Address;
    const put = await app.inject({
      method: 'PUT',
      url: `/api/addresses/${second.id}`,
      headers: m!.headers,
      payload: { ...DELIVERY, city: 'Kannur', postalCode: '670001', line2: 'Near the fort' },
    });
    expect(put.json()).toMatchObject({ city: 'Kannur', line2: 'Near the fort', isDefault: false });
    const badPut = await app.inject({
      method: 'PUT',
      url: `/api/addresses/${second.id}`,
      headers: m!.headers,
      payload: { ...DELIVERY, postalCode: '12' },
    });
    expect(badPut.statusCode).toBe(400);
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/addresses/${first.id}`,
      headers: m!.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The default address cannot be deleted. Set another address as default first.',
    );
    const moved = await app.inject({
      method: 'POST',
      url: `/api/addresses/${second.id}/default`,
      headers: m!.headers,
    });
    expect(moved.json()).toMatchObject({ id: second.id, isDefault: true });
    expect((await list(m!.headers)).map((a) => [a.city, a.isDefault])).toEqual([
      ['Kannur', true],
      ['Kochi', false],
    ]);
    for (const req of [
      { method: 'PUT' as const, url: `/api/addresses/${first.id}`, payload: DELIVERY },
      { method: 'POST' as const, url: `/api/addresses/${first.id}/default` },
      { method: 'DELETE' as const, url: `/api/addresses/${first.id}` },
    ]) {
      expect((await app.inject({ ...req, headers: other!.headers })).statusCode).toBe(404);
    }
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/addresses/${first.id}`, headers: m!.headers }))
        .statusCode,
    ).toBe(200);
    expect((await list(m!.headers)).map((a) => a.city)).toEqual(['Kannur']);
  });
});
