import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LOAD_MORE_WITHIN } from './loops-constants';
import { type LoopsFeed, PRODUCT_PARAM } from './use-loops-feed';

/** Index `i` moved by `step` within `count`, wrapping around (images). */
export const wrapIndex = (i: number, step: number, count: number) =>
  count > 0 ? (((i + step) % count) + count) % count : 0;

/**
 * Where the viewer is: the product, its image and whether the info panel is open. The image goes back
 * to the first and the panel closes whenever the product changes; a filter change goes back to the
 * first product. The product is kept in the URL (?p=slug, replacing the history entry) so the link
 * can be shared, and the next page loads when the product is within 3 of the end of what is loaded.
 */
export function useLoopsPosition(feed: LoopsFeed) {
  const { products, ready } = feed;
  const [started, setStarted] = useState(false);
  const [index, setIndex] = useState(0);
  const [image, setImage] = useState(0);
  const [infoOpen, setInfoOpen] = useState(false);
  const [filterKey, setFilterKey] = useState(feed.filterKey);
  const [productId, setProductId] = useState<string | null>(null);

  // Adjusting state while rendering (not in effects): the first frame already shows the right product.
  if (!started && ready) {
    setStarted(true);
    setIndex(feed.startIndex);
  }
  if (filterKey !== feed.filterKey) {
    setFilterKey(feed.filterKey);
    setIndex(0);
  }
  const current = started ? products[Math.min(index, products.length - 1)] : undefined;
  const currentIndex = current ? Math.min(index, products.length - 1) : 0;
  if ((current?.id ?? null) !== productId) {
    setProductId(current?.id ?? null);
    setImage(0);
    setInfoOpen(false);
  }

  const imageCount = current?.images.length ?? 0;
  const canGoBack = currentIndex > 0;
  const canGoOn = currentIndex < products.length - 1;

  const stepProduct = useCallback(
    (step: 1 | -1) => setIndex((i) => Math.max(0, Math.min(products.length - 1, i + step))),
    [products.length],
  );
  const stepImage = useCallback(
    (step: 1 | -1) => setImage((i) => wrapIndex(i, step, imageCount)),
    [imageCount],
  );

  // The product in the URL, for a link that opens on it (replace: Back still leaves the viewer).
  const [params, setParams] = useSearchParams();
  const slug = current?.slug;
  const inUrl = params.get(PRODUCT_PARAM);
  useEffect(() => {
    if (!slug || inUrl === slug) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(PRODUCT_PARAM, slug);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [slug, inUrl, setParams]);

  const { hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage } = feed;
  const nearEnd = started && currentIndex >= products.length - 1 - LOAD_MORE_WITHIN;
  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage && !isPlaceholderData) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage]);

  return {
    started,
    index: currentIndex,
    current,
    image: Math.min(image, Math.max(0, imageCount - 1)),
    imageCount,
    canGoBack,
    canGoOn,
    stepProduct,
    stepImage,
    infoOpen,
    setInfoOpen,
    toggleInfo: useCallback(() => setInfoOpen((open) => !open), []),
  };
}

export type LoopsPosition = ReturnType<typeof useLoopsPosition>;
