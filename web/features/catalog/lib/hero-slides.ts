import type { Storefront } from '#contracts/common';
import { publicGarmentUrl, STOREFRONT_LEAD_PICTURE } from '#contracts/imagery';

/**
 * A hero slide: its pictures and link. Its words (title, subtitle, call to action, the pictures' text,
 * lede) are the catalogue's, under `hero.<id>` in the catalog namespace.
 */
export interface HeroSlide {
  id: string;
  /** The product list anchor. */
  ctaLink: string;
  imageUrl: string;
  /** A second, smaller picture beside the first on wide screens. */
  secondImageUrl: string;
  position: number;
  /** Text colour over the picture on a phone, where the picture fills the slide. */
  textColor: 'light' | 'dark';
}

export const PRODUCTS_ANCHOR = 'products';
/** A garment a public page shows by name: contracts/imagery.ts keeps it public. */
const garment = publicGarmentUrl;

export const HERO_SLIDES: Record<Storefront, HeroSlide[]> = {
  STUDIO: [
    {
      id: 'studio-new-arrivals',
      ctaLink: `#${PRODUCTS_ANCHOR}`,
      imageUrl: STOREFRONT_LEAD_PICTURE.STUDIO,
      secondImageUrl: garment('top-dots-b5654a-f5efe6-0'),
      position: 1,
      textColor: 'light',
    },
    {
      id: 'studio-everyday',
      ctaLink: `#${PRODUCTS_ANCHOR}`,
      imageUrl: garment('shirt-stripes-e9e1d3-2b3a55-0'),
      secondImageUrl: garment('tunic-block-c9a66b-1f3b30-0'),
      position: 2,
      textColor: 'light',
    },
  ],
  'LIMITED-EDITION': [
    {
      id: 'limited-runs',
      ctaLink: `#${PRODUCTS_ANCHOR}`,
      imageUrl: STOREFRONT_LEAD_PICTURE['LIMITED-EDITION'],
      secondImageUrl: garment('coord-chevron-5c1f2a-d4af5a-0'),
      position: 1,
      textColor: 'light',
    },
    {
      id: 'limited-vote',
      ctaLink: `#${PRODUCTS_ANCHOR}`,
      imageUrl: garment('dress-paisley-155e6e-d4af5a-0'),
      secondImageUrl: garment('blazer-plain-1e1d1f-c9a24a-0'),
      position: 2,
      textColor: 'light',
    },
  ],
};
