import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BOARD_DEFAULT_COLUMNS, BOARD_OPENING_SIZES, tileRatioIndex } from '../../contracts/board.ts';
import type { ProductCard } from '../../contracts/catalog.ts';
import type { LeadPicture } from '../lib/page-head.ts';

/** A board's address (all pieces, or a storefront's), not a piece opened over it. */
const BOARD_PATH = /^\/boards(\/[^/]+)?$/;

/**
 * A board's first row as the member will see it, for its HTML (server/lib/page-head.ts,
 * withLeadPictures): the first pieces of the list the page asks for first (`listUrl`, the request the
 * HTML preloads for her), each tile in its shape and with the sources the app's tile lists. The list is
 * asked of the shop's own API with her cookies, so it holds exactly what her card lets her see, and
 * nothing for a visitor (the API answers 401). The answer comes from the catalogue's cache, and the
 * browser's preload of the same address finds it warm. Empty when the first piece has no picture (the
 * tile shows its placeholder, which the HTML does not draw), or on any failure: the page then opens on
 * the wordmark, as every other page does.
 */
export async function boardLeadPictures(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
  listUrl: string | undefined,
): Promise<LeadPicture[]> {
  if (!listUrl || !BOARD_PATH.test(path) || !request.headers.cookie) return [];
  try {
    const answer = await app.inject({
      method: 'GET',
      url: listUrl,
      headers: { cookie: request.headers.cookie },
    });
    if (answer.statusCode !== 200) return [];
    const cards = (answer.json() as ProductCard[]).slice(0, BOARD_DEFAULT_COLUMNS.wide);
    if (!cards[0]?.images[0]) return [];
    return cards.flatMap((card) => {
      const image = card.images[0];
      if (!image) return [];
      const sources = (['avif', 'webp'] as const)
        .map((format) => ({
          type: `image/${format}`,
          srcset: (image.variants ?? [])
            .filter((v) => v.format === format)
            .map((v) => `${v.url} ${v.width}w`)
            .join(', '),
        }))
        .filter((s) => s.srcset);
      return [{ href: image.url, sources, sizes: BOARD_OPENING_SIZES, aspect: tileRatioIndex(card.id) }];
    });
  } catch (error) {
    request.log.warn({ err: error }, "board's first row could not be read; sending the page without it");
    return [];
  }
}
