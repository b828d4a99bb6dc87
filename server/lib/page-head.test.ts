import { describe, expect, it } from 'vitest';
import { injectHead, jsonLdText, type PageHead, withLeadPicture, withLeadPictures } from './page-head.ts';

const HEAD: PageHead = {
  title: 'A "quoted" <b>name</b> & more',
  description: "It's <here>",
  canonical: 'https://shop.example/products/a?x=1&y=2',
  image: { url: 'https://shop.example/og/a.png?v=1', width: 1200, height: 630, alt: 'A' },
  type: 'product',
  jsonLd: { name: '</script><script>alert(1)</script>' },
};

describe('injectHead', () => {
  it('replaces the built title, description, Open Graph, Twitter and canonical tags where the title was', () => {
    const html = `<html><head><meta charset="UTF-8" /><title>Old</title>
<meta
  name="description"
  content="old"
/>
<meta property="og:title" content="old" /><meta name="twitter:card" content="summary" />
<link rel="canonical" href="https://old.example/" /><link rel="icon" href="/favicon.svg" />
<style>x{}</style></head><body><title>in body stays</title></body></html>`;
    const out = injectHead(html, HEAD);
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).not.toContain('old');
    expect(head).toContain('<link rel="icon" href="/favicon.svg" />');
    expect(head.indexOf('<title>')).toBeGreaterThan(head.indexOf('charset'));
    expect(head.indexOf('og:image')).toBeLessThan(head.indexOf('<style>'));
    expect(out).toContain('<body><title>in body stays</title></body>');
  });

  it('escapes every value (text and attributes) and keeps JSON-LD inside its script', () => {
    const out = injectHead('<html><head></head><body></body></html>', HEAD);
    expect(out).toContain('<title>A &quot;quoted&quot; &lt;b&gt;name&lt;/b&gt; &amp; more</title>');
    expect(out).toContain('content="It&#39;s &lt;here&gt;"');
    expect(out).toContain('href="https://shop.example/products/a?x=1&amp;y=2"');
    expect(out).not.toContain('</script><script>alert');
    expect(out.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(jsonLdText(HEAD.jsonLd!))).toEqual(HEAD.jsonLd);
  });

  it('leaves a document without a head as it is', () => {
    expect(injectHead('<p>no head</p>', HEAD)).toBe('<p>no head</p>');
  });
});

describe("the page's photo, preloaded", () => {
  const page =
    '<html><head><meta charset="UTF-8" /><title>Old</title><style>x</style></head><body></body></html>';

  it('is one high-priority image preload among the head tags, before the stylesheet, its address escaped', () => {
    const html = injectHead(page, { ...HEAD, photo: { href: '/media/a.svg?x=1&y="2"' } });
    expect(html.match(/<link rel="preload" as="image"[^>]*>/g)).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/media/a.svg?x=1&amp;y=&quot;2&quot;" />',
    ]);
    expect(html.indexOf('as="image"')).toBeLessThan(html.indexOf('<style>'));
    // Written again (a page kept and given a new head) it replaces the old one, never adds a second.
    expect(injectHead(html, { ...HEAD, photo: { href: '/media/b.svg' } }).match(/as="image"/g)).toHaveLength(
      1,
    );
    expect(injectHead(html, HEAD)).not.toContain('as="image"');
  });

  it('names the set of widths, their sizes and type when the photo has variants (no href to fetch twice)', () => {
    const html = injectHead(page, {
      ...HEAD,
      photo: {
        href: '/p.webp',
        srcset: '/p-480.avif 480w, /p-960.avif 960w',
        type: 'image/avif',
        sizes: '100vw',
      },
    });
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/p-480.avif 480w, /p-960.avif 960w" imagesizes="100vw" type="image/avif" />',
    );
  });
});

describe("the page's photo, drawn in the app shell", () => {
  const shell =
    '<html><head><title>Old</title></head><body><div id="root"><div data-shell role="status" aria-label="Loading Roslis" class="grid"><span>ROSLIS</span></div></div><script defer src="/boot.js"></script></body></html>';

  it("replaces the loading wordmark by the photo, over an empty app container, with the preload's sources", () => {
    const html = withLeadPicture(shell, {
      href: '/p.webp?a=1&b=2',
      srcset: '/p-480.avif 480w, /p-960.avif 960w',
      type: 'image/avif',
      sizes: '100vw',
    });
    expect(html).toContain(
      '<div data-lead role="status" aria-label="Loading Roslis"><p aria-hidden="true">ROSLIS</p><picture><source type="image/avif" srcset="/p-480.avif 480w, /p-960.avif 960w" sizes="100vw" /><img src="/p.webp?a=1&amp;b=2" alt="" width="900" height="1200" sizes="100vw" fetchpriority="high" /></picture></div><div id="root"></div>',
    );
    expect(html).not.toContain('data-shell');
    expect(html).toContain('<script defer src="/boot.js"></script>');
  });

  it('draws a photo without variants by its address alone', () => {
    expect(withLeadPicture(shell, { href: '/media/a.svg' })).toContain(
      '<picture><img src="/media/a.svg" alt="" width="900" height="1200" fetchpriority="high" /></picture>',
    );
  });

  it("draws a board's first row as tiles, each with its shape and both formats the tile lists", () => {
    const html = withLeadPictures(shell, 'board', [
      {
        href: '/a.webp',
        sources: [
          { type: 'image/avif', srcset: '/a-480.avif 480w' },
          { type: 'image/webp', srcset: '/a-480.webp 480w' },
        ],
        sizes: '50vw',
        aspect: 2,
      },
      { href: '/media/b.svg', sizes: '50vw', aspect: 0 },
    ]);
    expect(html).toContain(
      '<div data-lead data-board role="status" aria-label="Loading Roslis"><p aria-hidden="true">ROSLIS</p><div><picture data-aspect="2"><source type="image/avif" srcset="/a-480.avif 480w" sizes="50vw" /><source type="image/webp" srcset="/a-480.webp 480w" sizes="50vw" /><img src="/a.webp" alt="" width="900" height="1200" sizes="50vw" fetchpriority="high" /></picture><picture data-aspect="0"><img src="/media/b.svg" alt="" width="900" height="1200" sizes="50vw" fetchpriority="high" /></picture></div></div><div id="root"></div>',
    );
    expect(withLeadPictures(shell, 'board', [])).toBe(shell);
  });

  it('leaves a prerendered page (no loading shell) as it is', () => {
    const prerendered = '<html><body><div id="root"><main>The card</main></div></body></html>';
    expect(withLeadPicture(prerendered, { href: '/media/a.svg' })).toBe(prerendered);
  });
});
