import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { STAFF, stamp } from './admin-support.ts';
import { E2E_STORAGE } from './storage.ts';
import { ADMIN, MEMBER, signInByApi } from './support.ts';

/**
 * The exchange upload: a member reports a delivered piece damaged with her unboxing video from the
 * order page, and staff play the video in the back office's Orders tab, by byte ranges as a browser
 * seeks. The video goes through the server to the store (the disk, or the bucket with E2E_STORAGE=s3)
 * and back; it is the member's and staff's only, so it never has a public address.
 */

async function apiAs(who: { email: string; password: string }): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const res = await context.post('/api/auth/login', { data: { email: who.email, password: who.password } });
  expect(res.ok(), await res.text()).toBe(true);
  return context;
}

const ok = async (res: Awaited<ReturnType<APIRequestContext['get']>>) => {
  expect(res.ok(), `${res.url()} ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
};

/** One in-stock STUDIO piece, ordered and paid (sandbox) through the API, then taken to the door by staff. */
async function deliveredOrder(member: APIRequestContext, staff: APIRequestContext) {
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
  await ok(await member.post('/api/cart', { data: { productId: product.id, variantId: variant.id } }));
  const address = (await ok(
    await member.post('/api/addresses', {
      data: {
        label: 'Home',
        name: 'Ananya Menon',
        phone: '98470 12345',
        line1: '14/220 Kasavu Lane, Panampilly Nagar',
        line2: '',
        city: 'Kochi',
        state: 'Kerala',
        postalCode: '682036',
      },
    }),
  )) as { id: string };
  const placed = (await ok(
    await member.post('/api/orders', {
      data: { addressId: address.id },
      headers: { 'idempotency-key': `exchange-${stamp()}` },
    }),
  )) as { order: { number: string }; payment: { id: string } };
  const paid = await ok(
    await member.post('/api/payment/sandbox/complete', {
      data: { orderId: placed.payment.id, outcome: 'success' },
    }),
  );
  await ok(await member.post('/api/payment/verify', { data: paid }));
  const [order] = (await ok(await staff.get(`/api/admin/orders?q=${placed.order.number}`))) as {
    id: string;
  }[];
  for (const step of [
    { status: 'processing' },
    { status: 'shipped', carrier: 'Blue Dart', trackingNumber: 'BD987654321IN' },
    { status: 'delivered' },
  ]) {
    await ok(await staff.post(`/api/admin/orders/${order!.id}/status`, { data: step }));
  }
  return { number: placed.order.number, productName: product.name };
}

/** A small WebM: the container's first bytes (what the shop checks), then numbered bytes. */
function unboxingVideo() {
  const bytes = Buffer.from(Array.from({ length: 64 * 1024 }, (_, i) => i % 251));
  Buffer.from('1a45dfa39f4286810142f7810142f281', 'hex').copy(bytes, 0);
  return bytes;
}

test(`a member reports a damaged piece with her unboxing video; staff play it (${E2E_STORAGE} store)`, async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const member = await apiAs(MEMBER);
  const staffApi = await apiAs(ADMIN);
  const { number, productName } = await deliveredOrder(member, staffApi);
  await member.dispose();
  await staffApi.dispose();

  await signInByApi(page, MEMBER);
  await page.goto(`/orders/${number}`);
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Report damage' }).first().click();
  const form = page.getByRole('form', { name: `Report damage on ${productName}` });
  await form.getByLabel('What is damaged?').fill('The zari border is torn at the hem.');
  const video = unboxingVideo();
  await form
    .getByLabel(/^Unboxing video/)
    .setInputFiles({ name: 'unboxing.webm', mimeType: 'video/webm', buffer: video });
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Damage reported', { exact: true })).toBeVisible();
  await expect(page.getByText('Damage reported: we are reviewing your video')).toBeVisible();

  // The back office: the report waits in the Orders tab with its video, served by the server.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await context.newPage();
  await signInByApi(staff, STAFF);
  await staff.goto('/admin/orders');
  await expect(staff.getByRole('heading', { name: /^Exchange requests/ })).toBeVisible();
  const report = staff.getByRole('listitem').filter({ hasText: number });
  const player = report.getByLabel(`Unboxing video for ${productName}`);
  await expect(player).toBeVisible();
  const src = (await player.getAttribute('src'))!;
  expect(src).toMatch(/^\/api\/exchanges\/[0-9a-f-]+\/video$/);
  // A seek: the bytes asked for, as stored.
  const part = await staff.request.get(src, { headers: { range: 'bytes=1000-1999' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 1000-1999/${video.length}`);
  expect((await part.body()).equals(video.subarray(1000, 2000))).toBe(true);
  const whole = await staff.request.get(src);
  expect(whole.status()).toBe(200);
  expect((await whole.body()).equals(video)).toBe(true);
  // No one else's: signed out, the video is refused.
  const outsider = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await outsider.get(src)).status()).toBe(401);
  await outsider.dispose();
  await context.close();
});
