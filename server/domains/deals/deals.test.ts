import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEAL_MESSAGES } from '../../../contracts/deals.ts';
import { auditLog, dealClaims, deals, pointsLedger, productVariants } from '../../db/schema/index.ts';
import { istInstant } from '../../lib/calendar.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createProduct, createSignedInUsers, createUser } from '../../test/factories.ts';

/**
 * The Dynamo Deal: staff set a day's gift; a member with an active card claims it once between 10:00
 * and 22:00 India time (the server's clock decides; here the clock is set, Date only); the last gift
 * claimed by many at once goes to exactly one. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
const DAY = '2031-05-20';
const NEXT_DAY = '2031-05-21';
type Headers = Record<string, string>;

let app: TestApp;
let categoryId: string;

/** Set the clock to an India time ('2031-05-20 10:00', plus seconds). */
function at(text: string, seconds = 0) {
  vi.setSystemTime(new Date(istInstant(text).getTime() + seconds * 1000));
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at(`${DAY} 08:00`);
  app = await buildTestApp();
  categoryId = (await createCategory(app.db, 'Dynamo gifts')).id;
});
afterAll(async () => {
  vi.useRealTimers();
  await app.close();
});
afterEach(() => at(`${DAY} 08:00`));

/** A fresh admin session (staff sessions idle out: the clock jumps between tests). */
async function admin(): Promise<Headers> {
  const user = await createUser(app.db, { role: 'admin' });
  return (await loginAs(app, user.email, user.password)).headers;
}

async function member(cardStatus: 'active' | 'inactive' | 'pending_review' = 'active') {
  const user = await createUser(app.db, { plan: 'premium', cardStatus });
  return { id: user.id, headers: (await loginAs(app, user.email, user.password)).headers };
}

/** Remove every deal (each test sets its own day's deal). */
async function clearDeals() {
  await app.db.delete(dealClaims);
  await app.db.delete(deals);
}

async function setDeal(headers: Headers, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/admin/deals', headers, payload: body });
}

const pointsDeal = (over: Record<string, unknown> = {}) => ({
  date: DAY,
  kind: 'points',
  points: 300,
  quantity: 5,
  title: 'Three hundred points',
  ...over,
});

const today = (headers: Headers) => app.inject({ method: 'GET', url: '/api/deals/today', headers });
const claim = (headers: Headers) => app.inject({ method: 'POST', url: '/api/deals/today/claim', headers });

async function balanceOf(userId: string) {
  const rows = await app.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
  return rows.reduce((sum, r) => sum + r.points, 0);
}

