import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_ADVISOR, signInByApi } from './support.ts';

/** What WhatsApp's link-preview fetcher sends. */
const WHATSAPP = { 'user-agent': 'WhatsApp/2.23.20.0 A' };

/** A demo product of a storefront, as the signed-in member's API lists it. */
async function demoProduct(request: APIRequestContext, storefront: 'STUDIO' | 'LIMITED-EDITION') {
  const res = await request.get(`/api/products?storefront=${storefront}&status=IN_STOCK&limit=1`);
  expect(res.status()).toBe(200);
  const [product] = (await res.json()) as { slug: string; name: string; price: string }[];
  if (!product) throw new Error(`no ${storefront} product in the demo data`);
  return product;
}

const htmlText = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"');
const metaContent = (html: string, key: string) =>
  htmlText(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '');

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('a shared product link previews for a crawler, and a visitor who follows it sees the STUDIO piece', async ({
  page,
  browser,
}) => {
  await signInByApi(page);
  const studio = await demoProduct(page.request, 'STUDIO');
  const limited = await demoProduct(page.request, 'LIMITED-EDITION');

  // The crawler (no cookies, WhatsApp's user agent) reads the product's own tags and picture.
  const crawler = await browser.newContext({ extraHTTPHeaders: WHATSAPP });
  for (const [path, product, withPrice] of [
    [`/products/${studio.slug}`, studio, true],
    [`/loops/studio?p=${studio.slug}`, studio, true],
    [`/boards/limited-edition/product/${limited.slug}`, limited, false],
  ] as const) {
    const res = await crawler.request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(htmlText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''), path).toBe(`${product.name} · Roslis`);
    expect(metaContent(html, 'og:description').includes('₹'), path).toBe(withPrice);
    const image = await crawler.request.get(metaContent(html, 'og:image'));
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
  }
  const advisorLink = await (await crawler.request.get(`/register?advisor=${DEMO_ADVISOR}`)).text();
  expect(/<title>([^<]*)<\/title>/.exec(advisorLink)?.[1]).toBe('Apply for the Roslis card');
  await crawler.close();

  // A person who is not signed in follows the link: the STUDIO piece opens, with the way to the card.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/products/${studio.slug}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: studio.name })).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: 'Apply for the card' })).toBeVisible();
  await visitor.close();

  // The member who follows it sees the product page itself.
  await page.goto(`/products/${studio.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: studio.name })).toBeVisible();
  await expect(page).toHaveTitle(`${studio.name} · Roslis`);
});

test('a card page link previews the card and the page still works', async ({ page, request }) => {
  const res = await request.get('/card', { headers: WHATSAPP });
  const html = await res.text();
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('The Roslis Card — Crafted for the Few');
  expect(html).toContain('<link rel="canonical" href="');
  const image = await request.get(metaContent(html, 'og:image'));
  expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
  await page.goto('/card');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect((await request.get('/robots.txt')).status()).toBe(200);
  expect(await (await request.get('/sitemap.xml')).text()).toContain('<urlset');
});
