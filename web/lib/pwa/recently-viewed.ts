/**
 * The last pieces viewed on this device, for the offline page (web/public/offline.html reads the same
 * key): each piece's name, slug and picture addresses, and nothing else (no price, no member data).
 */
export const RECENTLY_VIEWED_KEY = 'roslis.recentlyViewed';
export const RECENTLY_VIEWED_LIMIT = 6;

export interface ViewedPiece {
  name: string;
  slug: string;
  /** The first picture's addresses, best first (its original, then its smaller copies): the offline
   * page shows the first one the service worker's picture cache holds. */
  images: string[];
}

export function readRecentlyViewed(storage: Storage = window.localStorage): ViewedPiece[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (p): p is ViewedPiece =>
            typeof p?.name === 'string' && typeof p?.slug === 'string' && Array.isArray(p?.images),
        )
      : [];
  } catch {
    return [];
  }
}

/** Puts `piece` first (once), keeping the last RECENTLY_VIEWED_LIMIT. */
export function rememberViewed(piece: ViewedPiece, storage: Storage = window.localStorage): void {
  try {
    const rest = readRecentlyViewed(storage).filter((p) => p.slug !== piece.slug);
    const next = [{ ...piece, images: piece.images.slice(0, 8) }, ...rest].slice(0, RECENTLY_VIEWED_LIMIT);
    storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the offline page simply lists nothing.
  }
}

/** A product's first picture as the offline page wants it: its original, then its smaller copies. */
export function pictureAddresses(
  image: { imageUrl: string; variants?: readonly { url: string; width: number }[] } | undefined,
): string[] {
  if (!image) return [];
  const variants = [...(image.variants ?? [])].sort((a, b) => a.width - b.width).map((v) => v.url);
  return [image.imageUrl, ...variants];
}
