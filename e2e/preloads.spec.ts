import { expect, test } from '@playwright/test';
import { ACCOUNT_REQUEST, PAGE_FIRST_REQUESTS } from '../web/app/route-table.ts';
import { signInByApi } from './support.ts';

const endpointOf = (url: string) => url.split('?')[0]?.replace(/\/auth\/account\/.*/, '/auth/account/');

/**
 * A signed-in member's pages start their first API requests with their code, right after the first
 * paint (boot.js data-fetch, from server static-web and PAGE_FIRST_REQUESTS). Each must be the very
 * request the page makes: then the browser fetches it once, while the JavaScript downloads, and the page
 * draws from it.
 */
for (const [path, urls] of Object.entries(PAGE_FIRST_REQUESTS)) {
  test(`${path}: the first API requests start with its code and the page uses them`, async ({ page }) => {
    const { user } = await signInByApi(page);
    // Leave the home page signInByApi opened: on a busy machine its own requests could still be starting.
    await page.goto('about:blank');
    const preloaded = [ACCOUNT_REQUEST.replace(':userId', user.id), ...urls];
    const endpoints = new Set(preloaded.map(endpointOf));
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) requested.push(`${url.pathname}${url.search}`);
    });

    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    const fetches = /<script defer src="\/boot\.js"[^>]* data-fetch="([^"]*)"/.exec(html)?.[1];
    expect(fetches?.replaceAll('&amp;', '&').split(' ')).toEqual(preloaded);
    // The products are drawn by the app (from the preloaded answer): in its container, not the
    // pictures the server draws in the HTML before the code has run (those are no sign of the requests).
    await expect(page.locator('#root img[src^="/media/garments/"]').first()).toBeVisible();

    // Fetched once each: a preload the page did not use would be fetched a second time by the page.
    for (const url of preloaded)
      expect(
        requested.filter((r) => r === url),
        url,
      ).toHaveLength(1);
    // And the page asked those endpoints for nothing else (a changed page size would show here).
    const others = requested.filter((r) => endpoints.has(endpointOf(r)) && !preloaded.includes(r));
    expect(others).toEqual([]);
  });
}

test('a page opened with filters in its URL preloads nothing and still draws', async ({ page }) => {
  await signInByApi(page);
  const response = await page.goto('/boards/studio?q=kurta');
  expect((await response?.text()) ?? '').not.toContain('data-fetch');
  await expect(page.locator('[data-board-tile]').first()).toBeVisible();
});
