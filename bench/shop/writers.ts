/**
 * bench/crash.ts's writers: concurrent clients doing what shoppers and the gateway write (votes, cart
 * adds, orders, payments by the signed webhook as Razorpay sends it, then the browser's verify) until the
 * server goes away, recording every write the server ACKNOWLEDGED (a 2xx received). `checkAcknowledged`
 * then asks the database whether each one is there.
 */
import { gatewayId, signPayment, signWebhook } from '../../server/lib/payments/signatures.ts';
import type { Bench, Member, StockedPiece } from '../fixtures.ts';
import type { Random } from '../harness.ts';
import { NetworkError, type ShopClient } from './client.ts';
import type { Shop } from './seed.ts';

export interface Webhook {
  raw: string;
  eventId: string;
  signature: string;
}

export interface Acked {
  votes: { userId: string; productId: string }[];
  cart: { userId: string; productId: string; variantId: string }[];
  orders: { userId: string; number: string; productId: string; variantId: string }[];
  /** Orders whose webhook (payment.captured) or verify was answered 200: they must be paid. */
  paid: { userId: string; number: string; paymentId: string; webhook?: Webhook; verify?: unknown }[];
}

export const newAcked = (): Acked => ({ votes: [], cart: [], orders: [], paid: [] });

/** Adds `more` to `into` (the whole run's acknowledged writes). */
export function addAcked(into: Acked, more: Acked) {
  into.votes.push(...more.votes);
  into.cart.push(...more.cart);
  into.orders.push(...more.orders);
  into.paid.push(...more.paid);
}

