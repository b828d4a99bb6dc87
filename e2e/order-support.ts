import {
  type APIRequestContext,
  type APIResponse,
  expect,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { stamp } from './admin-support.ts';

/**
 * Orders made through the API for the journeys that start after a purchase (the back office's order
 * work, an exchange, feedback after delivery): what a member and staff would have done on the pages that
 * other journeys walk through.
 */

/** An API client signed in as `who` (a member or staff: the demo sign-in needs no second step). */
export async function apiAs(who: { email: string; password: string }): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const res = await context.post('/api/auth/login', { data: { email: who.email, password: who.password } });
  expect(res.ok(), await res.text()).toBe(true);
  return context;
}

/** The answer's JSON, after checking it succeeded (the URL, status and body in the message when not). */
export async function ok(res: APIResponse) {
  expect(res.ok(), `${res.url()} ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/** A delivery address in Kochi, as the address form saves it. */
export const KOCHI_ADDRESS = {
  label: 'Home',
  name: 'Ananya Menon',
  phone: '98470 12345',
  line1: '14/220 Kasavu Lane, Panampilly Nagar',
  line2: '',
  city: 'Kochi',
  state: 'Kerala',
  postalCode: '682036',
};

/**
 * A paid order of one in-stock STUDIO piece, placed and paid in the sandbox through the API, from an
 * emptied bag: its number and the piece.
 */
export async function paidOrderByApi(member: APIRequestContext) {
  for (const line of (await ok(await member.get('/api/cart'))) as { id: string }[])
    await member.delete(`/api/cart/${line.id}`);
  const cards = (await ok(await member.get('/api/products?storefront=STUDIO&status=IN_STOCK&limit=40'))) as {
    slug: string;
    sizesInStock: string[];
  }[];
  const card = cards.find((c) => c.sizesInStock.length > 0)!;
  const product = (await ok(await member.get(`/api/products/${card.slug}`))) as {
    id: string;
    name: string;
    variants: { id: string; stock: number }[];
  };
  const variant = product.variants.find((v) => v.stock > 0)!;
  await ok(
    await member.post('/api/cart', { data: { productId: product.id, variantId: variant.id, quantity: 1 } }),
  );
  const address = (await ok(await member.post('/api/addresses', { data: KOCHI_ADDRESS }))) as { id: string };
  const placed = (await ok(
    await member.post('/api/orders', {
      data: { addressId: address.id },
      headers: { 'idempotency-key': `journey-${stamp()}` },
    }),
  )) as { order: { number: string }; payment: { id: string } };
  const paid = await ok(
    await member.post('/api/payment/sandbox/complete', {
      data: { orderId: placed.payment.id, outcome: 'success' },
    }),
  );
  await ok(await member.post('/api/payment/verify', { data: paid }));
  return { number: placed.order.number, productName: product.name };
}

/** Staff take an order to the door in the back office's steps: processing, shipped, delivered. */
export async function deliverByApi(staff: APIRequestContext, number: string) {
  const [order] = (await ok(await staff.get(`/api/admin/orders?q=${number}`))) as { id: string }[];
  for (const step of [
    { status: 'processing' },
    { status: 'shipped', carrier: 'Blue Dart', trackingNumber: 'BD987654321IN' },
    { status: 'delivered' },
  ]) {
    await ok(await staff.post(`/api/admin/orders/${order!.id}/status`, { data: step }));
  }
}
