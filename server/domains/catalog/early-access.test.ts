import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CARD_RULE_DEFAULTS } from '../../../contracts/card-rules.ts';
import type { Plan } from '../../../contracts/membership.ts';
import { cartItems, products } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createProduct, createUser } from '../../test/factories.ts';
import { postOrder, saveAddress } from '../../test/orders.ts';
import { EARLY_ACCESS_MESSAGES } from './early-access.ts';

/**
 * Gold's early access: a launched piece opens to Gold and Platinum at once and to everyone else the
 * card's early-access hours later. Before that the product page says when, and the bag and the order
 * refuse it with that date; from the opening second on it sells as any other piece.
 */
let app: TestApp;
let admin: Record<string, string>;
let categoryId: string;

const SECOND = 1000;
const HOURS = CARD_RULE_DEFAULTS.earlyAccessHours * 3_600_000;

beforeAll(async () => {
  app = await buildTestApp();
  const a = await createUser(app.db, { role: 'admin' });
  admin = (await loginAs(app, a.email, a.password)).headers;
  categoryId = (await createCategory(app.db, `Early access ${Date.now()}`)).id;
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Set the server's clock (Date only: the database keeps real time). */
function clockAt(at: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

async function member(plan: Plan) {
  const user = await createUser(app.db, { plan, cardStatus: 'active' });
  return { ...user, headers: (await loginAs(app, user.email, user.password)).headers };
}

/** A LIMITED-EDITION piece in stock that opened to orders at `launchedAt` (null: never launched). */
async function launchedPiece(launchedAt: Date | null) {
  const p = await createProduct(app.db, {
    categoryId,
    availableIn: 'LIMITED-EDITION',
    sizes: [{ value: 'M', stock: 10 }],
  });
  await app.db.update(products).set({ launchedAt }).where(eq(products.id, p.id));
  return { ...p, variantId: p.variants[0]!.id };
}

const addToBag = (headers: Record<string, string>, piece: { id: string; variantId: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/cart',
    headers,
    payload: { productId: piece.id, variantId: piece.variantId, quantity: 1 },
  });

const page = (headers: Record<string, string>, slug: string) =>
  app.inject({ method: 'GET', url: `/api/products/${slug}`, headers });

/** A launch a minute ago, to the second. */
const aMinuteAgo = () => new Date(Math.floor(Date.now() / SECOND) * SECOND - 60 * SECOND);

describe('the refusal names the opening in India time', () => {
  it('says the day and time a person can act on', () => {
    expect(EARLY_ACCESS_MESSAGES.notYet(new Date('2026-11-30T04:45:00Z'))).toBe(
      'Gold early access: this piece opens for you on 30 November 2026 at 10:15 am.',
    );
  });
});

describe('adding a launched piece to the bag', () => {
  it('refuses a Premium member one second before her opening and takes it one second after', async () => {
    const launchedAt = aMinuteAgo();
    const opens = new Date(launchedAt.getTime() + HOURS);
    const piece = await launchedPiece(launchedAt);
    const premium = await member('premium');

    clockAt(new Date(opens.getTime() - SECOND));
    const early = await addToBag(premium.headers, piece);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'FORBIDDEN', message: EARLY_ACCESS_MESSAGES.notYet(opens) });
    expect(await app.db.select().from(cartItems).where(eq(cartItems.userId, premium.id))).toHaveLength(0);

    clockAt(new Date(opens.getTime() + SECOND));
    expect((await addToBag(premium.headers, piece)).statusCode).toBe(201);
  });

  it('opens at the opening second itself', async () => {
    const launchedAt = aMinuteAgo();
    const piece = await launchedPiece(launchedAt);
    const premium = await member('premium');
    clockAt(new Date(launchedAt.getTime() + HOURS));
    expect((await addToBag(premium.headers, piece)).statusCode).toBe(201);
  });

  it.each(['gold', 'platinum'] as const)('takes it from a %s member at once', async (plan) => {
    const piece = await launchedPiece(aMinuteAgo());
    const buyer = await member(plan);
    expect((await addToBag(buyer.headers, piece)).statusCode).toBe(201);
  });

  it('does not hold back pieces launched long ago, nor pieces never launched', async () => {
    const premium = await member('premium');
    const old = await launchedPiece(new Date(Date.now() - HOURS - 60 * SECOND));
    const never = await launchedPiece(null);
    expect((await addToBag(premium.headers, old)).statusCode).toBe(201);
    expect((await addToBag(premium.headers, never)).statusCode).toBe(201);
  });

  it('holds back a STUDIO design launched from voting for a signed-in non-member too', async () => {
    const p = await createProduct(app.db, { categoryId, sizes: [{ value: 'M', stock: 5 }] });
    await app.db.update(products).set({ launchedAt: aMinuteAgo() }).where(eq(products.id, p.id));
    const visitor = await createUser(app.db);
    const headers = (await loginAs(app, visitor.email, visitor.password)).headers;
    const res = await addToBag(headers, { id: p.id, variantId: p.variants[0]!.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/^Gold early access: this piece opens for you on /);
  });
});

describe('placing an order with a launched piece in the bag', () => {
  it('refuses it before the member’s opening and places it one second after', async () => {
    const launchedAt = aMinuteAgo();
    const opens = new Date(launchedAt.getTime() + HOURS);
    const piece = await launchedPiece(launchedAt);
    const premium = await member('premium');
    const addressId = await saveAddress(app, premium.headers);
    // A line from before the launch rule held it back (a bag kept across a relaunch).
    await app.db
      .insert(cartItems)
      .values({ userId: premium.id, productId: piece.id, variantId: piece.variantId, quantity: 1 });

    clockAt(new Date(opens.getTime() - SECOND));
    const early = await postOrder(app, premium.headers, addressId);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(EARLY_ACCESS_MESSAGES.notYetInBag(piece.name, opens));

    clockAt(new Date(opens.getTime() + SECOND));
    expect((await postOrder(app, premium.headers, addressId)).statusCode).toBe(201);
  });
});

describe('the product page', () => {
  it('tells a Premium member when the piece opens for her, and tells Gold nothing', async () => {
    const launchedAt = aMinuteAgo();
    const opens = new Date(launchedAt.getTime() + HOURS);
    const piece = await launchedPiece(launchedAt);
    const premium = await member('premium');
    const gold = await member('gold');

    // Gold first, so the shared cached answer is built for someone who waits for nothing.
    const forGold = await page(gold.headers, piece.slug);
    expect(forGold.statusCode).toBe(200);
    expect(forGold.json().earlyAccess ?? null).toBeNull();

    const forPremium = await page(premium.headers, piece.slug);
    expect(forPremium.statusCode).toBe(200);
    expect(forPremium.json()).toMatchObject({
      slug: piece.slug,
      earlyAccess: { opensForYouAt: opens.toISOString() },
    });
    expect(forPremium.headers.etag).not.toBe(forGold.headers.etag);
    // Her copy is not taken for Gold's: the ETag names the opening.
    const revalidated = await app.inject({
      method: 'GET',
      url: `/api/products/${piece.slug}`,
      headers: { ...premium.headers, 'if-none-match': String(forGold.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
    expect((await page(gold.headers, piece.slug)).json().earlyAccess ?? null).toBeNull();

    clockAt(new Date(opens.getTime() + SECOND));
    expect((await page(premium.headers, piece.slug)).json().earlyAccess ?? null).toBeNull();
  });
});

describe('staff', () => {
  it('a LIMITED-EDITION piece published orderable records its launch, and the editor shows both openings', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin,
      payload: {
        name: `Launch piece ${Date.now()}`,
        slug: `launch-piece-${Date.now()}`,
        description: 'A new run.',
        details: [],
        categoryId,
        availableIn: 'LIMITED-EDITION',
        status: 'IN_STOCK',
        pricePaise: 349_900,
        compareAtPricePaise: null,
        voteThreshold: 100,
        preOrderLimit: null,
        preOrderEndDate: null,
        variants: [{ name: 'size', value: 'M', stock: 5 }],
      },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.launchedAt).not.toBeNull();
    expect(new Date(created.premiumOpensAt).getTime() - new Date(created.launchedAt).getTime()).toBe(HOURS);
  });

  it('a STUDIO piece created in stock is no launch; a design launched from voting is', async () => {
    const studio = await createProduct(app.db, { categoryId });
    const got = await app.inject({ method: 'GET', url: `/api/admin/products/${studio.id}`, headers: admin });
    expect(got.json()).toMatchObject({ launchedAt: null, premiumOpensAt: null });

    const design = await createProduct(app.db, {
      categoryId,
      status: 'VOTE_TO_LAUNCH',
      voteThreshold: 1,
      voteCount: 1,
      sizes: [{ value: 'M', stock: 0 }],
    });
    const before = Date.now();
    const launched = await app.inject({
      method: 'POST',
      url: `/api/admin/products/${design.id}/launch`,
      headers: admin,
      payload: { to: 'IN_STOCK', stock: [{ variantId: design.variants[0]!.id, stock: 3 }] },
    });
    expect(launched.statusCode).toBe(200);
    const at = new Date(launched.json().product.launchedAt).getTime();
    expect(at).toBeGreaterThanOrEqual(before - SECOND);
    expect(new Date(launched.json().product.premiumOpensAt).getTime()).toBe(at + HOURS);
  });
});

describe("the member's prices beside the cards", () => {
  const pricesOf = async (headers: Record<string, string>, id: string) =>
    (
      (await app.inject({ method: 'GET', url: `/api/member-prices?ids=${id}`, headers })).json() as {
        prices: { productId: string; opensForYouAt: string | null }[];
      }
    ).prices.find((p) => p.productId === id);

  it('say when a launched piece opens for Premium, so a card can count down; nothing for Gold or an open piece', async () => {
    const launched = aMinuteAgo();
    const piece = await launchedPiece(launched);
    const old = await launchedPiece(new Date(launched.getTime() - HOURS - SECOND));
    const premium = await member('premium');
    const gold = await member('gold');
    expect((await pricesOf(premium.headers, piece.id))?.opensForYouAt).toBe(
      new Date(launched.getTime() + HOURS).toISOString(),
    );
    expect((await pricesOf(gold.headers, piece.id))?.opensForYouAt).toBeNull();
    expect((await pricesOf(premium.headers, old.id))?.opensForYouAt).toBeNull();
  });
});
