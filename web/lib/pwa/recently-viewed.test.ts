import { describe, expect, it } from 'vitest';
import {
  pictureAddresses,
  RECENTLY_VIEWED_LIMIT,
  readRecentlyViewed,
  rememberViewed,
} from './recently-viewed';

describe('the pieces viewed last (for the offline page)', () => {
  it(`keeps the last ${RECENTLY_VIEWED_LIMIT}, newest first, each once`, () => {
    localStorage.clear();
    for (let i = 1; i <= 8; i++) rememberViewed({ name: `Kurta ${i}`, slug: `kurta-${i}`, images: [] });
    rememberViewed({ name: 'Kurta 5', slug: 'kurta-5', images: ['/media/5.jpg'] });
    const pieces = readRecentlyViewed();
    expect(pieces.map((p) => p.slug)).toEqual([
      'kurta-5',
      'kurta-8',
      'kurta-7',
      'kurta-6',
      'kurta-4',
      'kurta-3',
    ]);
    expect(pieces[0]).toEqual({ name: 'Kurta 5', slug: 'kurta-5', images: ['/media/5.jpg'] });
  });

  it('reads nothing from a damaged entry', () => {
    localStorage.setItem('roslis.recentlyViewed', '{not json');
    expect(readRecentlyViewed()).toEqual([]);
  });

  it("lists a picture's original first, then its copies from the smallest", () => {
    expect(
      pictureAddresses({
        imageUrl: '/media/a.jpg',
        variants: [
          { url: '/media/a-960.webp', width: 960 },
          { url: '/media/a-480.webp', width: 480 },
        ],
      }),
    ).toEqual(['/media/a.jpg', '/media/a-480.webp', '/media/a-960.webp']);
    expect(pictureAddresses(undefined)).toEqual([]);
  });
});
