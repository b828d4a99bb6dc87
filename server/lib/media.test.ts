import { describe, expect, it } from 'vitest';
import { mediaLinks, PUBLISHED_CACHE, storedHeaders } from './media.ts';

describe('mediaLinks', () => {
  const photo = '/media/products/6c3f/1a2b-480.webp';

  it("leaves every URL as the server's without MEDIA_BASE_URL", () => {
    const links = mediaLinks(undefined);
    const answer = { images: [{ imageUrl: photo }] };
    expect(links.inAnswer(answer)).toBe(answer);
    expect(links.url(photo)).toBe(photo);
    expect(links.published('og/card-x.png')).toBeUndefined();
  });

  it("maps product photos' URLs under the base, and nothing else", () => {
    const links = mediaLinks('https://media.roslis.in/');
    expect(links.baseUrl).toBe('https://media.roslis.in');
    expect(links.url(photo)).toBe('https://media.roslis.in/products/6c3f/1a2b-480.webp');
    expect(links.url('/media/garments/top-plain-8a5a44-f4e1c1-0.svg')).toBe(
      '/media/garments/top-plain-8a5a44-f4e1c1-0.svg',
    );
    expect(links.url('/api/exchanges/1/video')).toBe('/api/exchanges/1/video');
    expect(links.published('og/card-x.png')).toBe('https://media.roslis.in/og/card-x.png');
  });

  it("maps the pictures of ready card texts, whatever their spacing, and never a name's words", () => {
    const links = mediaLinks('https://media.roslis.in');
    const card = (name: string, url: string) =>
      `{"id" : "a", "name" : ${JSON.stringify(name)}, "images" : [{"url" : "${url}", "variants": [{"url":"${url}"}]}]}`;
    const [mapped] = links.inCards([{ id: 'a', card: card(`Kurta "${photo}"`, photo) }]);
    expect(JSON.parse(mapped!.card)).toEqual({
      id: 'a',
      name: `Kurta "${photo}"`,
      images: [
        {
          url: 'https://media.roslis.in/products/6c3f/1a2b-480.webp',
          variants: [{ url: 'https://media.roslis.in/products/6c3f/1a2b-480.webp' }],
        },
      ],
    });
    const garment = card('Top', '/media/garments/top.svg');
    expect(links.inCards([{ id: 'a', card: garment }])[0]!.card).toBe(garment);
    expect(mediaLinks(undefined).inCards([{ id: 'a', card: card('Top', photo) }])[0]!.card).toBe(
      card('Top', photo),
    );
  });

  it('maps the URL fields of an answer, copying only what changes and never changing the original', () => {
    const links = mediaLinks('https://media.roslis.in');
    const untouched = { name: 'Kasavu', details: [{ label: 'Fabric', value: photo }] };
    const answer = {
      cards: [
        { images: [{ url: photo, variants: [{ url: photo, width: 480 }] }], description: photo },
        untouched,
      ],
      at: new Date(0),
    };
    const mapped = links.inAnswer(answer);
    expect(mapped.cards[0]).toEqual({
      images: [
        {
          url: 'https://media.roslis.in/products/6c3f/1a2b-480.webp',
          variants: [{ url: 'https://media.roslis.in/products/6c3f/1a2b-480.webp', width: 480 }],
        },
      ],
      // Only picture fields: text that happens to look like a path is left alone.
      description: photo,
    });
    expect(mapped.cards[1]).toBe(untouched);
    expect(mapped.at).toBe(answer.at);
    expect(JSON.stringify(answer)).not.toContain('https://');
    expect(links.inAnswer(untouched)).toBe(untouched);
  });
});

describe('storedHeaders', () => {
  it("gives a copied file its type, and a year's cache only to what may be published", () => {
    expect(storedHeaders('products/p/i-480.avif')).toEqual({
      contentType: 'image/avif',
      cacheControl: PUBLISHED_CACHE,
    });
    expect(storedHeaders('products/p/i-1440.webp')).toEqual({
      contentType: 'image/webp',
      cacheControl: PUBLISHED_CACHE,
    });
    expect(storedHeaders('og/products/p-v1.png')).toEqual({
      contentType: 'image/png',
      cacheControl: PUBLISHED_CACHE,
    });
    expect(storedHeaders('products/p/i-original.webp')).toEqual({ contentType: 'image/webp' });
    expect(storedHeaders('exchanges/2026/v.mov')).toEqual({ contentType: 'video/quicktime' });
    expect(storedHeaders('elsewhere/notes')).toEqual({ contentType: 'application/octet-stream' });
  });
});