describe('staff set the day’s deal', () => {
  it('refuses a past date, a quantity below 1, no points, and a piece that is missing or out of stock', async () => {
    await clearDeals();
    const headers = await admin();
    const past = await setDeal(headers, pointsDeal({ date: '2031-05-19' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors.date).toEqual([DEAL_MESSAGES.dateInPast]);
    expect((await setDeal(headers, pointsDeal({ quantity: 0 }))).json().fieldErrors.quantity).toEqual([
      DEAL_MESSAGES.quantity,
    ]);
    expect((await setDeal(headers, pointsDeal({ points: 0 }))).statusCode).toBe(400);
    expect((await setDeal(headers, pointsDeal({ points: '' }))).statusCode).toBe(400);

    const unknown = await setDeal(headers, {
      ...pointsDeal({ kind: 'piece', points: undefined }),
      productId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.json().fieldErrors.productId).toEqual([DEAL_MESSAGES.productUnknown]);
    const soldOut = await createProduct(app.db, { categoryId, sizes: [{ value: 'M', stock: 0 }] });
    const noSize = await setDeal(headers, { ...pointsDeal({ kind: 'piece' }), productId: soldOut.id });
    expect(noSize.json().fieldErrors.variantId).toEqual([DEAL_MESSAGES.sizeRequired]);
    const emptySize = await setDeal(headers, {
      ...pointsDeal({ kind: 'piece' }),
      productId: soldOut.id,
      variantId: soldOut.variants[0]!.id,
    });
    expect(emptySize.json().fieldErrors.variantId).toEqual([DEAL_MESSAGES.sizeUnknown]);
    const voting = await createProduct(app.db, {
      categoryId,
      status: 'VOTE_TO_LAUNCH',
      sizes: [{ value: 'M', stock: 3 }],
    });
    const notInStock = await setDeal(headers, { ...pointsDeal({ kind: 'piece' }), productId: voting.id });
    expect(notInStock.json().fieldErrors.productId).toEqual([DEAL_MESSAGES.productNotInStock]);
    expect(await app.db.select().from(deals)).toEqual([]);
  });

  it('sets one deal a day, lists it with its claims, changes and cancels it only while unclaimed, audited', async () => {
    await clearDeals();
    const headers = await admin();
    const created = await setDeal(headers, pointsDeal());
    expect(created.statusCode).toBe(201);
    const deal = created.json();
    expect(deal).toMatchObject({ date: DAY, kind: 'points', points: 300, quantity: 5, claimed: 0 });
    expect((await setDeal(headers, pointsDeal())).statusCode).toBe(409);

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/admin/deals/${deal.id}`,
      headers,
      payload: pointsDeal({ points: 500, quantity: 2, title: 'Five hundred points' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ points: 500, quantity: 2, remaining: 2 });

    const tomorrow = await setDeal(headers, pointsDeal({ date: NEXT_DAY }));
    const upcoming = await app.inject({ method: 'GET', url: '/api/admin/deals?limit=1', headers });
    expect(upcoming.json().map((d: { date: string }) => d.date)).toEqual([DAY]);
    const more = await app.inject({
      method: 'GET',
      url: `/api/admin/deals?limit=1&cursor=${upcoming.headers['x-next-cursor']}`,
      headers,
    });
    expect(more.json().map((d: { date: string }) => d.date)).toEqual([NEXT_DAY]);
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/admin/deals/${tomorrow.json().id}`,
      headers,
    });
    expect(cancelled.statusCode).toBe(204);

    at(`${DAY} 12:00`);
    const ananya = await member();
    expect((await claim(ananya.headers)).statusCode).toBe(200);
    const staff = await admin();
    const listed = await app.inject({ method: 'GET', url: '/api/admin/deals', headers: staff });
    expect(listed.json()).toEqual([expect.objectContaining({ id: deal.id, claimed: 1, remaining: 1 })]);
    const claims = await app.inject({
      method: 'GET',
      url: `/api/admin/deals/${deal.id}/claims`,
      headers: staff,
    });
    expect(claims.json()).toEqual([expect.objectContaining({ userId: ananya.id, name: 'Test User' })]);
    const change = await app.inject({
      method: 'PUT',
      url: `/api/admin/deals/${deal.id}`,
      headers: staff,
      payload: pointsDeal({ points: 1 }),
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(DEAL_MESSAGES.hasClaims);
    const drop = await app.inject({ method: 'DELETE', url: `/api/admin/deals/${deal.id}`, headers: staff });
    expect(drop.statusCode).toBe(409);

    at(`${NEXT_DAY} 09:00`);
    const later = await admin();
    const past = await app.inject({ method: 'GET', url: '/api/admin/deals?when=past', headers: later });
    expect(past.json().map((d: { id: string }) => d.id)).toEqual([deal.id]);

    const trail = await app.db.select().from(auditLog).where(eq(auditLog.subjectType, 'deal'));
    expect(trail.map((r) => r.action).sort()).toEqual([
      'deal.cancel',
      'deal.create',
      'deal.create',
      'deal.update',
    ]);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/admin/deals'])).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/admin/deals/{id}'])).toEqual(['put', 'delete']);
    expect(doc.paths['/api/admin/deals/{id}/claims'].get).toBeTruthy();
    expect(doc.paths['/api/deals/today/claim'].post).toBeTruthy();
  });

  it('is for admins only: a sub-admin is refused', async () => {
    const sub = await createUser(app.db, { role: 'subadmin' });
    const { headers } = await loginAs(app, sub.email, sub.password);
    expect((await app.inject({ method: 'GET', url: '/api/admin/deals', headers })).statusCode).toBe(403);
  });
});

