import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetLanguageForTests } from '../lib/i18n/i18n';
import { resetRazorpayLoader } from '../lib/payments/razorpay-checkout';
import { forgetSessionFlags } from '../lib/session/auth-storage';
import { resetToasts } from '../lib/toast';

// findBy… and waitFor give up after 5 s instead of the library's 1 s: on a loaded machine a lazy chunk or a
// query can take longer than a second, and a test must not fail for a busy machine (a passing wait costs
// nothing extra).
configure({ asyncUtilTimeout: 5_000 });

/** A matchMedia that answers `matches` from a list of queries tests can change. */
export const mediaMatches = new Set<string>();

function installMatchMedia() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: vi.fn((query: string) => ({
      matches: mediaMatches.has(query),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** jsdom has no IntersectionObserver (embla-carousel watches which slides are in view with it). */
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds: readonly number[] = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

beforeEach(() => {
  installMatchMedia();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver;
});

afterEach(async () => {
  cleanup();
  // English again (a test may switch to Malayalam; the files share the module graph).
  await resetLanguageForTests();
  resetToasts();
  window.localStorage.clear();
  // Files share a worker's modules (isolate: false in vitest.config.ts): module state is reset here.
  forgetSessionFlags();
  resetRazorpayLoader();
  delete window.Razorpay;
  for (const script of document.head.querySelectorAll('script')) script.remove();
  mediaMatches.clear();
  document.documentElement.className = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
