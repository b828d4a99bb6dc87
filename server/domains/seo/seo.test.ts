import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_DEFAULT_COLUMNS, BOARD_OPENING_SIZES, tileRatioIndex } from '../../../contracts/board.ts';
import { productImages, products } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createAdvisor, createCategory, createProduct, createUser } from '../../test/factories.ts';
import { productLdSchema } from './fixtures/product-ld-schema.ts';
import { rememberedPageHeads } from './service.ts';

/** What WhatsApp's link-preview fetcher sends. */
const WHATSAPP = { 'user-agent': 'WhatsApp/2.23.20.0 A' };
const ORIGIN = 'https://shop.roslis.example';

/** The built index.html's head as Vite writes it (multi-line tags), and a prerendered page. */
const INDEX_HTML = `<!doctype html>
<html lang="en-IN" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <title>Roslis · The membership card for women’s wear</title>
    <meta
      name="description"
      content="Roslis is a selective membership card for women's wear from Kerala."
    />
    <meta property="og:site_name" content="Roslis" />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Roslis · The membership card for women’s wear" />
    <meta
      property="og:description"
      content="Members-only designs every month."
    />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script defer src="/boot.js" data-main="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"><div data-shell>ROSLIS</div></div></body>
</html>`;
const prerendered = (title: string) =>
  INDEX_HTML.replace(/<title>.*<\/title>/, `<title>${title}</title>`)
    .replace('</head>', '<style>body{color:red}</style></head>')
    .replace('<div data-shell>ROSLIS</div>', '<main><h1>The card</h1></main>');

let app: TestApp;
let dataDir: string;
const webDir = mkdtempSync(join(tmpdir(), 'roslis-seo-web-'));
let studio: Awaited<ReturnType<typeof createProduct>>;
let limited: Awaited<ReturnType<typeof createProduct>>;
let advisorCode: string;
let inactiveCode: string;

beforeAll(async () => {
  writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
  mkdirSync(join(webDir, 'prerendered'));
  const pages: Record<string, string> = {};
  for (const [path, file, title] of [
    ['/', 'index.html', 'Roslis · The membership card for women’s wear'],
    ['/card', 'card.html', 'The Roslis Card — Crafted for the Few · Roslis'],
    ['/card2', 'card2.html', 'Compare Premium &amp; Gold Cards · Roslis'],
    ['/membership', 'membership.html', 'Membership · Roslis'],
    ['/ml/card', 'ml-card.html', 'The Roslis Card — Crafted for the Few · Roslis'],
  ] as const) {
    writeFileSync(join(webDir, 'prerendered', file), prerendered(title));
    pages[path] = `prerendered/${file}`;
  }
  writeFileSync(join(webDir, 'prerendered.json'), JSON.stringify(pages));
  // A board's first API request, as the build lists it (web/app/route-table.ts, PAGE_FIRST_REQUESTS).
  writeFileSync(
    join(webDir, 'page-requests.json'),
    JSON.stringify({
      account: '/api/auth/account/:userId',
      accountPaths: ['/boards/studio'],
      pages: { '/boards/studio': ['/api/products?storefront=STUDIO&limit=50'] },
    }),
  );
  dataDir = mkdtempSync(join(tmpdir(), 'roslis-seo-data-'));
  app = await buildTestApp({ webDir, dataDir, publicOrigin: ORIGIN });
  const category = await createCategory(app.db, `Kurtas ${Date.now()}`);
  studio = await createProduct(app.db, {
    categoryId: category.id,
    name: 'Kasavu Paisley Kurta',
    pricePaise: 149900,
    sizes: [{ value: 'M', stock: 3 }],
  });
  limited = await createProduct(app.db, {
    categoryId: category.id,
    name: 'Signature Silk Tunic',
    availableIn: 'LIMITED-EDITION',
    pricePaise: 2345600,
  });
  advisorCode = (await createAdvisor(app.db, { name: 'Meera Nair' })).code;
  inactiveCode = (await createAdvisor(app.db, { name: 'Gone Away', isActive: false })).code;
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webDir, { recursive: true, force: true });
});

