import { describe, expect, it } from 'vitest';
import { wornBy } from './imagery';

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
