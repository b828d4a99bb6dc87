import { REDUCED_MOTION_QUERY as REDUCED_MOTION } from '../../../lib/use-media-query';

/**
 * Scrolls a section into view (smoothly, unless the visitor prefers reduced motion) and moves focus to
 * its heading, so keyboard and screen-reader users continue reading from there.
 */
export function revealSection(headingId: string): void {
  const heading = document.getElementById(headingId);
  if (!heading) return;
  const reduce = window.matchMedia?.(REDUCED_MOTION).matches ?? false;
  const target = heading.closest('section') ?? heading;
  target.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}
