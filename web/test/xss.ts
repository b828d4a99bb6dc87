import { expect } from 'vitest';

/** Markup an attacker might type: in a free-text field, it must come back as words, never as markup. */
export const XSS_SCRIPT = '<script>window.__xss=1</script>';
export const XSS_IMG = '"><img src=x onerror="window.__xss=1">';

/** Nothing the payloads hold became an element, and nothing ran. */
export function expectInert(root: ParentNode = document) {
  expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  expect(root.querySelectorAll('img[src="x"]')).toHaveLength(0);
  const scripts = [...root.querySelectorAll('script')].filter((s) => s.textContent?.includes('__xss'));
  expect(scripts).toHaveLength(0);
}
