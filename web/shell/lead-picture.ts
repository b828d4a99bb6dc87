/**
 * The page's largest picture the server drew in the HTML (`[data-lead]`, server/lib/page-head.ts) stays
 * over the page until the app shows its own copy of it: then it goes, and the member sees the page
 * where she saw the photo, without a loading state between. It also goes when the app has moved to
 * another address (a sign-in asked for, a redirect), and at the latest after `timeoutMs` (a page that
 * draws no such picture, an image that fails).
 */
export function releaseLeadPicture(
  lead: HTMLElement,
  app: HTMLElement,
  { timeoutMs = 4_000 }: { timeoutMs?: number } = {},
): () => void {
  const shown = lead.querySelector('img');
  const path = window.location.pathname;
  let done = false;
  let waiting: HTMLImageElement | null = null;

  const release = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    waiting?.removeEventListener('load', afterPaint);
    lead.remove();
  };
  // Once the app's copy has loaded, one frame for it to be painted before the picture over it goes.
  function afterPaint() {
    requestAnimationFrame(() => release());
  }
  const sameAs = (img: HTMLImageElement) =>
    !!shown &&
    ((!!img.currentSrc && img.currentSrc === shown.currentSrc) ||
      img.getAttribute('src') === shown.getAttribute('src'));

  const check = () => {
    if (done) return;
    if (window.location.pathname !== path) return release();
    const copy = [...app.querySelectorAll('img')].find(sameAs);
    if (!copy || copy === waiting) return;
    waiting = copy;
    if (copy.complete && copy.naturalWidth > 0) afterPaint();
    else copy.addEventListener('load', afterPaint, { once: true });
  };

  const observer = new MutationObserver(check);
  observer.observe(app, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['src', 'srcset'],
  });
  const timer = setTimeout(release, timeoutMs);
  check();
  return release;
}
