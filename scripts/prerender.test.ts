import { describe, expect, it } from 'vitest';
import { islandNamesIn, withIslands } from './prerender.ts';

const page = `<html><head><script defer src="/boot.js" data-main="/assets/index-a1.js" data-preload="/assets/shared-b2.js"></script></head>
<body><div id="root"><div data-island="header" class="contents"><header>…</header></div><main><h1>The card</h1>
<div data-island="card-tiers" class="contents">…</div></main><footer><div data-island="theme" class="contents">…</div>
<div data-island="header" class="contents"></div></footer></div></body></html>`;

describe('a prerendered page', () => {
  it('names its islands in the order of the page, each once', () => {
    expect(islandNamesIn(page)).toEqual(['header', 'card-tiers', 'theme']);
  });

  it("keeps the app on its boot tag (a member's visit) and adds the islands' script and preloads (a visitor's)", () => {
    const html = withIslands(page, '/assets/islands-c3.js', [
      '/assets/island-Header-d4.js',
      '/assets/island-cn-e5.js',
    ]);
    expect(/<script defer src="\/boot\.js"[^>]*>/.exec(html)?.[0]).toBe(
      '<script defer src="/boot.js" data-islands="/assets/islands-c3.js" data-islands-preload="/assets/island-Header-d4.js /assets/island-cn-e5.js" data-main="/assets/index-a1.js" data-preload="/assets/shared-b2.js">',
    );
  });

  it('without a boot tag is an error, not a page without script', () => {
    expect(() => withIslands('<html></html>', '/assets/islands-c3.js', [])).toThrow(/boot\.js/);
  });
});
