import { describe, expect, it } from 'vitest';
import {
  type GarmentSpec,
  garmentFileName,
  garmentUrl,
  PATTERNS,
  parseGarmentName,
  renderGarmentSvg,
  SILHOUETTES,
} from './svg.ts';

/**
 * A small XML well-formedness check (no DOMParser in node): every tag is balanced, attributes are
 * `name="value"` without duplicates or raw `<`/`&`, and no stray text sits between elements.
 * Returns the ids defined and the local references (`url(#x)`, `href="#x"`) used.
 */
function checkXml(xml: string): { ids: string[]; refs: string[] } {
  const stack: string[] = [];
  const ids: string[] = [];
  const refs: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<&]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    // Text is allowed only inside <style> (CSS) and must not hold markup characters.
    if (text.trim() && stack.at(-1) !== 'style') throw new Error(`stray text ${JSON.stringify(text)}`);
    if (/[<&]/.test(text)) throw new Error(`unescaped text ${JSON.stringify(text)}`);
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(xml);
    if (!m) throw new Error(`bad tag at ${lt}: ${xml.slice(lt, lt + 60)}`);
    const [whole, closing, name, attrs, selfClosing] = m;
    if (closing) {
      if (attrs || selfClosing) throw new Error(`bad closing tag ${whole}`);
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open}>`);
    } else {
      const seen = new Set<string>();
      for (const [, key, value] of attrs!.matchAll(/([\w:-]+)="([^"]*)"/g)) {
        if (seen.has(key!)) throw new Error(`duplicate attribute ${key} in ${whole}`);
        seen.add(key!);
        if (key === 'id') ids.push(value!);
        if (key === 'href') refs.push(value!.replace(/^#/, ''));
        for (const [, ref] of value!.matchAll(/url\(#([\w-]+)\)/g)) refs.push(ref!);
      }
      if (!selfClosing) stack.push(name!);
    }
    i = lt + whole.length;
  }
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
  return { ids, refs };
}

const sample: GarmentSpec = {
  silhouette: 'tunic',
  pattern: 'floral',
  color: '8a5a44',
  accent: 'f4e1c1',
  view: 0,
};

describe('garment file names', () => {
  it('formats and parses back', () => {
    expect(garmentFileName(sample)).toBe('tunic-floral-8a5a44-f4e1c1-0.svg');
    expect(garmentUrl(sample)).toBe('/media/garments/tunic-floral-8a5a44-f4e1c1-0.svg');
    for (const silhouette of SILHOUETTES) {
      for (const pattern of PATTERNS) {
        for (const view of [0, 1, 2, 3]) {
          const spec = { silhouette, pattern, color: '1d3b53', accent: 'e3b448', view };
          expect(parseGarmentName(garmentFileName(spec))).toEqual(spec);
        }
      }
    }
  });

  it.each([
    'cape-floral-8a5a44-f4e1c1-0.svg',
    'tunic-tartan-8a5a44-f4e1c1-0.svg',
    'tunic-floral-8a5a4-f4e1c1-0.svg',
    'tunic-floral-8a5a44-f4e1cg-0.svg',
    'tunic-floral-8A5A44-f4e1c1-0.svg',
    'tunic-floral-8a5a44-f4e1c1-4.svg',
    'tunic-floral-8a5a44-f4e1c1-0.png',
    'tunic-floral-8a5a44-f4e1c1-0.svg.svg',
    'tunic-floral-8a5a44-f4e1c1-0.svg/../x.svg',
    '../x.svg',
    '..%2Fx.svg',
    '/etc/passwd',
    'tunic-floral-8a5a44-f4e1c1.svg',
    '',
  ])('rejects %j', (name) => {
    expect(parseGarmentName(name)).toBeNull();
  });
});

describe('renderGarmentSvg', () => {
  it('renders every silhouette, pattern and view as a well-formed, self-contained 900x1200 SVG under 8 KB', () => {
    const colours = [
      ['f4ece0', 'b5523b'],
      ['1d3b53', 'e3b448'],
      ['2b2b2b', 'd9cfc1'],
    ] as const;
    let n = 0;
    for (const silhouette of SILHOUETTES) {
      for (const pattern of PATTERNS) {
        for (const view of [0, 1, 2, 3]) {
          const [color, accent] = colours[n++ % colours.length]!;
          const svg = renderGarmentSvg({ silhouette, pattern, color, accent, view });
          const where = `${silhouette}/${pattern}/${view}`;
          expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), where).toBe(true);
          expect(svg, where).toContain('viewBox="0 0 900 1200"');
          expect(svg, where).toContain('width="900" height="1200"');
          expect(svg.length, where).toBeLessThan(8 * 1024);
          expect(svg, where).not.toMatch(/NaN|undefined|Infinity|null/);
          // No external references: no images, fonts, scripts or remote URLs.
          expect(svg, where).not.toMatch(
            /<image|<script|<text|@import|font-family|http(?!:\/\/www\.w3\.org\/2000\/svg")/,
          );
          const { ids, refs } = checkXml(svg);
          expect(new Set(ids).size, `${where}: duplicate ids ${ids}`).toBe(ids.length);
          for (const ref of refs) expect(ids, `${where}: #${ref}`).toContain(ref);
        }
      }
    }
  });

  it('uses the colours it is given', () => {
    const svg = renderGarmentSvg({ ...sample, color: '123abc', accent: 'fedcba' });
    expect(svg).toContain('#123abc');
    expect(svg).toContain('#fedcba');
  });

  it('draws each view differently', () => {
    const views = [0, 1, 2, 3].map((view) => renderGarmentSvg({ ...sample, view }));
    expect(new Set(views).size).toBe(4);
  });

  it('is deterministic', () => {
    for (const silhouette of SILHOUETTES) {
      const spec = { ...sample, silhouette, view: 3 };
      expect(renderGarmentSvg(spec)).toBe(renderGarmentSvg({ ...spec }));
    }
  });

  it('the checker itself catches malformed markup', () => {
    expect(() => checkXml('<svg><g></svg>')).toThrow();
    expect(() => checkXml('<svg><g/>text</svg>')).toThrow();
    expect(() => checkXml('<svg a="1" a="2"/>')).toThrow();
    expect(() => checkXml('<svg><path d="M0 0"></svg>')).toThrow();
    expect(checkXml('<svg><defs><g id="a"/></defs><use href="#a"/></svg>')).toEqual({
      ids: ['a'],
      refs: ['a'],
    });
  });
});
