import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../../contracts/addresses.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createSignedInUsers } from '../../test/factories.ts';
import { DELIVERY } from '../../test/orders.ts';
import { addressSnapshot, MAX_ADDRESSES } from './addresses.ts';

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

  it('names each address (trimmed), above its recipient; a change renames it; the order copy leaves it out', async () => {
    const [m] = await createSignedInUsers(app.db, 1);
    const home = await post(m!.headers, { ...DELIVERY, label: '  Home  ' });
    expect(home.statusCode).toBe(201);
    expect(home.json()).toMatchObject({ label: 'Home', name: 'Anjali Menon' });
    await post(m!.headers, { ...DELIVERY, label: 'Office', name: 'Meera Nair' });
    expect((await list(m!.headers)).map((a) => [a.label, a.name])).toEqual([
      ['Home', 'Anjali Menon'],
      ['Office', 'Meera Nair'],
    ]);
    const id = (home.json() as Address).id;
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/addresses/${id}`,
      headers: m!.headers,
      payload: { ...DELIVERY, label: "Amma's house" },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ label: "Amma's house", name: 'Anjali Menon' });
    const snapshot = await addressSnapshot(app.db, m!.id, id);
    expect(snapshot).toMatchObject({ name: 'Anjali Menon', city: 'Kochi' });
    expect(snapshot).not.toHaveProperty('label');
  });

  it('refuses an address without a name, or with a name over 30 characters, and changes nothing', async () => {
    const [m] = await createSignedInUsers(app.db, 1);
    const { label: _label, ...unnamed } = DELIVERY;
    for (const payload of [unnamed, { ...DELIVERY, label: '   ' }]) {
      const res = await post(m!.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.label).toEqual([
        'Please give the address a name, such as Home or Office.',
      ]);
    }
    const long = await post(m!.headers, { ...DELIVERY, label: 'x'.repeat(31) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.label).toEqual(['Address name must be at most 30 characters.']);
    expect(await list(m!.headers)).toEqual([]);

    const saved = (await post(m!.headers, DELIVERY)).json() as Address;
    const blank = await app.inject({
      method: 'PUT',
      url: `/api/addresses/${saved.id}`,
      headers: m!.headers,
      payload: { ...DELIVERY, label: '' },
    });
    expect(blank.statusCode).toBe(400);
    expect((await list(m!.headers)).map((a) => a.label)).toEqual(['Home']);
  });

  it("never shows or renames another member's address", async () => {
    const [m, other] = await createSignedInUsers(app.db, 2);
    const mine = (await post(m!.headers, { ...DELIVERY, label: 'Home' })).json() as Address;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/addresses/${mine.id}`,
      headers: other!.headers,
      payload: { ...DELIVERY, label: 'Taken' },
    });
    expect(res.statusCode).toBe(404);
    expect(await list(other!.headers)).toEqual([]);
    expect(await addressSnapshot(app.db, other!.id, mine.id)).toBeUndefined();
    expect((await list(m!.headers)).map((a) => a.label)).toEqual(['Home']);
  });
});
