import { describe, expect, it } from 'vitest';
import type { FeaturedPiece } from '#contracts/catalog';
import { FALLBACK_PICTURES, homePictures, picturesFrom, wornBy } from './imagery';

const piece = (name: string, categorySlug: string, url: string): FeaturedPiece => ({
  name,
  categorySlug,
  images: [
    { imageUrl: url, alt: `${name}, front view`, width: 600, height: 800 },
    { imageUrl: `${url}?2`, alt: '', width: 600, height: 800 },
  ],
});

describe('picturesFrom and homePictures', () => {
  it('takes the pieces’ pictures with their alt text (the name when it has none), then the generated ones', () => {
    const top = piece('Rust Top', 'tops', '/uploads/top.webp');
    expect(picturesFrom([top], 3, 2)).toEqual([
      { src: '/uploads/top.webp', alt: 'Rust Top, front view', width: 600, height: 800 },
      { src: '/uploads/top.webp?2', alt: 'Rust Top', width: 600, height: 800 },
      FALLBACK_PICTURES[0],
    ]);
  });

  it('puts dresses before trousers in the hero, by the category of each piece', () => {
    const trousers = piece('Wide Trousers', 'trousers', '/uploads/trousers.webp');
    const dress = piece('Floral Dress', 'dresses', '/uploads/dress.webp');
    expect(
      homePictures([trousers, dress])
        .hero.map((p) => p.alt)
        .slice(0, 2),
    ).toEqual(['Floral Dress, front view', 'Wide Trousers, front view']);
  });
});

describe('wornBy', () => {
  it('shows a generated garment as worn by a member, and leaves real photos alone', () => {
    const garment = {
      src: '/media/garments/dress-floral-7a2434-f0d9b5-1.svg',
      alt: 'Wine Floral Dress, back view',
      width: 900,
      height: 1200,
    };
    expect(wornBy(garment)).toEqual({
      ...garment,
      src: '/media/looks/dress-floral-7a2434-f0d9b5.svg',
      alt: 'A member wearing the Wine Floral Dress',
      worn: 'Wine Floral Dress',
    });
    const photo = { ...garment, src: '/uploads/products/look.webp' };
    expect(wornBy(photo)).toBe(photo);
  });
});
