import { Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import type { ProductWithSpecs } from '../../../contracts/catalog.ts';
import type { MediaLinks } from '../../lib/media.ts';
import type { Storage } from '../../lib/storage.ts';
import { cardOgKey, cardOgPicture, type OgPicture, productOgKey, productOgPictureOf } from './og-images.ts';
import { type PublishedPictures, productOgFacts } from './previews.ts';

/**
 * With MEDIA_BASE_URL, a page's head names the preview picture in the bucket (`<MEDIA_BASE_URL>/og/…`)
 * rather than the server's /og route, and its JSON-LD names the bucket's photo. A preview picture is
 * made on demand, so the head first makes sure it is there: taken from storage, or made and stored, once
 * per version and process (the names are versioned: a file once there stays right). When the store
 * cannot answer, the head keeps the server's URL, whose route makes the picture when a crawler asks.
 */
export function publishedPictures(storage: Storage, media: MediaLinks): PublishedPictures | undefined {
  if (!media.baseUrl) return undefined;
  const there = new LRUCache<string, true>({ max: 20_000 });
  async function publish(key: string, make: () => Promise<OgPicture>): Promise<string | undefined> {
    if (!there.has(key)) {
      try {
        const picture = await make();
        if (picture.body instanceof Readable) picture.body.destroy();
      } catch {
        return undefined;
      }
      there.set(key, true);
    }
    return media.published(key);
  }
  return {
    card: () => publish(cardOgKey(), () => cardOgPicture(storage)),
    product: (product: ProductWithSpecs) =>
      publish(productOgKey(productOgFacts(product)), () => productOgPictureOf(storage, product)),
    photo: (url: string) => media.url(url),
  };
}
