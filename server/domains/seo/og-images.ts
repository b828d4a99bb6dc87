/**
 * The preview pictures' files: made once per drawing version and kept through the storage module
 * (DATA_DIR/uploads/og/...), keyed by the product id and a hash of what the picture shows (name,
 * price, picture, drawing). A product whose name, price or picture changes gets a new version, so a
 * new file; the old one is never served again. With MEDIA_BASE_URL the pages' heads point at the files
 * in the bucket itself (published.ts), and the routes below still serve them to older links.
 */
import { Readable } from 'node:stream';
import type { ProductWithSpecs } from '../../../contracts/catalog.ts';
import type { DbOrTx } from '../../db/client.ts';
import { parseLookName, renderLookSvg } from '../../lib/garments/look.ts';
import { parseGarmentName, renderGarmentSvg } from '../../lib/garments/svg.ts';
import { PUBLISHED_CACHE } from '../../lib/media.ts';
import { renderCardOg, renderProductOg } from '../../lib/og-image.ts';
import type { Storage } from '../../lib/storage.ts';
import { cardOgVersion, type ProductOgFacts, previewProduct, productOgFacts } from './previews.ts';

/** An uploaded photo is read at most this big (the largest variant is far smaller). */
const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

async function readAll(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > max) {
      stream.destroy();
      throw new Error('picture too large for a preview');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The bytes of the picture at `url`: a generated garment or look (SVG), or an uploaded photo. */
async function pictureBytes(storage: Storage, url: string | undefined): Promise<Buffer | undefined> {
  if (!url) return undefined;
  const file = url.split('/').at(-1) ?? '';
  if (url.startsWith('/media/garments/')) {
    const spec = parseGarmentName(file);
    return spec ? Buffer.from(renderGarmentSvg(spec)) : undefined;
  }
  if (url.startsWith('/media/looks/')) {
    const spec = parseLookName(file);
    return spec ? Buffer.from(renderLookSvg(spec)) : undefined;
  }
  if (url.startsWith('/media/products/')) {
    const found = await storage.open(url.slice('/media/'.length));
    return found ? readAll(found.stream, MAX_PHOTO_BYTES) : undefined;
  }
  return undefined;
}

export interface OgPicture {
  version: string;
  /** The PNG, or a stream of it from storage. */
  body: Buffer | Readable;
}

/** Two requests for a picture not made yet make it once (per process and store). */
const makingIn = new WeakMap<Storage, Map<string, Promise<Buffer>>>();

async function storedOrMade(storage: Storage, key: string, make: () => Promise<Buffer>) {
  const stored = await storage.open(key);
  if (stored) return stored.stream;
  let making = makingIn.get(storage);
  if (!making) {
    making = new Map();
    makingIn.set(storage, making);
  }
  let pending = making.get(key);
  if (!pending) {
    pending = (async () => {
      const png = await make();
      await storage.put(key, Readable.from([png]), {
        maxBytes: 10 * 1024 * 1024,
        contentType: 'image/png',
        cacheControl: PUBLISHED_CACHE,
      });
      return png;
    })().finally(() => making.delete(key));
    making.set(key, pending);
  }
  return pending;
}

/** Where a product's preview picture is kept: its id and the version of what it shows. */
export const productOgKey = (facts: ProductOgFacts) => `og/products/${facts.productId}-${facts.version}.png`;
/** Where the card pages' preview picture is kept. */
export const cardOgKey = () => `og/card-${cardOgVersion()}.png`;

/** A product's preview picture (1200x630 PNG), or undefined for an unknown slug. */
export async function productOgPicture(
  db: DbOrTx,
  storage: Storage,
  slug: string,
): Promise<OgPicture | undefined> {
  const product = await previewProduct(db, slug);
  return product ? productOgPictureOf(storage, product) : undefined;
}

/** The preview picture of a product already read: taken from storage, or made and stored. */
export async function productOgPictureOf(storage: Storage, product: ProductWithSpecs): Promise<OgPicture> {
  const facts = productOgFacts(product);
  const body = await storedOrMade(storage, productOgKey(facts), async () =>
    renderProductOg({
      name: facts.name,
      price: facts.price,
      membersOnly: facts.membersOnly,
      art: await pictureBytes(storage, facts.imageUrl).catch(() => undefined),
    }),
  );
  return { version: facts.version, body };
}

/** The card pages' preview picture (1200x630 PNG). */
export async function cardOgPicture(storage: Storage): Promise<OgPicture> {
  return { version: cardOgVersion(), body: await storedOrMade(storage, cardOgKey(), renderCardOg) };
}
