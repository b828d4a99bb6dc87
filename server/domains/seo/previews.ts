/**
 * Link previews: which <head> a shared path's HTML carries. Product data comes from the
 * catalog's service, advisor codes from the advisors' service; nothing here reads their tables.
 *
 * Who may see what in a preview (a preview is public, so it shows only what a visitor may see):
 * - A STUDIO piece: name, picture and price (the price in ₹, en-IN), and schema.org Product/Offer
 *   JSON-LD when it is on sale. Indexable when SITEMAP_PRODUCTS is on (the default): the page is public.
 * - A LIMITED-EDITION piece: name and picture, never the price nor the description; always noindex.
 *   A member who shares it chose to show it, and the issue asks for the name and picture. The slug is
 *   the only key (no public list names members-only slugs: sitemap.xml lists STUDIO alone), and the
 *   catalogue already answers any signed-in person's slug with the teaser (name, storefront, category).
 * - An unknown slug or code: the shop's own generic tags with 200, never an error page.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ProductWithSpecs } from '../../../contracts/catalog.ts';
import { PRODUCT_PHOTO_SIZES, STOREFRONT_LEAD_PICTURE } from '../../../contracts/imagery.ts';
import { formatPaise, priceToPaise } from '../../../contracts/money.ts';
import {
  fullTitle,
  MEMBERS_ONLY_DESCRIPTION,
  PAGE_LANGUAGES,
  type PAGE_META,
  pageAddress,
  REGISTER_META,
  SHOP_META,
  translatedPageAt,
} from '../../../contracts/page-meta.ts';
import { pageMetaIn } from '../../../contracts/page-meta-ml.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cardOgSvg, OG_DRAWING_VERSION, OG_HEIGHT, OG_WIDTH } from '../../lib/og-image.ts';
import type { PageHead, PageHeadImage, PageHeadPhoto } from '../../lib/page-head.ts';
import * as advisors from '../advisors/service.ts';
import * as catalog from '../catalog/service.ts';

export interface PreviewConfig {
  publicOrigin: string;
  sitemapProducts: boolean;
}

/**
 * Where the pictures a head names are published when not through the server (MEDIA_BASE_URL): each
 * answers the public URL, or undefined to keep the server's.
 */
export interface PublishedPictures {
  card(): Promise<string | undefined>;
  product(product: ProductWithSpecs): Promise<string | undefined>;
  /** An uploaded photo's URL as handed out (the bucket's, or the server's path as it is). */
  photo(url: string): string;
}

const hash = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

/** The card picture's version (its drawing): part of its URL, so previews refresh when it changes. */
let cardVersion: string | undefined;
export const cardOgVersion = () => {
  cardVersion ??= hash([OG_DRAWING_VERSION, cardOgSvg()]);
  return cardVersion;
};

/** What a product's preview picture shows, and the version that names it (a hash of exactly that). */
export interface ProductOgFacts {
  productId: string;
  name: string;
  price?: string;
  membersOnly: boolean;
  /** The picture drawn: a generated garment, a look, or an uploaded photo's URL. */
  imageUrl?: string;
  version: string;
}

export function productOgFacts(product: ProductWithSpecs): ProductOgFacts {
  const membersOnly = product.availableIn === 'LIMITED-EDITION';
  const image = product.images.find((i) => i.isPrimary) ?? product.images[0];
  const facts = {
    productId: product.id,
    name: product.name,
    price: membersOnly ? undefined : formatPaise(priceToPaise(product.price)),
    membersOnly,
    imageUrl: image?.imageUrl,
  };
  return { ...facts, version: hash([OG_DRAWING_VERSION, facts]) };
}

/**
 * The photo a product page shows first (the primary one, as its gallery orders them), as the page asks
 * for it: an uploaded photo's AVIF widths with the gallery's sizes (its first <source>), else the
 * picture's address.
 */
