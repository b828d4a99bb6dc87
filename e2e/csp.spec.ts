import { expect, test } from '@playwright/test';
import { openReady, signInByApi } from './support.ts';
import { allow } from './time.ts';

/**
 * The Content-Security-Policy allows only the shop's own scripts and no eval. Nothing the pages do may
 * trip it: a violation is a DevTools issue (Lighthouse's best practices count it) and, worse, a sign that
 * something tried to run code the policy forbids. Zod, for one, probes `new Function` unless told not to.
 */
test('the shop, visited and signed in, never trips its Content-Security-Policy', async ({ page }) => {
  test.setTimeout(allow(60_000));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Join Now' }).first()).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.goto('/auth');
  await page.getByLabel('Email or phone').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign In' }).click();
  expect(await violations()).toEqual([]);
  await signInByApi(page);
  await openReady(page, '/studio');
  await page
    .locator('article')
    .first()
    .waitFor({ timeout: allow(30_000) });
  expect(await violations()).toEqual([]);
  await openReady(page, '/profile');
  expect(await violations()).toEqual([]);
});
