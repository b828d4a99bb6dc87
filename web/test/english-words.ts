/**
 * The Latin words a region shows in its text and its alt, aria-label, title and placeholder attributes,
 * for the Malayalam tests of the public pages: the drawn card's face is left out (decorative, the same
 * in every language), as is the toasts' region; and so are the words that stay in every language
 * (brand and storefront names, sizes) and the `kept` ones a test names.
 */
/** The brand (and its monogram, R), the storefronts' and lines' names, the sizes. */
const BRAND = /^(R|Roslis|ROSLIS|STUDIO|LIMITED|EDITION|Signature|XS|S|M|L|\d*XL)$/;

export function englishWords(root: Element, kept: readonly string[] = []): string[] {
  const clone = root.cloneNode(true) as Element;
  for (const face of clone.querySelectorAll('[data-card-face], title')) face.remove();
  for (const toasts of clone.querySelectorAll('.toast-viewport')) toasts.parentElement?.remove();
  const parts: string[] = [];
  const walker = document.createTreeWalker(clone, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
  for (const el of clone.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
    for (const name of ['alt', 'aria-label', 'title', 'placeholder']) parts.push(el.getAttribute(name) ?? '');
  }
  let text = parts.join(' ');
  for (const k of kept) text = text.replaceAll(k, ' ');
  return (text.match(/[A-Za-z][A-Za-z'’]*/g) ?? []).filter((w) => !BRAND.test(w));
}