export function productPhoto(product: Pick<ProductWithSpecs, 'images'>): PageHeadPhoto | undefined {
  const image = product.images.find((i) => i.isPrimary) ?? product.images[0];
  if (!image) return undefined;
  for (const format of ['avif', 'webp'] as const) {
    const set = (image.variants ?? []).filter((v) => v.format === format);
    if (set.length > 0) {
      return {
        href: image.imageUrl,
        srcset: set.map((v) => `${v.url} ${v.width}w`).join(', '),
        type: `image/${format}`,
        sizes: PRODUCT_PHOTO_SIZES,
      };
    }
  }
  return { href: image.imageUrl };
}

/** A product by slug for previews, or undefined (unknown, or a slug no product could have). */
export async function previewProduct(db: DbOrTx, slug: string) {
  if (!slug || slug.length > 200) return undefined;
  return (await catalog.findProduct(db, slug))?.product;
}

const AVAILABILITY: Record<string, string> = {
  IN_STOCK: 'https://schema.org/InStock',
  PRE_ORDER: 'https://schema.org/PreOrder',
};

/** schema.org Product with its Offer (Google's product snippet), or undefined when it is not on sale. */
export function productJsonLd(product: ProductWithSpecs, url: string, images: string[]) {
  let availability = AVAILABILITY[product.status];
  if (!availability) return undefined;
  const sizes = product.variants.filter((v) => v.name === 'size');
  if (product.status === 'IN_STOCK' && sizes.length > 0 && sizes.every((v) => v.stock <= 0))
    availability = 'https://schema.org/OutOfStock';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description || product.name,
    image: images,
    sku: product.id,
    url,
    category: product.category.name,
    brand: { '@type': 'Brand', name: 'Roslis' },
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: 'INR',
      availability,
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: 'Roslis' },
    },
  };
}

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;

const PRODUCT_PATH = /^\/products\/([^/]+)$/;
const BOARD_PRODUCT_PATH = /^\/boards\/(?:studio|limited-edition)\/product\/([^/]+)$/i;
const LOOPS_PATH = /^\/loops\/(?:studio|limited-edition)$/i;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** The product slug a shared path names (product page, board dialog, loops `?p=`), if any. */
export function sharedProductSlug(path: string, query: URLSearchParams): string | undefined {
  const direct = PRODUCT_PATH.exec(path) ?? BOARD_PRODUCT_PATH.exec(path);
  if (direct) return decoded(direct[1]!);
  if (LOOPS_PATH.test(path)) return query.get('p') ?? undefined;
  return undefined;
}

/** A translated public page's address in each language, and English as the default, absolute. */
export function pageAlternates(path: keyof typeof PAGE_META, abs: (path: string) => string) {
  return [
    ...PAGE_LANGUAGES.map((language) => ({ hreflang: language, href: abs(pageAddress(path, language)) })),
    { hreflang: 'x-default', href: abs(pageAddress(path, 'en')) },
  ];
}

/**
 * The head of a shared path's HTML, or undefined for a path that is not one of the previewed pages
 * (its HTML is sent as it is).
 */
/** The storefronts' addresses and the storefront each shows. */
const STOREFRONT_PATHS: Record<string, keyof typeof STOREFRONT_LEAD_PICTURE> = {
  '/studio': 'STUDIO',
  '/limited-edition': 'LIMITED-EDITION',
};

