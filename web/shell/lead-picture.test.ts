import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseLeadPicture } from './lead-picture';

/** The server's HTML for a product page: the photo over an empty app container. */
function arrive(src = '/media/garments/kurta.svg') {
  document.body.innerHTML = `<div data-lead role="status" aria-label="Loading Roslis"><p aria-hidden="true">ROSLIS</p><picture><img src="${src}" alt="" /></picture></div><div id="root"></div>`;
  return {
    lead: document.querySelector<HTMLElement>('[data-lead]')!,
    app: document.getElementById('root')!,
  };
}

/** What the app draws: its own copy of a picture, not yet loaded. */
function draw(app: HTMLElement, src: string) {
  app.innerHTML = `<main><section><img src="${src}" alt="Tirur Straight Kurta, front view" /></section></main>`;
  return app.querySelector('img')!;
}

const loaded = (img: HTMLImageElement) => {
  Object.defineProperty(img, 'complete', { value: true });
  Object.defineProperty(img, 'naturalWidth', { value: 900 });
  img.dispatchEvent(new Event('load'));
};

describe('the picture drawn with the HTML', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/products/tirur-straight-kurta');
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('stays while the app draws its page, and goes one frame after the page shows the same picture', async () => {
    const { lead, app } = arrive();
    releaseLeadPicture(lead, app);
    app.innerHTML = '<main aria-busy="true">Loading the piece</main>';
    await vi.advanceTimersByTimeAsync(50);
    expect(document.querySelector('[data-lead]')).not.toBeNull();
    const copy = draw(app, '/media/garments/kurta.svg');
    await vi.advanceTimersByTimeAsync(50);
    // Drawn but not loaded: the photo above still shows it.
    expect(document.querySelector('[data-lead]')).not.toBeNull();
    loaded(copy);
    await vi.advanceTimersByTimeAsync(50);
    expect(document.querySelector('[data-lead]')).toBeNull();
  });

  it('does not go for another picture of the page', async () => {
    const { lead, app } = arrive();
    releaseLeadPicture(lead, app, { timeoutMs: 10_000 });
    loaded(draw(app, '/media/garments/another.svg'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(document.querySelector('[data-lead]')).not.toBeNull();
  });

  it('goes when the app moves to another address (a sign-in asked for)', async () => {
    const { lead, app } = arrive();
    releaseLeadPicture(lead, app);
    window.history.replaceState(null, '', '/login');
    app.innerHTML = '<form>Sign in</form>';
    await vi.advanceTimersByTimeAsync(10);
    expect(document.querySelector('[data-lead]')).toBeNull();
  });

  it('goes at the latest after its time when the page never shows the picture', async () => {
    const { lead, app } = arrive();
    releaseLeadPicture(lead, app, { timeoutMs: 4_000 });
    app.innerHTML = '<main>Something went wrong</main>';
    await vi.advanceTimersByTimeAsync(3_900);
    expect(document.querySelector('[data-lead]')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(document.querySelector('[data-lead]')).toBeNull();
  });
});
