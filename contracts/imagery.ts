/**
 * The generated garment pictures that public pages show by name (the home page, the card pages, the
 * sign-in page, the storefront heroes). They stay public even when a members-only design wears the same
 * garment: the server serves a garment picture only to members when it belongs to LIMITED-EDITION
 * products alone and is not on this list. (Plain data, no zod: every public page loads it.)
 */
export const PUBLIC_GARMENTS = [
  'kurta-paisley-1f3b30-d4b074-0',
  'dress-floral-7a2434-f0d9b5-0',
  'tunic-block-c9a66b-1f3b30-0',
  'coord-stripes-2b3a55-efe6d6-0',
  'top-dots-b5654a-f5efe6-0',
  'shirt-checks-e9e1d3-2b3a55-0',
  'top-floral-b5654a-f5efe6-0',
  'tunic-paisley-2f5b4a-e9d3a8-0',
  'shirt-stripes-e9e1d3-2b3a55-0',
  'blazer-plain-2b2f36-c9a66b-0',
  'coord-chevron-5c1f2a-d4af5a-0',
  'dress-paisley-155e6e-d4af5a-0',
  'blazer-plain-1e1d1f-c9a24a-0',
] as const;
export type PublicGarment = (typeof PUBLIC_GARMENTS)[number];

/** The URL of a public garment picture. */
export const publicGarmentUrl = (name: PublicGarment) => `/media/garments/${name}.svg`;

/**
 * The picture each storefront's hero opens on (its first slide, the page's largest picture on a phone).
 * The server preloads it with the page's HTML, so it does not wait for the app to ask for it.
 */
export const STOREFRONT_LEAD_PICTURE = {
  STUDIO: publicGarmentUrl('dress-floral-7a2434-f0d9b5-0'),
  'LIMITED-EDITION': publicGarmentUrl('kurta-paisley-1f3b30-d4b074-0'),
} as const;

/**
 * The product page's photo as the gallery draws it: the full width of a phone, 40rem beside the
 * details from 1024 px. The server preloads the photo with the same sizes, so the browser picks the
 * same width for both.
 */
export const PRODUCT_PHOTO_SIZES = '(min-width: 1024px) 40rem, 100vw';
