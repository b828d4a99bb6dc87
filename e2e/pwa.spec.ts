import { expect, test } from '@playwright/test';
import { signInByApi } from './support.ts';

/**
 * The installable app: its manifest and icons, the service worker taking control of the page, and the
 * offline page (with the piece looked at last) when the network is gone.
 */
test('the manifest is served with reachable icons; the worker controls the page; offline shows the offline page', async ({
  page,
  context,
  browser,
}) => {
  const manifestRes = await page.request.get('/manifest.webmanifest');
  expect(manifestRes.status()).toBe(200);
  expect(manifestRes.headers()['content-type']).toContain('application/manifest+json');
  expect(manifestRes.headers()['cache-control']).toBe('no-cache');
  const manifest = (await manifestRes.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Roslis',
    short_name: 'Roslis',
    start_url: '/',
    display: 'standalone',
  });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const src of [...manifest.icons.map((i) => i.src), '/icons/apple-touch-icon.png']) {
    const icon = await page.request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');

  await signInByApi(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const products = (await (
    await page.request.get('/api/products?storefront=STUDIO&status=IN_STOCK&limit=1')
  ).json()) as {
    slug: string;
    name: string;
  }[];
  const piece = products[0];
  if (!piece) throw new Error('no STUDIO product in the demo data');
  await page.goto(`/products/${piece.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();

  // A visitor (signed out) on the same piece: the worker controls her page too, but keeps nothing for
  // her beyond the shell (no pictures, no pages).
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(`/products/${piece.slug}`);
  await guest.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await guest.reload();
  await expect(guest.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
  expect(await guest.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await guest.locator('main img').first().waitFor();
  const guestCached = await guest.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (name.includes('precache')) continue;
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(guestCached.filter((url) => !url.endsWith('/__roslis/signed-in'))).toEqual([]);
  await visitor.close();

  // The worker registers after the page has loaded, and controls the page from its next load.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Members' answers are never kept: no cache holds an /api/ request.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
  expect(cached.some((url) => new URL(url).pathname === '/offline.html')).toBe(true);

  await context.setOffline(true);
  await page.goto('/boards/studio');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: piece.name })).toHaveAttribute(
    'href',
    `/products/${piece.slug}`,
  );
  // Its picture, from the worker's picture cache.
  const picture = page.locator('#recent-list img').first();
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Back online, the offline page reloads itself: the shop's own page, from the network.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await expect(page).toHaveURL(/\/boards\/studio$/);
});