describe('a member claims the day’s deal', () => {
  it('between 10:00:00 and 21:59:59 India time, not at 09:59:59 or 22:00:00', async () => {
    await clearDeals();
    expect((await setDeal(await admin(), pointsDeal())).statusCode).toBe(201);

    at(`${DAY} 09:59`, 59);
    const early = await member();
    expect((await today(early.headers)).json()).toMatchObject({
      state: 'before',
      opensAt: '10:00 AM',
      deal: null,
    });
    const refused = await claim(early.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Today's Dynamo Deal opens at 10:00 AM");

    at(`${DAY} 10:00`);
    expect((await today(early.headers)).json()).toMatchObject({
      state: 'open',
      deal: { kind: 'points', points: 300, title: 'Three hundred points' },
    });
    expect((await claim(early.headers)).json()).toMatchObject({ state: 'claimed' });

    at(`${DAY} 21:59`, 59);
    const late = await member();
    expect((await claim(late.headers)).statusCode).toBe(200);

    at(`${DAY} 22:00`);
    const tooLate = await member();
    expect((await today(tooLate.headers)).json().state).toBe('after');
    const closed = await claim(tooLate.headers);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(DEAL_MESSAGES.closed('10:00 AM'));
    // A claim stays "Claimed" after the window.
    expect((await today(early.headers)).json().state).toBe('claimed');
  });

  it('credits the points once; a second claim is refused; an inactive card or an applicant cannot claim', async () => {
    await clearDeals();
    await setDeal(await admin(), pointsDeal());
    at(`${DAY} 15:00`);
    const devi = await member();
    const before = await balanceOf(devi.id);
    expect((await claim(devi.headers)).statusCode).toBe(200);
    const again = await claim(devi.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DEAL_MESSAGES.alreadyClaimed);
    expect(await balanceOf(devi.id)).toBe(before + 300);
    const ledger = await app.inject({ method: 'GET', url: '/api/user/points', headers: devi.headers });
    expect(ledger.json().activity).toContainEqual(
      expect.objectContaining({
        label: 'Dynamo Deal',
        points: 300,
        note: 'Dynamo Deal: Three hundred points',
        key: 'deal',
        params: { title: 'Three hundred points' },
      }),
    );

    for (const status of ['inactive', 'pending_review'] as const) {
      const someone = await member(status);
      expect((await today(someone.headers)).json()).toMatchObject({ state: 'card_inactive', deal: null });
      const refused = await claim(someone.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(DEAL_MESSAGES.cardInactive);
      expect(await balanceOf(someone.id)).toBe(0);
    }
  });

  it('a free piece holds one piece of the size’s stock in the claim', async () => {
    await clearDeals();
    const piece = await createProduct(app.db, {
      categoryId,
      name: 'Gift Kurta',
      sizes: [{ value: 'M', stock: 4 }],
    });
    const set = await setDeal(await admin(), {
      date: DAY,
      kind: 'piece',
      productId: piece.id,
      variantId: piece.variants[0]!.id,
      quantity: 2,
      title: 'A kurta on us',
    });
    expect(set.statusCode).toBe(201);
    at(`${DAY} 11:00`);
    const meera = await member();
    const claimed = await claim(meera.headers);
    expect(claimed.json()).toMatchObject({
      state: 'claimed',
      deal: { kind: 'piece', product: { name: 'Gift Kurta' }, size: 'M' },
    });
    const [size] = await app.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, piece.variants[0]!.id));
    expect(size!.stock).toBe(3);
  });

  it('the last gift claimed by 50 members at once: exactly one gets it, the others hear it is all claimed', async () => {
    await clearDeals();
    await setDeal(await admin(), pointsDeal({ quantity: 1, points: 700 }));
    at(`${DAY} 18:30`);
    const rush = await createSignedInUsers(app.db, 50);
    const answers = await Promise.all(rush.map((m) => claim(m.headers)));
    const won = answers.filter((a) => a.statusCode === 200);
    const lost = answers.filter((a) => a.statusCode !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const a of lost) {
      expect(a.statusCode).toBe(409);
      expect(a.json().message).toBe(DEAL_MESSAGES.allClaimed);
    }
    const claims = await app.db.select().from(dealClaims);
    expect(claims).toHaveLength(1);
    const [deal] = await app.db.select().from(deals);
    expect(deal!.remaining).toBe(0);
    const balances = await Promise.all(rush.map((m) => balanceOf(m.id)));
    expect(balances.filter((b) => b > 0)).toEqual([700]);
    expect(balances[rush.findIndex((m) => m.id === claims[0]!.userId)]).toBe(700);
    // A latecomer's banner says so.
    expect((await today(rush[1]!.headers)).json().state).toMatch(/all_claimed|claimed/);
    const fresh = await member();
    expect((await today(fresh.headers)).json().state).toBe('all_claimed');
  });
});

