import { LIMITS } from '#contracts/constants';

/** Links to careers, about and policy pages scroll to the top after 100 ms. */
export function scrollToTopSoon(): void {
  window.setTimeout(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }), LIMITS.scrollTopDelayMs);
}