/** The content of a head tag: `<meta property="og:image" content="...">` and the like (entities undone). */
function tag(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const m = new RegExp(`<meta ${attr}="${key.replaceAll(':', '\\:')}" content="([^"]*)"`).exec(html);
  return m?.[1]?.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

async function preview(url: string) {
  const res = await app.inject({ method: 'GET', url, headers: WHATSAPP });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
}

/** The og:image answers 200 with a 1200x630 PNG. */
async function expectPreviewImage(html: string) {
  const url = tag(html, 'property', 'og:image');
  expect(url?.startsWith(`${ORIGIN}/og/`), url).toBe(true);
  expect(tag(html, 'property', 'og:image:width')).toBe('1200');
  expect(tag(html, 'property', 'og:image:height')).toBe('630');
  const res = await app.inject({ method: 'GET', url: url!.slice(ORIGIN.length), headers: WHATSAPP });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  const meta = await sharp(res.rawPayload).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  return res;
}

describe('link previews for a crawler (WhatsApp)', () => {
  it("a public product's three shared links carry its own title, its price in ₹ and a 1200x630 picture", async () => {
    for (const url of [
      `/products/${studio.slug}`,
      `/boards/studio/product/${studio.slug}`,
      `/loops/studio?p=${studio.slug}`,
    ]) {
      const html = await preview(url);
      expect(titleOf(html), url).toBe('Kasavu Paisley Kurta · Roslis');
      expect(tag(html, 'property', 'og:title')).toBe('Kasavu Paisley Kurta · Roslis');
      expect(tag(html, 'name', 'description')).toMatch(/^₹1,499 · Kurtas/);
      expect(tag(html, 'property', 'og:description')).toContain('₹1,499');
      expect(tag(html, 'property', 'og:url')).toBe(`${ORIGIN}/products/${studio.slug}`);
      expect(head(html)).toContain(`<link rel="canonical" href="${ORIGIN}/products/${studio.slug}" />`);
      expect(tag(html, 'property', 'og:type')).toBe('product');
      expect(tag(html, 'name', 'twitter:card')).toBe('summary_large_image');
      // One title, one description: the built ones are replaced, not repeated.
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/name="description"/g)).toHaveLength(1);
      expect(html.match(/property="og:title"/g)).toHaveLength(1);
      // The page itself is the app as built: a person still gets the SPA and its sign-in rules.
      expect(html).toContain('<script defer src="/boot.js"');
      expect(html).toContain('<div id="root">');
      await expectPreviewImage(html);
    }
  });

  it('a members-only product previews its name and picture but never its price', async () => {
    const html = await preview(`/products/${limited.slug}`);
    expect(titleOf(html)).toBe('Signature Silk Tunic · Roslis');
    const tags = head(html);
    expect(tags).not.toContain('₹');
    expect(tags).not.toContain('23,456');
    expect(tags).not.toContain('23456');
    expect(tags).not.toContain('application/ld+json');
    expect(tag(html, 'name', 'robots')).toBe('noindex');
    expect(tag(html, 'name', 'description')).toContain('members-only');
    await expectPreviewImage(html);
  });

  it('an unknown slug gets the generic shop tags with 200, never an error page', async () => {
    const html = await preview('/products/no-such-piece-anywhere');
    expect(titleOf(html)).toBe('Roslis · The membership card for women’s wear');
    expect(tag(html, 'name', 'robots')).toBe('noindex');
    expect(head(html)).not.toContain('/og/products/');
    await expectPreviewImage(html);
    const loops = await preview('/loops/limited-edition?p=%E0%A4%A');
    expect(titleOf(loops)).toBe('Roslis · The membership card for women’s wear');
  });

  it("/register?advisor=CODE invites with the advisor's first name only while the code is active", async () => {
    const html = await preview(`/register?advisor=${advisorCode.toLowerCase()}`);
    expect(titleOf(html)).toBe('Apply for the Roslis card');
    expect(tag(html, 'name', 'description')).toMatch(/^Meera, your Roslis Fashion Advisor, invites you/);
    expect(head(html)).not.toContain('Nair');
    expect(tag(html, 'property', 'og:url')).toBe(`${ORIGIN}/register?advisor=${advisorCode}`);
    await expectPreviewImage(html);
    for (const code of [inactiveCode, 'NOSUCHCODE']) {
      const generic = await preview(`/register?advisor=${code}`);
      expect(titleOf(generic)).toBe('Apply for the Roslis card');
      expect(tag(generic, 'name', 'description')).toMatch(/^Apply for the Roslis membership card/);
      expect(head(generic)).not.toContain('Gone');
      expect(tag(generic, 'property', 'og:url')).toBe(`${ORIGIN}/register`);
    }
  });

  it("the card pages carry their own title, canonical and the card's picture (prerendered HTML kept)", async () => {
    for (const [path, title] of [
      // A title that names the brand is not suffixed (as the web app's usePageMeta does).
      ['/card', 'The Roslis Card — Crafted for the Few'],
      ['/card2', 'Compare Premium &amp; Gold Cards · Roslis'],
      ['/membership', 'Membership · Roslis'],
      ['/', 'Roslis · The membership card for women’s wear'],
    ] as const) {
      const html = await preview(path);
      expect(titleOf(html), path).toBe(title);
      expect(head(html)).toContain(`<link rel="canonical" href="${ORIGIN}${path}" />`);
      expect(tag(html, 'name', 'robots')).toBeUndefined();
      expect(html).toContain('<main><h1>The card</h1></main>');
      // The tags come before the inline stylesheet: crawlers read only the start of a page.
      expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('<style>'));
      await expectPreviewImage(html);
    }
  });

  it('a Malayalam address previews in Malayalam, and each language names both addresses (hreflang)', async () => {
    const ml = await preview('/ml/card');
    expect(titleOf(ml)).toBe('Roslis കാർഡ് — തിരഞ്ഞെടുത്ത ചിലർക്കായി');
    expect(tag(ml, 'property', 'og:title')).toBe('Roslis കാർഡ് — തിരഞ്ഞെടുത്ത ചിലർക്കായി');
    expect(tag(ml, 'property', 'og:description')).toContain('മെമ്പർഷിപ്പ് കാർഡ്');
    expect(tag(ml, 'property', 'og:locale')).toBe('ml_IN');
    expect(head(ml)).toContain(`<link rel="canonical" href="${ORIGIN}/ml/card" />`);
    expect(ml).toContain('<main><h1>The card</h1></main>');
    const en = await preview('/card');
    expect(tag(en, 'property', 'og:locale')).toBe('en_IN');
    for (const html of [ml, en]) {
      expect(head(html)).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/card" />`);
      expect(head(html)).toContain(`<link rel="alternate" hreflang="ml" href="${ORIGIN}/ml/card" />`);
      expect(head(html)).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/card" />`);
    }
    // Only the translated pages have a Malayalam address.
    expect(titleOf(await preview('/ml/about'))).toBe('Roslis · The membership card for women’s wear');
  });

  it('escapes every value: a product name with markup stays text, in tags and in JSON-LD', async () => {
    const category = await createCategory(app.db, `Tops ${Date.now()}`);
    const evil = await createProduct(app.db, {
      categoryId: category.id,
      name: `Top "x" <script>alert('1')</script> & </title>`,
      sizes: [{ value: 'S', stock: 1 }],
    });
    const html = await preview(`/products/${evil.slug}`);
    const tags = head(html);
    expect(tags).not.toContain('<script>alert');
    expect(tags).not.toContain('</title> &');
    expect(tags).toContain('&lt;script&gt;alert(&#39;1&#39;)&lt;/script&gt; &amp; &lt;/title&gt;');
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(tags)?.[1];
    expect(ld).toContain('\\u003cscript\\u003e');
    expect(JSON.parse(ld!).name).toBe(`Top "x" <script>alert('1')</script> & </title>`);
  });

  it('canonical and og:url come from PUBLIC_ORIGIN, never from a forged Host header', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/products/${studio.slug}`,
      headers: { ...WHATSAPP, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.body).not.toContain('evil.example');
    expect(tag(res.body, 'property', 'og:url')).toBe(`${ORIGIN}/products/${studio.slug}`);
  });

  it('a signed-in member following the link gets the same tags and the page as before', async () => {
    const member = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
    const { cookie } = await loginAs(app, member.email, member.password);
    const res = await app.inject({ method: 'GET', url: `/products/${limited.slug}`, cookies: cookie });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Signature Silk Tunic · Roslis');
    expect(head(res.body)).not.toContain('₹');
    // A visitor who follows the link gets the teaser from the API: no price.
    const anonymous = await app.inject({ method: 'GET', url: `/api/products/${limited.slug}` });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.body).not.toMatch(/price/);
  });
});

describe('schema.org Product JSON-LD', () => {
  it("a public product's page carries Product/Offer data that passes the rich-results schema", async () => {
    const html = await preview(`/products/${studio.slug}`);
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    const parsed = productLdSchema.safeParse(JSON.parse(ld!));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toMatchObject({
      name: 'Kasavu Paisley Kurta',
      url: `${ORIGIN}/products/${studio.slug}`,
      brand: { '@type': 'Brand', name: 'Roslis' },
      offers: {
        price: '1499.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/products/${studio.slug}`,
      },
    });
    // Not for search engines when SITEMAP_PRODUCTS is off (as here; on by default).
    expect(tag(html, 'name', 'robots')).toBe('noindex');
  });

  it('the schema check refuses what Google would: no price, a non-INR currency, a bad availability', () => {
    const good = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'x',
      image: ['https://a.example/x.png'],
      offers: {
        '@type': 'Offer',
        price: '10.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
    };
    expect(productLdSchema.safeParse(good).success).toBe(true);
    for (const offers of [
      { ...good.offers, price: undefined },
      { ...good.offers, price: '₹10' },
      { ...good.offers, priceCurrency: 'Rs' },
      { ...good.offers, availability: 'InStock' },
    ])
      expect(productLdSchema.safeParse({ ...good, offers }).success).toBe(false);
    expect(productLdSchema.safeParse({ ...good, name: undefined }).success).toBe(false);
  });
});

