import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createCategory, createProduct } from '../../test/factories.ts';

const ORIGIN = 'https://shop.roslis.example';
const WHATSAPP = { 'user-agent': 'WhatsApp/2.23.20.0 A' };
const webDir = mkdtempSync(join(tmpdir(), 'roslis-sitemap-web-'));
let app: TestApp;

beforeAll(async () => {
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><html><head><title>Roslis</title></head><body><div id="root"></div></body></html>',
  );
  app = await buildTestApp({ webDir, publicOrigin: ORIGIN });
});
afterAll(async () => {
  await app.close();
  rmSync(webDir, { recursive: true, force: true });
});

const robotsTag = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** Against the sitemap 0.9 schema, with the XHTML alternate links (hreflang) it may carry. */
async function validateSitemap(xml: string) {
  return validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'sitemap-hreflang.xsd', contents: fixture('sitemap-hreflang.xsd') }],
    preload: [
      { fileName: 'sitemap.xsd', contents: fixture('sitemap.xsd') },
      { fileName: 'xhtml-link.xsd', contents: fixture('xhtml-link.xsd') },
    ],
  });
}

describe('search engines', () => {
  it('sitemap.xml lists the public pages with absolute URLs and validates against the sitemap 0.9 schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const result = await validateSitemap(res.body);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    for (const path of ['/', '/card', '/card2', '/membership', '/about', '/ml', '/ml/card', '/ml/membership'])
      expect(res.body).toContain(`<loc>${ORIGIN}${path}</loc>`);
    // Each translated page names its addresses in both languages and English as the default.
    const card = res.body
      .split('<url>')
      .filter((u) => u.includes(`${ORIGIN}/ml/card<`) || u.includes(`<loc>${ORIGIN}/card<`));
    expect(card).toHaveLength(2);
    for (const entry of card) {
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/card"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="ml" href="${ORIGIN}/ml/card"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/card"/>`);
    }
    expect(res.body).not.toContain('/ml/about');
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/);
    // Products only when SITEMAP_PRODUCTS is on (on by default; off here).
    expect(res.body).not.toContain('/products/');
  });

  it('the schema check catches a broken sitemap (a relative URL, a bad date)', async () => {
    const bad = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>/x</loc><lastmod>today</lastmod></url></urlset>`;
    expect((await validateSitemap(bad)).valid).toBe(false);
  });

  it('robots.txt keeps crawlers out of accounts, the back office and the API, and names the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    for (const path of ['/api/', '/admin', '/profile', '/dashboard', '/dev/', '/verify-card/', '/checkout'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    // Shared links stay readable for preview crawlers that obey robots.txt.
    for (const path of ['/products', '/boards', '/loops', '/register', '/card'])
      expect(lines.some((l) => l.startsWith('Disallow:') && path.startsWith(l.slice(10)))).toBe(false);
  });
});

describe('with SITEMAP_PRODUCTS on', () => {
  let shop: TestApp;
  let listed: Awaited<ReturnType<typeof createProduct>>;
  let hidden: Awaited<ReturnType<typeof createProduct>>;
  beforeAll(async () => {
    shop = await buildTestApp({ webDir, publicOrigin: ORIGIN, sitemapProducts: true });
    const category = await createCategory(shop.db, 'Workwear');
    listed = await createProduct(shop.db, { categoryId: category.id, name: 'Office & Co Blazer' });
    hidden = await createProduct(shop.db, { categoryId: category.id, availableIn: 'LIMITED-EDITION' });
  });
  afterAll(() => shop.close());

  it('lists STUDIO product pages (never LIMITED-EDITION ones), still valid, and lets them be indexed', async () => {
    const res = await shop.inject({ method: 'GET', url: '/sitemap.xml' });
    const result = await validateSitemap(res.body);
    expect(result.errors).toEqual([]);
    expect(res.body).toContain(`<loc>${ORIGIN}/products/${listed.slug}</loc>`);
    expect(res.body).not.toContain(hidden.slug);
    const page = await shop.inject({ method: 'GET', url: `/products/${listed.slug}`, headers: WHATSAPP });
    expect(robotsTag(page.body)).toBeUndefined();
    expect(titleOf(page.body)).toBe('Office &amp; Co Blazer · Roslis');
    const members = await shop.inject({ method: 'GET', url: `/products/${hidden.slug}`, headers: WHATSAPP });
    expect(robotsTag(members.body)).toBe('noindex');
  });
});