export function webhookFor(secret: string, orderId: string, paymentId: string, amount: number): Webhook {
  const raw = JSON.stringify({
    entity: 'event',
    account_id: 'acc_bench',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          order_id: orderId,
          amount,
          currency: 'INR',
          status: 'captured',
          method: 'card',
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  return { raw, eventId: gatewayId('evt'), signature: signWebhook(`${secret}:webhook`, raw) };
}

export function postWebhook(c: ShopClient, w: Webhook) {
  return c.call<{ status: string }>('webhook', 'POST', '/api/payment/webhook', {
    raw: w.raw,
    headers: { 'x-razorpay-signature': w.signature, 'x-razorpay-event-id': w.eventId },
  });
}

interface Placed {
  order: { number: string };
  payment: { id: string; amount: number } | null;
}

/** One member's writes: a vote, or a piece to the cart and then (mostly) the order, its payment and verify. */
async function writeOnce(c: ShopClient, shop: Shop, m: Member, secret: string, random: Random, acked: Acked) {
  const h = {
    authorization: m.authorization,
    'x-forwarded-for': `10.9.${(random() * 255) | 0}.${(random() * 255) | 0}`,
  };
  if (random() < 0.3) {
    const design = shop.votes[Math.floor(random() * shop.votes.length)]!;
    const voted = await c.call('vote', 'POST', `/api/products/${design.productId}/vote`, { headers: h });
    if (voted.status === 200) acked.votes.push({ userId: m.id, productId: design.productId });
    return;
  }
  // Half the time a scarce piece; once it is sold out ("out of stock", 400), a piece with plenty of
  // stock instead, so that orders keep coming in every round.
  let piece: StockedPiece = shop.drops[Math.floor(random() * shop.drops.length)]!;
  if (random() < 0.5) piece = shop.pieces[0]!;
  const add = (p: StockedPiece) =>
    c.call('cart', 'POST', '/api/cart', {
      headers: h,
      body: { productId: p.productId, variantId: p.variantId, quantity: 1 },
      expected: [400],
    });
  let added = await add(piece);
  if (added.status === 400 && piece !== shop.pieces[0]) {
    piece = shop.pieces[0]!;
    added = await add(piece);
  }
  if (added.status !== 201) return;
  acked.cart.push({ userId: m.id, productId: piece.productId, variantId: piece.variantId });
  if (random() < 0.15) return; // left in the cart
  const placed = await c.call<Placed>('checkout', 'POST', '/api/orders', {
    headers: { ...h, 'idempotency-key': `crash-${m.id}` },
    body: { addressId: m.addressId },
    expected: [409],
  });
  if (placed.status !== 201 || !placed.body.payment) return;
  const { number } = placed.body.order;
  const payment = placed.body.payment;
  acked.orders.push({ userId: m.id, number, productId: piece.productId, variantId: piece.variantId });
  if (random() < 0.15) return; // never paid: the reservation holds the piece
  const paymentId = gatewayId('pay');
  const webhook = webhookFor(secret, payment.id, paymentId, payment.amount);
  const hooked = await postWebhook(c, webhook);
  if (hooked.status === 200 && hooked.body.status === 'ok')
    acked.paid.push({ userId: m.id, number, paymentId, webhook });
  const verify = {
    razorpay_order_id: payment.id,
    razorpay_payment_id: paymentId,
    razorpay_signature: signPayment(secret, payment.id, paymentId),
  };
  const verified = await c.call('verify', 'POST', '/api/payment/verify', { headers: h, body: verify });
  if (verified.status === 200) {
    const known = acked.paid.find((p) => p.number === number);
    if (known) known.verify = verify;
    else acked.paid.push({ userId: m.id, number, paymentId, verify });
  }
}

/** Resolves once `orders` orders and `paid` payments are acknowledged (the kill is aimed after that), or after `ms`. */
export async function acknowledged(acked: Acked, orders: number, paid: number, ms: number) {
  const until = Date.now() + ms;
  while ((acked.orders.length < orders || acked.paid.length < paid) && Date.now() < until)
    await new Promise((r) => setTimeout(r, 10));
}

/**
 * `clients` writers, each taking the next member until the server stops answering (or `members` runs
 * out): resolves when every writer has stopped.
 */
export async function writeUntilGone(
  c: ShopClient,
  shop: Shop,
  members: Member[],
  clients: number,
  secret: string,
  random: Random,
  acked: Acked,
) {
  let next = 0;
  const writer = async () => {
    while (next < members.length) {
      try {
        await writeOnce(c, shop, members[next++]!, secret, random, acked);
      } catch (err) {
        if (err instanceof NetworkError) return;
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, writer));
  return next;
}

/** Every acknowledged write that the database does not hold, described. */
export async function checkAcknowledged(bench: Bench, acked: Acked): Promise<string[]> {
  const missing: string[] = [];
  const note = (text: string) => {
    if (missing.length < 10) missing.push(text);
    else if (missing.length === 10) missing.push('...');
  };
  const votes = new Set(
    (
      await bench.query<{ k: string }>(
        `select product_id || ':' || user_id as k from product_votes where user_id = any($1::uuid[])`,
        [acked.votes.map((v) => v.userId)],
      )
    ).map((r) => r.k),
  );
  for (const v of acked.votes)
    if (!votes.has(`${v.productId}:${v.userId}`)) note(`vote of ${v.userId} for ${v.productId}`);
  const cart = new Set(
    (
      await bench.query<{ k: string }>(
        `select user_id || ':' || variant_id as k from cart_items where user_id = any($1::uuid[])
         union select o.user_id || ':' || l.variant_id from orders o join order_lines l on l.order_id = o.id
          where o.user_id = any($1::uuid[]) and o.status = 'paid'`,
        [acked.cart.map((v) => v.userId)],
      )
    ).map((r) => r.k),
  );
  for (const v of acked.cart)
    if (!cart.has(`${v.userId}:${v.variantId}`)) note(`cart line of ${v.userId} (variant ${v.variantId})`);
  const orders = new Map(
    (
      await bench.query<{ number: string; k: string; status: string; payment: string | null }>(
        `select o.number, o.user_id || ':' || l.variant_id as k, o.status::text as status, p.payment_id as payment
           from orders o join order_lines l on l.order_id = o.id left join payments p on p.id = o.payment_id
          where o.number = any($1::text[])`,
        [acked.orders.map((o) => o.number).concat(acked.paid.map((o) => o.number))],
      )
    ).map((r) => [r.number, r]),
  );
  for (const o of acked.orders) {
    const row = orders.get(o.number);
    if (row?.k !== `${o.userId}:${o.variantId}`) note(`order ${o.number} of ${o.userId}`);
  }
  for (const p of acked.paid) {
    const row = orders.get(p.number);
    if (row?.status !== 'paid')
      note(`order ${p.number}: acknowledged paid, found ${row?.status ?? 'no order'}`);
    else if (p.webhook && row.payment !== p.paymentId)
      note(`order ${p.number}: paid by ${row.payment}, the acknowledged webhook paid ${p.paymentId}`);
  }
  return missing;
}

interface ApiOrder {
  number: string;
  status: string;
}

/**
 * The same question through the restarted server, as each owner sees it: their votes, their cart (or
 * the paid order that took the piece), their orders and whether they are paid.
 */
export async function checkThroughApi(c: ShopClient, members: Map<string, Member>, acked: Acked) {
  const missing: string[] = [];
  const as = (userId: string) => ({ authorization: members.get(userId)!.authorization });
  const orders = async (userId: string) =>
    (await c.call<ApiOrder[]>('check', 'GET', '/api/orders?limit=50', { headers: as(userId) })).body;
  for (const v of acked.votes) {
    const res = await c.call<{ productId: string }[]>('check', 'GET', '/api/user/voted-products', {
      headers: as(v.userId),
    });
    if (res.status !== 200 || !res.body.some((p) => p.productId === v.productId))
      missing.push(`vote of ${v.userId} for ${v.productId} (${res.status})`);
  }
  for (const l of acked.cart) {
    const res = await c.call<{ variantId: string | null }[]>('check', 'GET', '/api/cart', {
      headers: as(l.userId),
    });
    if (res.status === 200 && res.body.some((i) => i.variantId === l.variantId)) continue;
    // Each member orders one piece only: a paid order of theirs took the line out of the cart.
    const paid = (await orders(l.userId)).some((o) => o.status === 'paid');
    if (!paid) missing.push(`cart line of ${l.userId} (${res.status})`);
  }
  const paid = new Set(acked.paid.map((p) => p.number));
  for (const o of [
    ...acked.orders,
    ...acked.paid.filter((p) => !acked.orders.some((x) => x.number === p.number)),
  ]) {
    const res = await c.call<ApiOrder>('check', 'GET', `/api/orders/${o.number}`, { headers: as(o.userId) });
    if (res.status !== 200) missing.push(`order ${o.number}: ${res.status}`);
    else if (paid.has(o.number) && res.body.status !== 'paid')
      missing.push(`order ${o.number}: acknowledged paid, shown ${res.body.status}`);
  }
  return missing;
}