describe("a shared link's tags under many visitors", () => {
  it("are read once for everyone within the catalogue's staleness, and afresh after it", async () => {
    const piece = await createProduct(app.db, { categoryId: studio.categoryId, availableIn: 'STUDIO' });
    const config = { publicOrigin: ORIGIN, sitemapProducts: true };
    const path = `/products/${piece.slug}`;
    const none = new URLSearchParams();
    const kept = rememberedPageHeads(app.db, config, 60_000);
    const [a, b] = await Promise.all([kept(path, none), kept(path, none)]);
    expect(a).toBe(b);
    await app.db.update(products).set({ name: 'Renamed Kurta' }).where(eq(products.id, piece.id));
    // Within the staleness the tags stay those first read; asked every time (0), the change shows.
    expect((await kept(path, none))?.title).toBe(a?.title);
    const fresh = rememberedPageHeads(app.db, config, 0);
    expect((await fresh(path, none))?.title).toBe('Renamed Kurta · Roslis');
  });
});

describe('preview pictures', () => {
  it('are made once, kept in storage, served with an ETag and long cache headers, and made again on change', async () => {
    const html = await preview(`/products/${studio.slug}`);
    const url = tag(html, 'property', 'og:image')!.slice(ORIGIN.length);
    const first = await app.inject({ method: 'GET', url });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag as string;
    const stored = readdirSync(join(dataDir, 'uploads', 'og', 'products'));
    expect(stored.filter((f) => f.startsWith(studio.id))).toHaveLength(1);
    const again = await app.inject({ method: 'GET', url });
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const notModified = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    // Without its version (an old or hand-made link): the current picture, kept an hour only.
    const bare = await app.inject({ method: 'GET', url: `/og/products/${studio.slug}.png` });
    expect(bare.headers['cache-control']).toBe('public, max-age=3600');

    await app.db.update(products).set({ pricePaise: 179900 }).where(eq(products.id, studio.id));
    const changed = await preview(`/products/${studio.slug}`);
    const newUrl = tag(changed, 'property', 'og:image')!.slice(ORIGIN.length);
    expect(newUrl).not.toBe(url);
    expect(tag(changed, 'name', 'description')).toMatch(/^₹1,799/);
    const redrawn = await expectPreviewImage(changed);
    expect(redrawn.headers.etag).not.toBe(etag);
    expect(redrawn.rawPayload.equals(first.rawPayload)).toBe(false);
    const after = readdirSync(join(dataDir, 'uploads', 'og', 'products'));
    expect(after.filter((f) => f.startsWith(studio.id))).toHaveLength(2);
  });

  it("draws a product's uploaded photo (its main picture) rather than the generated garment", async () => {
    const category = await createCategory(app.db, `Photos ${Date.now()}`);
    const piece = await createProduct(app.db, { categoryId: category.id, name: 'Photographed Saree' });
    const key = `products/${piece.id}/${randomUUID()}-1440.webp`;
    const red = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#d01010' } })
      .webp()
      .toBuffer();
    await app.storage.put(key, Readable.from([red]), { maxBytes: 1_000_000 });
    await app.db.update(productImages).set({ isPrimary: false }).where(eq(productImages.productId, piece.id));
    await app.db.insert(productImages).values({
      productId: piece.id,
      imageUrl: `/media/${key}`,
      isPrimary: true,
      position: 0,
      storageKey: key,
    });
    const html = await preview(`/products/${piece.slug}`);
    const res = await expectPreviewImage(html);
    // The middle of the picture's frame is the photo's red.
    const { data } = await sharp(res.rawPayload)
      .extract({ left: 270, top: 310, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([data[0]! > 180, data[1]! < 60, data[2]! < 60]).toEqual([true, true, true]);
  });

  it('an unknown product has no picture (404); the card picture is always there', async () => {
    expect((await app.inject({ method: 'GET', url: '/og/products/nothing-here.png' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/og/card.png' })).statusCode).toBe(200);
  });

  it('two first requests at once both get the picture, stored once', async () => {
    const category = await createCategory(app.db, `Shirts ${Date.now()}`);
    const fresh = await createProduct(app.db, { categoryId: category.id, name: 'Fresh Linen Shirt' });
    const [a, b] = await Promise.all([
      app.inject({ method: 'GET', url: `/og/products/${fresh.slug}.png` }),
      app.inject({ method: 'GET', url: `/og/products/${fresh.slug}.png` }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    const stored = readdirSync(join(dataDir, 'uploads', 'og', 'products'));
    expect(stored.filter((f) => f.startsWith(fresh.id))).toHaveLength(1);
  });
});

describe("a product page's photo starts with its HTML", () => {
  const preloads = (html: string) => head(html).match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
  const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;

  it('the product page preloads its main picture at high priority, once; its overlays and other pages do not', async () => {
    const html = await page(`/products/${studio.slug}`);
    // The gallery's first picture (the primary one), by the address its <img> uses.
    expect(preloads(html)).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/media/garments/top-plain-8a5a44-f4e1c1-0.svg" />',
    ]);
    // Early in the head, before the stylesheet and the script, so the browser asks for it first.
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('src="/boot.js"'));
    for (const url of [
      `/boards/studio/product/${studio.slug}`,
      `/loops/studio?p=${studio.slug}`,
      '/products/no-such-piece-anywhere',
      '/card',
      '/boards/studio',
    ]) {
      expect(preloads(await page(url)), url).toEqual([]);
    }
  });

  it('the app shell of a product page and a storefront draws that photo in its HTML, in place of the wordmark', async () => {
    const lead = (html: string) =>
      /<div data-lead[^>]*>.*?<\/picture><\/div><div id="root"><\/div>/.exec(html)?.[0];
    expect(lead(await page(`/products/${studio.slug}`))).toContain(
      '<img src="/media/garments/top-plain-8a5a44-f4e1c1-0.svg" alt="" width="900" height="1200" fetchpriority="high" />',
    );
    expect(lead(await page('/studio'))).toContain('src="/media/garments/dress-floral-7a2434-f0d9b5-0.svg"');
    for (const url of ['/boards/studio', `/products/${limited.slug}`, '/card', '/profile']) {
      const html = await page(url);
      expect(lead(html), url).toBeUndefined();
    }
  });

  it("a signed-in member's board draws its first row in the HTML, as her list holds it; a visitor's does not", async () => {
    const member = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
    const { cookie } = await loginAs(app, member.email, member.password);
    const list = await app.inject({
      method: 'GET',
      url: '/api/products?storefront=STUDIO&limit=50',
      cookies: cookie,
    });
    const cards = list.json() as { id: string; images: { url: string }[] }[];
    expect(cards.length).toBeGreaterThan(0);
    const html = (await app.inject({ method: 'GET', url: '/boards/studio', cookies: cookie })).body;
    const drawn = [...html.matchAll(/<picture data-aspect="(\d)"><img src="([^"]+)"/g)].map((m) => [
      Number(m[1]),
      m[2],
    ]);
    expect(drawn).toEqual(
      cards.slice(0, BOARD_DEFAULT_COLUMNS.wide).map((c) => [tileRatioIndex(c.id), c.images[0]!.url]),
    );
    expect(html).toContain('<div data-lead data-board role="status" aria-label="Loading Roslis">');
    expect(html).toContain(`sizes="${BOARD_OPENING_SIZES}"`);
    // A visitor (the list answers 401), and a piece opened over the board: the wordmark.
    expect((await app.inject({ method: 'GET', url: '/boards/studio' })).body).not.toContain('data-lead');
    const overlay = await app.inject({
      method: 'GET',
      url: `/boards/studio/product/${studio.slug}`,
      cookies: cookie,
    });
    expect(overlay.body).not.toContain('data-lead');
  });

  it('a storefront preloads the picture its hero opens on', async () => {
    for (const [url, picture] of [
      ['/studio', '/media/garments/dress-floral-7a2434-f0d9b5-0.svg'],
      ['/limited-edition', '/media/garments/kurta-paisley-1f3b30-d4b074-0.svg'],
    ] as const) {
      const html = await page(url);
      expect(preloads(html), url).toEqual([
        `<link rel="preload" as="image" fetchpriority="high" href="${picture}" />`,
      ]);
      // Not kept out of indexes: a page behind sign-in is no reason to mark it so (Lighthouse's SEO).
      expect(head(html), url).not.toContain('noindex');
    }
  });

  it("an uploaded photo is preloaded as the gallery's first source picks it: its AVIF widths and sizes", async () => {
    const category = await createCategory(app.db, `Preloads ${Date.now()}`);
    const piece = await createProduct(app.db, { categoryId: category.id, name: 'Preloaded Kurta' });
    await app.db.update(productImages).set({ isPrimary: false }).where(eq(productImages.productId, piece.id));
    const url = (width: number, format: string) => `/media/products/${piece.id}/p-${width}.${format}`;
    await app.db.insert(productImages).values({
      productId: piece.id,
      imageUrl: url(1440, 'webp'),
      isPrimary: true,
      position: 0,
      variants: [480, 960].flatMap((width) =>
        (['webp', 'avif'] as const).map((format) => ({ width, format, url: url(width, format) })),
      ),
    });
    expect(preloads(await page(`/products/${piece.slug}`))).toEqual([
      `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${url(480, 'avif')} 480w, ${url(960, 'avif')} 960w" imagesizes="(min-width: 1024px) 40rem, 100vw" type="image/avif" />`,
    ]);
  });

  it("a members-only piece's page preloads no photo (a visitor sees its teaser, not the photo)", async () => {
    expect(preloads(await page(`/products/${limited.slug}`))).toEqual([]);
  });
});