describe('a free piece is sent', () => {
  const claimsOf = (headers: Headers, dealId: string) =>
    app.inject({ method: 'GET', url: `/api/admin/deals/${dealId}/claims`, headers });
  const markSent = (headers: Headers, claimId: string) =>
    app.inject({ method: 'POST', url: `/api/admin/deals/claims/${claimId}/sent`, headers });

  it("staff mark a claim sent once, audited; the member's banner says where her piece stands", async () => {
    await clearDeals();
    const piece = await createProduct(app.db, {
      categoryId,
      name: 'Sent Kurta',
      sizes: [{ value: 'M', stock: 4 }],
    });
    await setDeal(await admin(), {
      date: DAY,
      kind: 'piece',
      productId: piece.id,
      variantId: piece.variants[0]!.id,
      quantity: 2,
      title: 'A kurta on us',
    });
    at(`${DAY} 11:00`);
    const user = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
    const meera = { id: user.id, headers: (await loginAs(app, user.email, user.password)).headers };
    expect((await claim(meera.headers)).statusCode).toBe(200);
    expect((await today(meera.headers)).json()).toMatchObject({
      state: 'claimed',
      sentAt: null,
      earlierGift: null,
    });

    at(`${DAY} 15:00`);
    const staff = await admin();
    const [deal] = await app.db.select().from(deals);
    const [waiting] = (await claimsOf(staff, deal!.id)).json() as { id: string; sentAt: string | null }[];
    expect(waiting).toMatchObject({ userId: meera.id, sentAt: null });
    const first = await markSent(staff, waiting!.id);
    expect(first.statusCode).toBe(200);
    const sentAt = istInstant(`${DAY} 15:00`).toISOString();
    expect(first.json()).toMatchObject({ id: waiting!.id, sentAt });

    // Again, later and twice at once (a double click, two staff): the first mark stands, recorded once.
    at(`${DAY} 15:05`);
    const again = await Promise.all([markSent(staff, waiting!.id), markSent(staff, waiting!.id)]);
    expect(again.map((r) => [r.statusCode, r.json().sentAt])).toEqual([
      [200, sentAt],
      [200, sentAt],
    ]);
    const trail = await app.db.select().from(auditLog).where(eq(auditLog.action, 'deal.claim_sent'));
    expect(trail).toHaveLength(1);
    expect(trail[0]!.summary).toMatch(/^Sent Sent Kurta of the Dynamo Deal of 2031-05-20 to /);
    expect((await claimsOf(staff, deal!.id)).json()[0].sentAt).toBe(sentAt);

    // Her banner today, the next day (no deal), and a week after it was sent.
    expect((await today(meera.headers)).json()).toMatchObject({ state: 'claimed', sentAt });
    at(`${NEXT_DAY} 09:00`);
    expect((await today(meera.headers)).json()).toMatchObject({
      state: 'none',
      earlierGift: { date: DAY, title: 'A kurta on us', product: { name: 'Sent Kurta' }, size: 'M', sentAt },
    });
    at('2031-05-27 16:00');
    const later = (await loginAs(app, user.email, user.password)).headers;
    expect((await today(later)).json()).toMatchObject({ state: 'none', earlierGift: null });
  });

  it('a gift of points has nothing to send; an unknown claim is not found; sub-admins are refused', async () => {
    await clearDeals();
    await setDeal(await admin(), pointsDeal());
    at(`${DAY} 12:00`);
    const priya = await member();
    expect((await claim(priya.headers)).statusCode).toBe(200);
    const [row] = await app.db.select().from(dealClaims);
    const staff = await admin();
    const points = await markSent(staff, row!.id);
    expect(points.statusCode).toBe(409);
    expect(points.json().message).toBe(DEAL_MESSAGES.nothingToSend);
    expect((await markSent(staff, crypto.randomUUID())).statusCode).toBe(404);
    const sub = await createUser(app.db, { role: 'subadmin' });
    const { headers } = await loginAs(app, sub.email, sub.password);
    expect((await markSent(headers, row!.id)).statusCode).toBe(403);
    expect((await today(priya.headers)).json()).toMatchObject({ state: 'claimed', sentAt: null });
  });
});
