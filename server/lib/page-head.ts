/**
 * A page's <head> facts for link previews and search engines: title, description, canonical
 * URL, Open Graph and Twitter card tags, robots and JSON-LD, written into the HTML the server already
 * sends. Every value is escaped; JSON-LD escapes `<` as \u003c so no value can end its <script>.
 */

export interface PageHeadImage {
  /** Absolute URL. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page's canonical address (also og:url). */
  canonical: string;
  image: PageHeadImage;
  /** og:type: `website`, or `product` for a product page. */
  type: 'website' | 'product';
  /** Keep the page out of search engines' indexes. */
  noindex?: boolean;
  /** schema.org data (JSON-LD). */
  jsonLd?: object;
}

/** Text for an HTML attribute or element: &, <, >, " and ' as entities. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON for a <script type="application/ld+json">: `<`, `>`, `&` and the line separators escaped. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The tags, in the order crawlers read them best (title first). */
export function renderHead(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attr}="${key}" content="${escapeHtml(String(value))}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', 'Roslis'),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', head.image.width),
    meta('property', 'og:image:height', head.image.height),
    meta('property', 'og:image:alt', head.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    ...(head.jsonLd ? [`<script type="application/ld+json">${jsonLdText(head.jsonLd)}</script>`] : []),
  ];
  return tags.join('\n    ');
}

/** The tags a page head carries that `renderHead` replaces (any attribute order, across lines). */
const REPLACED = [
  /<title>[^<]*<\/title>\s*/g,
  /<meta\s+name="(description|robots|twitter:[a-z:_]+)"[^>]*>\s*/g,
  /<meta\s+property="og:[a-z:_]+"[^>]*>\s*/g,
  /<link\s+rel="canonical"[^>]*>\s*/g,
  /<script type="application\/ld\+json">[^<]*<\/script>\s*/g,
];

/**
 * `html` with its own title, description, canonical, Open Graph, Twitter and JSON-LD tags replaced by
 * `head`'s, written where its <title> was (near the top: crawlers read only the first part of a page),
 * else right after <head>. Only the <head> is touched.
 */
export function injectHead(html: string, head: PageHead): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const start = html.indexOf('<head>');
  const open = start < 0 ? 0 : start + '<head>'.length;
  let inner = html.slice(open, end);
  const at = inner.search(/<title>/);
  const marker = '\u0000page-head\u0000';
  if (at >= 0) inner = `${inner.slice(0, at)}${marker}${inner.slice(at)}`;
  for (const pattern of REPLACED) inner = inner.replace(pattern, '');
  const tags = renderHead(head);
  inner = inner.includes(marker) ? inner.replace(marker, () => `${tags}\n    `) : `\n    ${tags}${inner}`;
  return html.slice(0, open) + inner + html.slice(end);
}
