/** The link that opens the viewer on a product: /loops/{storefront}?p={slug}, absolute. */
export function productLoopsUrl(loopsPath: string, slug: string): string {
  const url = new URL(loopsPath, window.location.origin);
  url.searchParams.set('p', slug);
  return url.href;
}
