/**
 * sitemap.xml (the sitemaps.org 0.9 protocol) and the robots.txt that matches it. Absolute
 * URLs from PUBLIC_ORIGIN only, never from the request's Host header.
 */
import { PAGE_LANGUAGES, PAGE_META, pageAddress, SITEMAP_PATHS } from '../../../contracts/page-meta.ts';
import { escapeHtml } from '../../lib/page-head.ts';

/** A sitemap holds at most 50,000 URLs. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date;
  /** The same page in each language (`hreflang` -> absolute URL), itself included, as Google asks. */
  alternates?: { hreflang: string; href: string }[];
}

/** W3C Datetime to the second, in UTC. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${w3cDate(e.lastmod)}</lastmod>` : '';
    const alternates = (e.alternates ?? [])
      .map(
        (a) =>
          `<xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>`,
      )
      .join('');
    return `<url><loc>${escapeHtml(e.loc)}</loc>${lastmod}${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The public pages, dated by the web build that made them (when known). A page with an address per
 * language (`/card`, `/ml/card`) is listed at each, each naming all of them and English as the default.
 */
export function pageEntries(origin: string, builtAt?: Date): SitemapEntry[] {
  return SITEMAP_PATHS.flatMap((path) => {
    if (!Object.hasOwn(PAGE_META, path)) return [{ loc: `${origin}${path}`, lastmod: builtAt }];
    const page = path as keyof typeof PAGE_META;
    const alternates = [
      ...PAGE_LANGUAGES.map((l) => ({ hreflang: l, href: `${origin}${pageAddress(page, l)}` })),
      { hreflang: 'x-default', href: `${origin}${pageAddress(page, 'en')}` },
    ];
    return PAGE_LANGUAGES.map((l) => ({
      loc: `${origin}${pageAddress(page, l)}`,
      lastmod: builtAt,
      alternates,
    }));
  });
}

/** Product pages by slug. */
export function productEntries(origin: string, products: { slug: string; updatedAt: Date }[]) {
  return products.map((p) => ({
    loc: `${origin}/products/${encodeURIComponent(p.slug)}`,
    lastmod: p.updatedAt,
  }));
}

/**
 * What crawlers may read: the public pages and shared links (product, board, loops and register links
 * stay readable so that link-preview crawlers that obey robots.txt, such as Twitterbot, can read them;
 * those pages say noindex themselves where they should), never the API, accounts, the back office,
 * dashboards, checkout, orders or card checks.
 */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/admin',
  '/profile',
  '/dashboard',
  '/advisor-dashboard',
  '/advisor-auth',
  '/sales-dashboard',
  '/dev/',
  '/verify-card/',
  '/checkout',
  '/orders/',
  '/upgrade',
  '/register/',
  '/setup-password',
  '/reset-password',
  '/forgot-password',
  '/signout',
] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
