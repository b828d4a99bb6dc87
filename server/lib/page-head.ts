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

/**
 * The picture the page shows largest at the top (a product page's photo): the HTML asks for it at
 * once, at high priority, instead of after the page's code has run and drawn it. Exactly the address
 * (or the set of widths and the sizes) the page's <img> or first <source> uses, or the browser
 * downloads it twice.
 */
export interface PageHeadPhoto {
  /** Its address (a picture without variants), or the fallback of the set. */
  href: string;
  /** The <source>'s widths ("url 480w, url 960w") and their type, when the photo has variants. */
  srcset?: string;
  type?: string;
  sizes?: string;
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
  /** Preloaded with the HTML: the page's largest picture. */
  photo?: PageHeadPhoto;
  /** og:locale: the language of the page's words (`en_IN` when not given). */
  locale?: string;
  /** The page's addresses in each language (`hreflang`: `en`, `ml`, `x-default`), absolute. */
  alternates?: { hreflang: string; href: string }[];
}

/** `<link rel="preload" as="image">` for the page's largest picture, at high priority. */
export function photoPreload(photo: PageHeadPhoto): string {
  const attrs = [
    'rel="preload"',
    'as="image"',
    'fetchpriority="high"',
    photo.srcset
      ? `imagesrcset="${escapeHtml(photo.srcset)}"${photo.sizes ? ` imagesizes="${escapeHtml(photo.sizes)}"` : ''}`
      : `href="${escapeHtml(photo.href)}"`,
    ...(photo.type ? [`type="${escapeHtml(photo.type)}"`] : []),
  ];
  return `<link ${attrs.join(' ')} />`;
}

/** index.html's loading shell: the app's container with the wordmark React replaces. */
const LOADING_SHELL = /<div id="root"><div data-shell\b[^>]*>[\s\S]*?<\/div><\/div>/;

/** A picture drawn in the HTML: its address, the sources the page's own <picture> lists, its shape. */
export interface LeadPicture {
  href: string;
  sources?: { srcset: string; type: string }[];
  sizes?: string;
  /** A board tile's shape, by its index in BOARD_TILE_RATIOS (contracts/board.ts). */
  aspect?: number;
}

function leadPictureHtml(picture: LeadPicture): string {
  const sizes = picture.sizes ? ` sizes="${escapeHtml(picture.sizes)}"` : '';
  const sources = (picture.sources ?? [])
    .map((s) => `<source type="${escapeHtml(s.type)}" srcset="${escapeHtml(s.srcset)}"${sizes} />`)
    .join('');
  const aspect = picture.aspect === undefined ? '' : ` data-aspect="${picture.aspect}"`;
  return `<picture${aspect}>${sources}<img src="${escapeHtml(picture.href)}" alt="" width="900" height="1200"${sizes} fetchpriority="high" /></picture>`;
}

/**
 * The app shell (index.html) with the page's largest pictures drawn in its HTML, over an empty app
 * container: a member sees them as soon as they arrive instead of the wordmark, and the page does not
 * wait for the app's code to show them. `photo`: a product page's or a storefront's photo, full width
 * below the header's height; `board`: a board's first row of tiles, in the columns and shapes the board
 * opens with. The app draws the page beneath and takes the pictures away once its own copy of the first
 * is on screen (web/shell/lead-picture.ts); the stylesheet places them (`[data-lead]`), each at least as
 * large as the page shows it. The same addresses, widths and sizes as the page's own pictures (and the
 * preload), so the browser downloads each once. A prerendered page is left as it is.
 */
export function withLeadPictures(html: string, kind: 'photo' | 'board', pictures: LeadPicture[]): string {
  if (pictures.length === 0 || !LOADING_SHELL.test(html)) return html;
  const drawn = pictures.map(leadPictureHtml).join('');
  const shell =
    `<div data-lead${kind === 'board' ? ' data-board' : ''} role="status" aria-label="Loading Roslis">` +
    `<p aria-hidden="true">ROSLIS</p>${kind === 'board' ? `<div>${drawn}</div>` : drawn}</div>` +
    '<div id="root"></div>';
  return html.replace(LOADING_SHELL, () => shell);
}

/** `withLeadPictures` for a page head's photo (the one the head preloads). */
export function withLeadPicture(html: string, photo: PageHeadPhoto): string {
  return withLeadPictures(html, 'photo', [
    {
      href: photo.href,
      sources: photo.srcset ? [{ srcset: photo.srcset, type: photo.type ?? '' }] : undefined,
      sizes: photo.sizes,
    },
  ]);
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
    ...(head.alternates ?? []).map(
      (a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`,
    ),
    meta('property', 'og:locale', head.locale ?? 'en_IN'),
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
    ...(head.photo ? [photoPreload(head.photo)] : []),
  ];
  return tags.join('\n    ');
}

/** The tags a page head carries that `renderHead` replaces (any attribute order, across lines). */
const REPLACED = [
  /<title>[^<]*<\/title>\s*/g,
  /<meta\s+name="(description|robots|twitter:[a-z:_]+)"[^>]*>\s*/g,
  /<meta\s+property="og:[a-z:_]+"[^>]*>\s*/g,
  /<link\s+rel="canonical"[^>]*>\s*/g,
  /<link\s+rel="alternate"\s+hreflang="[^"]*"[^>]*>\s*/g,
  /<script type="application\/ld\+json">[^<]*<\/script>\s*/g,
  /<link\s+rel="preload"\s+as="image"[^>]*>\s*/g,
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
