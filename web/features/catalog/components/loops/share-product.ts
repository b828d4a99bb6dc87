import { toast } from '../../../../lib/toast';

/** The link that opens the viewer on a product: /loops/{storefront}?p={slug}, absolute. */
export function productLoopsUrl(loopsPath: string, slug: string): string {
  const url = new URL(loopsPath, window.location.origin);
  url.searchParams.set('p', slug);
  return url.href;
}

/**
 * Share: the system share sheet where there is one, else the link copied to the clipboard with
 * "Link copied to clipboard!". A cancelled share or a refused clipboard is only logged.
 */
export async function shareProduct({ title, url }: { title: string; url: string }): Promise<void> {
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied to clipboard!', variant: 'success' });
  } catch (error) {
    console.warn('Sharing failed', error);
  }
}
