import { LIMITS } from '#contracts/constants';

/** Spec 1 section 9: links to careers, about and policy pages scroll to the top after 100 ms. */
export function scrollToTopSoon(): void {
  window.setTimeout(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }), LIMITS.scrollTopDelayMs);
}
