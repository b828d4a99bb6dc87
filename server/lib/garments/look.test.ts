import { describe, expect, it } from 'vitest';
import { lookUrl, parseLookName, renderLookSvg } from './look.ts';
import { SILHOUETTES } from './svg.ts';

describe('member looks', () => {
  it('names a look by its garment without the view, and refuses anything else', () => {
    const spec = { silhouette: 'dress', pattern: 'floral', color: '7a2434', accent: 'f0d9b5' } as const;
    expect(lookUrl(spec)).toBe('/media/looks/dress-floral-7a2434-f0d9b5.svg');
    expect(parseLookName('dress-floral-7a2434-f0d9b5.svg')).toEqual({ ...spec, view: 0 });
    for (const bad of ['dress-floral-7a2434-f0d9b5-0.svg', 'cape-floral-7a2434-f0d9b5.svg', '../x.svg']) {
      expect(parseLookName(bad), bad).toBeNull();
    }
  });

  it('draws every silhouette worn, as a self-contained 900x1200 SVG, each member and setting from the name', () => {
    const pictures = SILHOUETTES.map((silhouette) =>
      renderLookSvg({ silhouette, pattern: 'stripes', color: '1d3b53', accent: 'e3b448', view: 0 }),
    );
    for (const svg of pictures) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 900 1200"/);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)|<text|<image/);
      expect(svg.length).toBeLessThan(16_000);
    }
    // Skin tones and backdrops vary with the garment (the first fill after the figure's group, the wall).
    const skins = new Set(pictures.map((svg) => /<g fill="#([0-9a-f]{6})"><path d="M450 600/.exec(svg)?.[1]));
    const walls = new Set(
      pictures.map((svg) => /<\/defs><rect width="900" height="1200" fill="#([0-9a-f]{6})"/.exec(svg)?.[1]),
    );
    expect(skins.size).toBeGreaterThan(2);
    expect(walls.size).toBeGreaterThan(2);
    expect(
      renderLookSvg({ silhouette: 'top', pattern: 'dots', color: 'b5654a', accent: 'f5efe6', view: 0 }),
    ).toBe(renderLookSvg({ silhouette: 'top', pattern: 'dots', color: 'b5654a', accent: 'f5efe6', view: 0 }));
  });
});
