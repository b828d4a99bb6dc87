import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signInByApi } from './support.ts';

/**
 * The back office is its own chunks: a member who goes through the shop never downloads
 * the admin page, its tabs or their libraries (charts); staff download them on /admin.
 */
const ADMIN_CODE =
  /\/assets\/(AdminPage|[A-Z][A-Za-z]*Tab|[A-Z][A-Za-z]*Chart|recharts|charts?)[-.][^/]*\.js$/;

function scriptsOf(page: Page) {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

test('a member going through the shop never downloads the back office', async ({ page }) => {
  const scripts = scriptsOf(page);
  await signInByApi(page);
  for (const path of ['/studio', '/limited-edition', '/profile', '/profile/orders', '/dashboard']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => ADMIN_CODE.test(s))).toEqual([]);
});

test('staff download it on /admin (so the pattern above names the real chunks)', async ({ page }) => {
  const scripts = scriptsOf(page);
  await signInByApi(page, { ...ADMIN, name: 'Roslis Admin', plan: '' });
  await page.goto('/admin/advisors');
  await expect(page.getByRole('heading', { name: 'Fashion Advisors' })).toBeVisible();
  expect(scripts.filter((s) => ADMIN_CODE.test(s)).length).toBeGreaterThan(0);
  // The charts (recharts) come with the Performance tab only.
  expect(scripts.filter((s) => /Chart[-.]/.test(s))).toEqual([]);
  await page.getByRole('link', { name: 'Performance', exact: true }).click();
  await expect(page.locator('svg.recharts-surface').first()).toBeVisible();
  expect(scripts.filter((s) => /Chart[-.]/.test(s) && ADMIN_CODE.test(s)).length).toBeGreaterThan(0);
});
