/**
 * One shopper's visit, as the web app makes its requests: a board and its next page, two product pages
 * (each with its "You might also like" row), a vote for a design, a piece added to the cart and the
 * cart drawer, checkout (POST /api/orders with an Idempotency-Key), the sandbox checkout dialog's
 * payment (POST /api/payment/sandbox/complete, which signs the result and delivers the signed webhook),
 * the browser's verify, and the confirmation page. One in ten visits wants a scarce piece: a sold-out
 * answer there (400 at the cart, 409 at checkout) is the shop's answer, and the shopper takes the line
 * out of the cart. Every other non-2xx answer counts as unexpected (client.ts).
 *
 * A visit cut short after the cart (the warm-up's or the run's end) leaves its piece in the member's bag,
 * as a real shopper who closes the tab does; her next visit checks out with it. When that piece was a
 * scarce one it may have sold out since, so the 409 is the shop's answer there too.
 */
import type { Member, StockedPiece } from '../fixtures.ts';
import { BROWSER_ENCODINGS, type Random } from '../harness.ts';
import type { ShopClient } from './client.ts';
import type { Shop } from './seed.ts';

const any = <T>(items: T[], random: Random): T => items[Math.floor(random() * items.length)]!;

const BOARDS = [
  '/api/products?storefront=STUDIO&limit=24',
  '/api/products?storefront=LIMITED-EDITION&limit=24',
  '/api/products?storefront=STUDIO&status=VOTE_TO_LAUNCH&limit=24',
  ...Array.from({ length: 20 }, (_, i) => `/api/products?categorySlug=bench-${i + 1}&limit=24`),
];

/** What the visits acknowledged (a 2xx received): the ledger after the run must match it exactly. */
export interface Acknowledged {
  visits: number;
  votes: number;
  cartAdds: number;
  ordersPlaced: number;
  soldOut: number;
  /** Orders the sandbox checkout answered 200 for (paid: it settled them). */
  paid: number;
}

/** Per member: the cart line of a scarce piece an earlier visit added and did not order. */
const scarceInBag = new Map<string, string>();

export const newAcknowledged = (): Acknowledged => ({
  visits: 0,
  votes: 0,
  cartAdds: 0,
  ordersPlaced: 0,
  soldOut: 0,
  paid: 0,
});

interface PlacedOrder {
  order: { number: string };
  payment: { id: string } | null;
}

async function productPage(c: ShopClient, slug: string, headers: Record<string, string>) {
  await c.call('product page', 'GET', `/api/products/${slug}`, { headers });
  await c.call('product page', 'GET', `/api/products/${slug}/related`, { headers });
}

/**
 * One visit; `go` is asked between steps, and a visit stops there once it answers false (the end of
 * the measured run): every request sent is still answered and counted.
 */
export async function visit(
  go: () => boolean,
  c: ShopClient,
  shop: Shop,
  m: Member,
  ip: string,
  key: string,
  random: Random,
  ack: Acknowledged,
) {
  const h = { authorization: m.authorization, 'x-forwarded-for': ip };
  const browser = { ...h, ...BROWSER_ENCODINGS };
  const board = any(BOARDS, random);
  const first = await c.call('browse', 'GET', board, { headers: browser });
  const cursor = first.headers['x-next-cursor'];
  if (typeof cursor === 'string')
    await c.call('browse', 'GET', `${board}&cursor=${encodeURIComponent(cursor)}`, { headers: browser });
  if (!go()) return;
  await productPage(c, any(shop.slugs, random), browser);
  if (!go()) return;
  const design = any(shop.votes, random);
  const voted = await c.call('vote', 'POST', `/api/products/${design.productId}/vote`, { headers: h });
  if (voted.status === 200) ack.votes++;

  if (!go()) return;
  const scarce = shop.drops.length > 0 && random() < 0.1;
  const piece: StockedPiece = any(scarce ? shop.drops : shop.pieces, random);
  await productPage(c, piece.slug, browser);
  if (!go()) return;
  const added = await c.call<{ id: string }>('cart', 'POST', '/api/cart', {
    headers: h,
    body: { productId: piece.productId, variantId: piece.variantId, quantity: 1 },
    expected: scarce ? [400] : [],
  });
  if (added.status !== 201) {
    ack.soldOut++;
    return;
  }
  ack.cartAdds++;
  const leftover = scarceInBag.get(m.id);
  if (scarce) scarceInBag.set(m.id, added.body.id);
  if (!go()) return;
  await c.call('cart', 'GET', '/api/cart', { headers: h });
  if (!go()) return;

  const placed = await c.call<PlacedOrder>('checkout', 'POST', '/api/orders', {
    headers: { ...h, 'idempotency-key': key },
    body: { addressId: m.addressId },
    expected: scarce || leftover ? [409] : [],
  });
  if (placed.status === 409) {
    ack.soldOut++;
    for (const line of new Set([leftover, scarce ? added.body.id : undefined]))
      if (line) await c.call('cart', 'DELETE', `/api/cart/${line}`, { headers: h });
    scarceInBag.delete(m.id);
    return;
  }
  if (placed.status !== 201 || !placed.body.payment) return;
  ack.ordersPlaced++;
  if (!go()) return;
  const paid = await c.call<Record<string, string>>('pay', 'POST', '/api/payment/sandbox/complete', {
    headers: h,
    body: { orderId: placed.body.payment.id, outcome: 'success' },
  });
  if (paid.status !== 200) return;
  scarceInBag.delete(m.id); // a paid order's pieces leave the bag
  ack.paid++; // the sandbox settled it (its webhook); verify confirms it
  if (!go()) return;
  const verified = await c.call('verify', 'POST', '/api/payment/verify', { headers: h, body: paid.body });
  if (verified.status !== 200 || !go()) return;
  await c.call('order page', 'GET', `/api/orders/${placed.body.order.number}`, { headers: browser });
  ack.visits++;
}
