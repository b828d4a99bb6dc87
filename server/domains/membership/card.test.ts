import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_VIEW_MESSAGES, type MemberCard } from '../../../contracts/membership.ts';
import { accounts } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createUser } from '../../test/factories.ts';

/** The digital card and its QR link: signed, revocable, and telling staff only "active" and a first name. */
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function member(opts: Parameters<typeof createUser>[1] = { plan: 'gold', cardStatus: 'active' }) {
  const user = await createUser(app.db, { firstName: 'Asha', lastName: 'Nair', ...opts });
  return { ...user, headers: (await loginAs(app, user.email, user.password)).headers };
}
const cardOf = async (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/membership/card', headers });
const tokenOf = (card: MemberCard) => new URL(card.verifyUrl).pathname.split('/').pop()!;
const verify = (token: string) => app.inject({ method: 'GET', url: `/api/verify-card/${token}` });

describe('the digital card', () => {
  it('has one number, and its QR link shows staff "active" and the first name only', async () => {
    const m = await member();
    const first = (await cardOf(m.headers)).json() as MemberCard;
    expect(first).toMatchObject({ holder: 'Asha Nair', plan: 'gold', status: 'active' });
    expect(first.cardNumber).toMatch(/^RSL \d{4} \d{4} \d{4}$/);
    const again = (await cardOf(m.headers)).json() as MemberCard;
    expect(again.cardNumber).toBe(first.cardNumber);
    expect(new URL(first.verifyUrl).pathname).toMatch(/^\/verify-card\/[\w-]+\.[\w-]+$/);

    const seen = await verify(tokenOf(first));
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ status: 'active', firstName: 'Asha' });
    expect(seen.body).not.toContain('Nair');
    expect(seen.body).not.toContain(m.email);

    await app.db.update(accounts).set({ cardStatus: 'inactive' }).where(eq(accounts.userId, m.id));
    expect((await verify(tokenOf(first))).json()).toEqual({ status: 'inactive', firstName: 'Asha' });
  });

  it('refuses a tampered, malformed or forged token with the same 404', async () => {
    const m = await member();
    const token = tokenOf((await cardOf(m.headers)).json() as MemberCard);
    const [payload, sig] = token.split('.') as [string, string];
    const [number, version] = Buffer.from(payload, 'base64url').toString().split(':');
    const other = `${number!.slice(0, -1)}${(Number(number!.at(-1)) + 1) % 10}`;
    const flipped = `${sig.slice(0, -2)}${sig.at(-2) === 'A' ? 'B' : 'A'}${sig.at(-1)}`;
    for (const bad of [
      `${payload}.${flipped}`,
      `${Buffer.from(`${other}:${version}`).toString('base64url')}.${sig}`,
      `${Buffer.from(`${number}:${Number(version) + 1}`).toString('base64url')}.${sig}`,
      'not-a-token-at-all',
      'bad.token',
      token.slice(0, 8),
      `${payload}.`,
      // The signed token itself with something added: one form of a token is valid, no other.
      `${token}.x`,
      `${payload}x.${sig}`,
      `${Buffer.from(`${number}:0${version}`).toString('base64url')}.${sig}`,
      `${Buffer.from(`${number}:${version}:x`).toString('base64url')}.${sig}`,
    ]) {
      const res = await verify(encodeURIComponent(bad));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CARD_VIEW_MESSAGES.invalidLink);
    }
  });

  it('reissuing revokes every older link; the new one works', async () => {
    const m = await member();
    const old = (await cardOf(m.headers)).json() as MemberCard;
    const fresh = (
      await app.inject({ method: 'POST', url: '/api/membership/card/reissue', headers: m.headers })
    ).json() as MemberCard;
    expect(fresh.cardNumber).toBe(old.cardNumber);
    expect(fresh.verifyUrl).not.toBe(old.verifyUrl);
    expect((await verify(tokenOf(old))).statusCode).toBe(404);
    expect((await verify(tokenOf(fresh))).statusCode).toBe(200);
  });

  it('is only ever the signed-in member’s own; no card before approval; 401 signed out', async () => {
    const a = await member();
    const b = await member({ plan: 'premium', cardStatus: 'active', firstName: 'Meera' });
    const cardA = (await cardOf(a.headers)).json() as MemberCard;
    const cardB = (await cardOf(b.headers)).json() as MemberCard;
    expect(cardA.cardNumber).not.toBe(cardB.cardNumber);
    // No member id is read from the request: B asking with A's id in the query still gets B's card.
    const asked = await app.inject({
      method: 'GET',
      url: `/api/membership/card?userId=${a.id}`,
      headers: b.headers,
    });
    expect((asked.json() as MemberCard).cardNumber).toBe(cardB.cardNumber);

    const pending = await member({ plan: 'premium', cardStatus: 'pending_review' });
    const none = await cardOf(pending.headers);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(CARD_VIEW_MESSAGES.noCard);
    expect((await app.inject({ method: 'GET', url: '/api/membership/card' })).statusCode).toBe(401);
  });
});
