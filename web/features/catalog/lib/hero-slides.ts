import type { Storefront } from '#contracts/common';
import { publicGarmentUrl } from '#contracts/imagery';

/** A hero slide (id, title, subtitle, ctaText, ctaLink, imageUrl, position, textColor). */
export interface HeroSlide {
  id: string;
  title: string;
  subtitle: string;
  ctaText: string;
  /** The product list anchor. */
  ctaLink: string;
  imageUrl: string;
  /** A second, smaller picture beside the first on wide screens. */
  secondImageUrl: string;
  imageAlt: string;
  position: number;
  /** Text colour over the picture on a phone, where the picture fills the slide. */
  textColor: 'light' | 'dark';
  lede: string;
}

export const PRODUCTS_ANCHOR = 'products';
/** A garment a public page shows by name: contracts/imagery.ts keeps it public. */
const garment = publicGarmentUrl;

export const HERO_SLIDES: Record<Storefront, HeroSlide[]> = {
  STUDIO: [
    {
      id: 'studio-new-arrivals',
      title: 'NEW ARRIVALS',
      subtitle: 'CONTEMPORARY ESSENTIALS',
      ctaText: 'SHOP NOW',
      ctaLink: `#${PRODUCTS_ANCHOR}`,
      imageUrl: garment('dress-floral-7a2434-f0d9b5-0'),
      secondImageUrl: garment('top-dots-b5654a-f5efe6-0'),
      imageAlt: 'A wine floral dress and a terracotta polka-dot top from the new arrivals',
      position: 1,
      textColor: 'light',
      lede: 'Easy shapes in breathable fabrics, designed in Kerala and cut for every size up to 8XL.',
    },
    {
      id: 'studio-everyday',
      title: 'EVERYDAY STYLE',
      subtitle: 'STUDIO COLLECTION',
      ctaText: 'EXPLORE COLLECTION',
      ctaLink: `#${PRODUCTS_ANCHOR}`,
      imageUrl: garment('shirt-stripes-e9e1d3-2b3a55-0'),
      secondImageUrl: garment('tunic-block-c9a66b-1f3b30-0'),
      imageAlt: 'An ivory striped shirt and an ochre block-print tunic from the studio collection',
      position: 2,
      textColor: 'light',
      lede: 'Shirts, tunics and workwear for the week ahead. Vote for the designs you want launched next.',
    },
  ],
  'LIMITED-EDITION': [
    {
      id: 'limited-runs',
      title: 'THE LIMITED EDITION',
      subtitle: 'TWENTY-FIVE PIECES PER STYLE',
      ctaText: 'SHOP THE EDIT',
      ctaLink: `#${PRODUCTS_ANCHOR}`,
      imageUrl: garment('kurta-paisley-1f3b30-d4b074-0'),
      secondImageUrl: garment('coord-chevron-5c1f2a-d4af5a-0'),
      imageAlt: 'A deep green paisley kurta and a wine chevron co-ord from the limited edition',
      position: 1,
      textColor: 'light',
      lede: 'Numbered runs that are never repeated, reserved for members whose card is active.',
    },
    {
      id: 'limited-vote',
      title: 'MEMBERS DECIDE',
      subtitle: 'VOTE TO LAUNCH',
      ctaText: 'VIEW THE DESIGNS',
      ctaLink: `#${PRODUCTS_ANCHOR}`,
      imageUrl: garment('dress-paisley-155e6e-d4af5a-0'),
      secondImageUrl: garment('blazer-plain-1e1d1f-c9a24a-0'),
      imageAlt: 'A peacock paisley dress and a black tailored blazer awaiting the members’ vote',
      position: 2,
      textColor: 'light',
      lede: 'Pre-order the pieces you love before anyone else, and vote for the ones we make next.',
    },
  ],
};
