import { expect, type Locator, type Page } from '@playwright/test';

/** Written the same on a Malayalam page: the brand and the storefronts' names. */
const BRAND = ['Roslis', 'ROSLIS', 'STUDIO', 'LIMITED', 'EDITION'];

/**
 * The words in Latin letters a person reads in `region` of a page shown in Malayalam, less the brand,
 * the words a journey may keep there (`kept`: channels, sizes, tax names, ...) and what is the person's
 * own (`typed`: names, codes, addresses; the longest first, so a name inside another goes with it).
 * `charts`: an SVG's text is read too (innerText leaves it out). `hide`: elements read apart from the
 * page's words (the drawn card's face, which is English like the printed card).
 */
export async function latinWordsIn(
  region: Locator,
  {
    kept = [],
    typed = [],
    charts = false,
    hide,
  }: { kept?: Iterable<string>; typed?: readonly string[]; charts?: boolean; hide?: string } = {},
): Promise<string[]> {
  let text = await region.evaluate((el, hidden) => {
    const faces = hidden ? [...el.querySelectorAll<HTMLElement>(hidden)] : [];
    for (const face of faces) face.style.visibility = 'hidden';
    const words = (el as HTMLElement).innerText;
    for (const face of faces) face.style.visibility = '';
    return words;
  }, hide ?? null);
  if (charts) text = [text, ...(await region.locator('svg text').allTextContents())].join('\n');
  for (const t of [...typed].sort((a, b) => b.length - a.length)) text = text.replaceAll(t, '');
  const allowed = new Set([...BRAND, ...kept]);
  return (text.match(/[A-Za-z][A-Za-z'’]*(?:-[A-Za-z]+)*/g) ?? []).filter((w) => !allowed.has(w));
}

/** Nothing on the page wider than a 375 px phone; on failure, the elements that stick out are named. */
export async function expectFitsThePhone(page: Page, width = 375) {
  const { scrollWidth, wide } = await page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > w + 1 && r.width > 0 && !el.closest('[class*="overflow-x-auto"]'))
        out.push(
          `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').slice(0, 60)} ${Math.round(r.right)}`,
        );
    }
    return { scrollWidth: document.documentElement.scrollWidth, wide: out.slice(0, 5) };
  });
  expect(scrollWidth, `${page.url()} is wider than the phone: ${wide.join(' | ')}`).toBeLessThanOrEqual(
    width,
  );
}

/**
 * No word of the page's headings broken across two lines. Malayalam words are long; a heading sized for
 * English breaks one mid-word on a phone (the headings may break a word longer than the line, so a
 * name people type never widens the page). On failure, the words and their headings are named.
 */
export async function expectWholeWords(page: Page, selector = 'h1, h2, h3, .font-display') {
  const broken = await page.evaluate((headings) => {
    const out: string[] = [];
    const range = document.createRange();
    for (const heading of document.querySelectorAll<HTMLElement>(headings)) {
      if (heading.closest('.sr-only, [aria-hidden="true"]') || heading.getClientRects().length === 0)
        continue;
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/[^\s\-–/]+/g)) {
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (lines.size > 1) out.push(`"${word[0]}" in ${heading.tagName.toLowerCase()}`);
        }
      }
    }
    return out;
  }, selector);
  expect(broken, `${page.url()} breaks words across lines`).toEqual([]);
}