export async function pageHead(
  db: DbOrTx,
  config: PreviewConfig,
  rawPath: string,
  query: URLSearchParams,
  published?: PublishedPictures,
): Promise<PageHead | undefined> {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const abs = (p: string) => `${config.publicOrigin}${p}`;
  const cardImage: PageHeadImage = {
    url: (await published?.card()) ?? abs(`/og/card.png?v=${cardOgVersion()}`),
    width: OG_WIDTH,
    height: OG_HEIGHT,
    alt: 'The Roslis membership card',
  };
  const generic = (canonicalPath: string): PageHead => ({
    title: SHOP_META.title,
    description: SHOP_META.description,
    canonical: abs(canonicalPath),
    image: cardImage,
    type: 'website',
    noindex: true,
  });

  // A public page at its address in one language (`/card`, `/ml/card`): its words in that language,
  // and every language's address, so a search engine lists each and a preview speaks the link's.
  const translated = translatedPageAt(path);
  if (translated) {
    const page = pageMetaIn(translated.path, translated.language);
    return {
      title: fullTitle(page.title),
      description: page.description,
      canonical: abs(path),
      image: cardImage,
      type: 'website',
      locale: translated.language === 'ml' ? 'ml_IN' : 'en_IN',
      alternates: pageAlternates(translated.path, abs),
    };
  }

  if (path === '/register') {
    const code = (query.get('advisor') ?? '').trim().toUpperCase().slice(0, 64);
    const advisor = code ? await advisors.findActiveAdvisor(db, code) : null;
    const firstName = advisor?.name.trim().split(/\s+/)[0];
    return {
      title: fullTitle(REGISTER_META.title),
      description: firstName ? REGISTER_META.invitedBy(firstName) : REGISTER_META.description,
      // The link keeps its code (a preview's link may be followed from og:url).
      canonical: abs(advisor ? `/register?advisor=${encodeURIComponent(advisor.code)}` : '/register'),
      image: cardImage,
      type: 'website',
      noindex: Boolean(code),
    };
  }

  // A storefront preloads the picture its hero opens on; its words are the shop's, as index.html's.
  const storefront = STOREFRONT_PATHS[path];
  if (storefront) {
    const { noindex: _shared, ...head } = generic(path);
    return { ...head, photo: { href: STOREFRONT_LEAD_PICTURE[storefront] } };
  }

  const slug = sharedProductSlug(path, query);
  if (slug === undefined) return undefined;
  const product = await previewProduct(db, slug);
  if (!product) return generic(path);
  const canonical = abs(`/products/${encodeURIComponent(product.slug)}`);
  const og = productOgFacts(product);
  const image: PageHeadImage = {
    url:
      (await published?.product(product)) ??
      abs(`/og/products/${encodeURIComponent(product.slug)}.png?v=${og.version}`),
    width: OG_WIDTH,
    height: OG_HEIGHT,
    alt: product.name,
  };
  if (og.membersOnly) {
    return {
      title: fullTitle(product.name),
      description: MEMBERS_ONLY_DESCRIPTION,
      canonical,
      image,
      type: 'product',
      noindex: true,
    };
  }
  const lead = `${og.price} · ${product.category.name}`;
  const photo = og.imageUrl && (published?.photo(og.imageUrl) ?? og.imageUrl);
  const pictures = [image.url, ...(photo ? [photo.startsWith('/') ? abs(photo) : photo] : [])];
  return {
    title: fullTitle(product.name),
    description: clip(product.description ? `${lead}. ${product.description}` : lead, 200),
    canonical,
    image,
    type: 'product',
    noindex: !config.sitemapProducts,
    jsonLd: productJsonLd(product, canonical, pictures),
    // The product page (not a board's or a loop's overlay of it) paints this photo first.
    ...(PRODUCT_PATH.test(path) ? { photo: productPhoto(product) } : {}),
  };
}

/**
 * `pageHead` remembered per path and query for `staleMs` (the catalogue's own staleness: a product's
 * change reaches its shared links' tags within that time, as it reaches the catalogue's answers), so a
 * page asked for by many at once reads its product once. 0: asked every time.
 */
export function rememberedPageHeads(
  db: DbOrTx,
  config: PreviewConfig,
  staleMs: number,
  published?: PublishedPictures,
) {
  const ask = (path: string, query: URLSearchParams) => pageHead(db, config, path, query, published);
  if (staleMs <= 0) return ask;
  // An unknown path is remembered too (as "none"): a crawler's guesses cost one read a second each.
  const kept = new LRUCache<string, { head: PageHead | null }>({ max: 5_000, ttl: staleMs });
  const asking = new Map<string, Promise<PageHead | undefined>>();
  return async (path: string, query: URLSearchParams): Promise<PageHead | undefined> => {
    const key = `${path}?${query.toString()}`;
    const hit = kept.get(key);
    if (hit) return hit.head ?? undefined;
    let pending = asking.get(key);
    if (!pending) {
      pending = ask(path, query)
        .then((head) => {
          kept.set(key, { head: head ?? null });
          return head;
        })
        .finally(() => asking.delete(key));
      asking.set(key, pending);
    }
    return pending;
  };
}
