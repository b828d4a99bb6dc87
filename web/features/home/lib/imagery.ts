import type { ProductCard } from '#contracts/catalog';

export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

const garment = (file: string, alt: string): Picture => ({
  src: `/media/garments/${file}.svg`,
  alt,
  width: 900,
  height: 1200,
});

/** Generated garment images used when the catalogue has fewer pieces than a section needs. */
export const FALLBACK_PICTURES: Picture[] = [
  garment('kurta-paisley-1f3b30-d4b074-0', 'Deep green paisley kurta with gold motifs'),
  garment('dress-floral-7a2434-f0d9b5-0', 'Wine floral dress'),
  garment('tunic-block-c9a66b-1f3b30-0', 'Ochre block-print tunic'),
  garment('coord-stripes-2b3a55-efe6d6-0', 'Navy striped co-ord set'),
  garment('top-dots-b5654a-f5efe6-0', 'Terracotta polka-dot top'),
  garment('shirt-checks-e9e1d3-2b3a55-0', 'Ivory checked shirt'),
];

export const CATEGORY_TILES = [
  { name: 'Tops', slug: 'tops', picture: garment('top-floral-b5654a-f5efe6-0', 'A terracotta floral top') },
  {
    name: 'Tunics',
    slug: 'tunics',
    picture: garment('tunic-paisley-2f5b4a-e9d3a8-0', 'A green paisley tunic'),
  },
  {
    name: 'Shirts',
    slug: 'shirts',
    picture: garment('shirt-stripes-e9e1d3-2b3a55-0', 'An ivory striped shirt'),
  },
  {
    name: 'Workwear',
    slug: 'workwear',
    picture: garment('blazer-plain-2b2f36-c9a66b-0', 'A charcoal tailored blazer'),
  },
] as const;

/**
 * Product pictures first (the card's views of each product: the name as the first's alt text, then
 * "{name}, second view"), then the generated fallbacks.
 */
export function picturesFrom(products: ProductCard[] | undefined, count: number, perProduct = 1): Picture[] {
  const fromProducts: Picture[] = [];
  for (const p of products ?? []) {
    p.images.slice(0, perProduct).forEach((image, i) => {
      fromProducts.push({
        src: image.url,
        alt: i === 0 ? p.name : `${p.name}, second view`,
        width: image.width || 900,
        height: image.height || 1200,
      });
    });
  }
  const seen = new Set(fromProducts.map((p) => p.src));
  const rest = FALLBACK_PICTURES.filter((p) => !seen.has(p.src));
  return [...fromProducts, ...rest].slice(0, count);
}

const GENERATED = /^\/media\/garments\/([a-z]+-[a-z]+-[0-9a-f]{6}-[0-9a-f]{6})-[0-3]\.svg$/;

/**
 * The piece as a member wears it: a generated garment becomes its generated look (a woman wearing it,
 * `/media/looks/…`); any other picture (a real photo) stays as it is.
 */
export function wornBy(picture: Picture): Picture {
  const m = GENERATED.exec(picture.src);
  if (!m) return picture;
  const piece = picture.alt.split(',')[0]!.trim();
  return { ...picture, src: `/media/looks/${m[1]}.svg`, alt: `A member wearing the ${piece}` };
}

/** Silhouettes that photograph best in a hero come first; trousers and blazers last. */
const HERO_ORDER = ['dresses', 'kurtas', 'co-ords', 'tunics', 'tops', 'shirts', 'workwear', 'trousers'];

/**
 * Splits the featured pieces: the three most striking for the hero (by their category's slug, from
 * the categories), six distinct pieces for the gallery.
 */
export function homePictures(
  products: ProductCard[] | undefined,
  categories: readonly { id: string; slug: string }[] = [],
): { hero: Picture[]; gallery: Picture[] } {
  const list = products ?? [];
  const slugs = new Map(categories.map((c) => [c.id, c.slug]));
  const heroRank = (p: ProductCard) => {
    const i = HERO_ORDER.indexOf(slugs.get(p.categoryId) ?? '');
    return i < 0 ? HERO_ORDER.length : i;
  };
  const heroProducts = [...list].sort((a, b) => heroRank(a) - heroRank(b)).slice(0, 3);
  const others = list.filter((p) => !heroProducts.includes(p));
  return {
    hero: picturesFrom(heroProducts, 3),
    gallery: picturesFrom([...others, ...heroProducts], 6).map(wornBy),
  };
}
