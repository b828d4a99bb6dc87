import type { FeaturedPiece } from '#contracts/catalog';
import { type PublicGarment, publicGarmentUrl } from '#contracts/imagery';
import { i18n } from '../../../lib/i18n';
import { GARMENT_NAMES, type GarmentKey, HOME } from '../i18n';

export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** One of the page's own garments: its name in the catalogue (`home:pictures.garments`), in English in `alt`. */
  garment?: GarmentKey;
  /** A look worn by a member: the piece's name (`alt` says it in English). */
  worn?: string;
}

/** A garment a public page shows by name: contracts/imagery.ts keeps it public. */
const garment = (file: PublicGarment & `${GarmentKey}-0`): Picture => {
  const key = file.slice(0, -'-0'.length) as GarmentKey;
  return { src: publicGarmentUrl(file), alt: GARMENT_NAMES[key], garment: key, width: 900, height: 1200 };
};

/** Generated garment images used when the catalogue has fewer pieces than a section needs. */
export const FALLBACK_PICTURES: Picture[] = [
  garment('kurta-paisley-1f3b30-d4b074-0'),
  garment('dress-floral-7a2434-f0d9b5-0'),
  garment('tunic-block-c9a66b-1f3b30-0'),
  garment('coord-stripes-2b3a55-efe6d6-0'),
  garment('top-dots-b5654a-f5efe6-0'),
  garment('shirt-checks-e9e1d3-2b3a55-0'),
];

export const CATEGORY_TILES = [
  { slug: 'tops', picture: garment('top-floral-b5654a-f5efe6-0') },
  { slug: 'tunics', picture: garment('tunic-paisley-2f5b4a-e9d3a8-0') },
  { slug: 'shirts', picture: garment('shirt-stripes-e9e1d3-2b3a55-0') },
  { slug: 'workwear', picture: garment('blazer-plain-2b2f36-c9a66b-0') },
] as const;

/** The pieces' pictures first (each with its own alt text), then the generated fallbacks. */
export function picturesFrom(pieces: FeaturedPiece[] | undefined, count: number, perPiece = 1): Picture[] {
  const fromPieces: Picture[] = [];
  for (const p of pieces ?? []) {
    for (const image of p.images.slice(0, perPiece)) {
      fromPieces.push({
        src: image.imageUrl,
        alt: image.alt || p.name,
        width: image.width || 900,
        height: image.height || 1200,
      });
    }
  }
  const seen = new Set(fromPieces.map((p) => p.src));
  const rest = FALLBACK_PICTURES.filter((p) => !seen.has(p.src));
  return [...fromPieces, ...rest].slice(0, count);
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
  return {
    ...picture,
    src: `/media/looks/${m[1]}.svg`,
    alt: i18n.getFixedT('en', HOME)('pictures.worn', { piece }),
    worn: piece,
  };
}

/** Silhouettes that photograph best in a hero come first; trousers and blazers last. */
const HERO_ORDER = ['dresses', 'kurtas', 'co-ords', 'tunics', 'tops', 'shirts', 'workwear', 'trousers'];

/** Splits the featured pieces: the three most striking for the hero, six distinct pieces for the gallery. */
export function homePictures(pieces: FeaturedPiece[] | undefined): { hero: Picture[]; gallery: Picture[] } {
  const list = pieces ?? [];
  const heroRank = (p: FeaturedPiece) => {
    const i = HERO_ORDER.indexOf(p.categorySlug);
    return i < 0 ? HERO_ORDER.length : i;
  };
  const heroPieces = [...list].sort((a, b) => heroRank(a) - heroRank(b)).slice(0, 3);
  const others = list.filter((p) => !heroPieces.includes(p));
  return {
    hero: picturesFrom(heroPieces, 3),
    gallery: picturesFrom([...others, ...heroPieces], 6).map(wornBy),
  };
}
