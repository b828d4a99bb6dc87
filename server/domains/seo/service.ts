import type { DbOrTx } from '../../db/client.ts';
import type { MediaLinks } from '../../lib/media.ts';
import type { Storage } from '../../lib/storage.ts';
import * as previews from './previews.ts';
import { publishedPictures } from './published.ts';

/** What the rest of the server may ask of link previews: the head tags of a shared path's HTML. */
export { type PreviewConfig, pageHead } from './previews.ts';

/**
 * The heads of shared paths, each remembered for `staleMs` (previews.ts). Given the storage and the
 * media links, their pictures are named in the bucket when MEDIA_BASE_URL is set, else on the server.
 */
export function rememberedPageHeads(
  db: DbOrTx,
  config: previews.PreviewConfig,
  staleMs: number,
  pictures?: { storage: Storage; media: MediaLinks },
) {
  const published = pictures && publishedPictures(pictures.storage, pictures.media);
  return previews.rememberedPageHeads(db, config, staleMs, published);
}
