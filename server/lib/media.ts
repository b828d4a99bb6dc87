/**
 * The URLs the API hands out for stored pictures. The database keeps a product photo's size as the
 * server's path, `/media/products/<product>/<image>-<width>.<format>` (the route that serves it from the
 * storage module, key `products/…`). With MEDIA_BASE_URL (a public bucket, or a CDN in front of it) the
 * API says `<MEDIA_BASE_URL>/products/…` instead, so browsers fetch the pictures from there; without it
 * the path stays, and the server serves them. Only what a bucket may show to anyone is published this
 * way: product photos' sizes here, link-preview pictures in the seo domain. Exchange videos, the
 * originals kept beside the sizes and the generated garments (drawn by the server, never stored) keep
 * their server URLs.
 */
const PUBLISHED = '/media/products/';
/**
 * A published path as the value of a picture's URL field in JSON text (`"url": "/media/products/…`):
 * the card texts' pictures. Inside a name or description the quotes are escaped, so it never matches.
 */
const PUBLISHED_IN_JSON = /("(?:url|imageUrl)"\s*:\s*")\/media\/products\//g;
/**
 * How long whoever serves a published object may keep it: a year, never revalidated. A stored
 * picture's name never changes what it holds (a new photo or a new preview version gets a new name).
 */
export const PUBLISHED_CACHE = 'public, max-age=31536000, immutable';
/** Fields of an answer that hold a picture's URL (a product image's, a card image's, a size's). */
const URL_FIELDS = new Set(['imageUrl', 'url']);

export interface MediaLinks {
  /** MEDIA_BASE_URL, without its trailing slash (undefined: the server serves every picture). */
  baseUrl: string | undefined;
  /** The URL to hand out for a stored picture's server path (any other URL is returned as it is). */
  url(url: string): string;
  /**
   * `value` with every picture URL in it (an `imageUrl` or `url` field) mapped by `url`. Copies only the
   * objects and arrays on the way to a changed field; `value` itself is never changed.
   */
  inAnswer<T>(value: T): T;
  /**
   * Ready card texts (JSON, as the database keeps them) with their picture URLs mapped by `url`: a
   * published path appears in them only as a whole JSON string value (a name or description holding
   * it has its quote escaped, so it is left alone).
   */
  inCards<C extends { card: string }>(cards: readonly C[]): C[];
  /** The public URL of a stored object under MEDIA_BASE_URL, or undefined without it. */
  published(key: string): string | undefined;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

export function mediaLinks(baseUrl?: string): MediaLinks {
  const base = baseUrl?.replace(/\/+$/, '');
  const url = (path: string) =>
    base && path.startsWith(PUBLISHED) ? `${base}/${path.slice('/media/'.length)}` : path;

  function mapped(value: unknown): unknown {
    if (Array.isArray(value)) {
      let copy: unknown[] | undefined;
      for (let i = 0; i < value.length; i++) {
        const next = mapped(value[i]);
        if (next !== value[i]) {
          copy ??= value.slice();
          copy[i] = next;
        }
      }
      return copy ?? value;
    }
    if (!isPlainObject(value)) return value;
    let copy: Record<string, unknown> | undefined;
    for (const key of Object.keys(value)) {
      const field = value[key];
      const next = typeof field === 'string' ? (URL_FIELDS.has(key) ? url(field) : field) : mapped(field);
      if (next !== field) {
        copy ??= { ...value };
        copy[key] = next;
      }
    }
    return copy ?? value;
  }

  return {
    baseUrl: base,
    url,
    inAnswer: <T>(value: T) => (base ? (mapped(value) as T) : value),
    inCards: <C extends { card: string }>(cards: readonly C[]) =>
      base
        ? cards.map((c) => ({ ...c, card: c.card.replaceAll(PUBLISHED_IN_JSON, `$1${base}/products/`) }))
        : [...cards],
    published: (key) => (base ? `${base}/${key}` : undefined),
  };
}

const TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

/**
 * What a stored object is served with, read from its key's shape (for files copied to a bucket from
 * a disk, which kept neither): its type by extension, and the year's cache for product photos' sizes
 * and preview pictures. Originals and videos get no public cache policy.
 */
export function storedHeaders(key: string): { contentType: string; cacheControl?: string } {
  const contentType = TYPES[key.split('.').at(-1)?.toLowerCase() ?? ''] ?? 'application/octet-stream';
  const published =
    (key.startsWith('products/') && /-\d+\.(avif|webp)$/.test(key)) ||
    (key.startsWith('og/') && key.endsWith('.png'));
  return published ? { contentType, cacheControl: PUBLISHED_CACHE } : { contentType };
}
