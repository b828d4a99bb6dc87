import { describe, expect, it } from 'vitest';
import type { ProductCard } from '#contracts/catalog';
import { FALLBACK_PICTURES, homePictures, picturesFrom, wornBy } from './imagery';

const card = (name: string, categoryId: string, url: string): ProductCard => ({
  id: `00000000-0000-4000-8000-${name.length.toString().padStart(12, '0')}`,
  slug: name.toLowerCase().replace(/ /g, '-'),
  name,
  price: '1499.00',
  compareAtPrice: null,
  status: 'IN_STOCK',
  categoryId,
  availableIn: 'STUDIO',
  images: [
    { url, width: 600, height: 800 },
    { url: `${url}?2`, width: 600, height: 800 },
  ],
  voteCount: 0,
  voteThreshold: 100,
  preOrderLimit: null,
  unitsLeft: null,
  preOrderEndDate: null,
  sizes: ['S', 'M'],
  sizesInStock: ['M'],
  colours: [],
});

describe('picturesFrom and homePictures', () => {
  it('takes the cards’ pictures with the name as alt text, then the generated ones', () => {
    const top = card('Rust Top', 'c-tops', '/uploads/top.webp');
    expect(picturesFrom([top], 3, 2)).toEqual([
      { src: '/uploads/top.webp', alt: 'Rust Top', width: 600, height: 800 },
      { src: '/uploads/top.webp?2', alt: 'Rust Top, second view', width: 600, height: 800 },
      FALLBACK_PICTURES[0],
    ]);
  });

  it('puts dresses before trousers in the hero, by the category of each card', () => {
    const trousers = card('Wide Trousers', 'c-trousers', '/uploads/trousers.webp');
    const dress = card('Floral Dress', 'c-dresses', '/uploads/dress.webp');
    const categories = [
      { id: 'c-trousers', slug: 'trousers' },
      { id: 'c-dresses', slug: 'dresses' },
    ];
    expect(
      homePictures([trousers, dress], categories)
        .hero.map((p) => p.alt)
        .slice(0, 2),
    ).toEqual(['Floral Dress', 'Wide Trousers']);
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
    });
    const photo = { ...garment, src: '/uploads/products/look.webp' };
    expect(wornBy(photo)).toBe(photo);
  });
});
