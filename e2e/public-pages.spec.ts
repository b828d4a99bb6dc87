import { expect, test } from '@playwright/test';
import { openReady, signInByApi } from './support.ts';

test('home: Join Now opens the comparison page and Explore Collection leads to the studio', async ({
  page,
}) => {
  await openReady(page, '/');
  await page.getByRole('link', { name: 'Join Now' }).first().click();
  await expect(page).toHaveURL(/\/card2$/);
  await openReady(page, '/');
  await page.getByRole('link', { name: 'Explore Collection' }).first().click();
  // /open -> /studio, which a visitor must sign in for
  await expect(page).toHaveURL(/\/auth$/);
});

test('card page: Premium is chosen first, Gold can be chosen, Platinum cannot', async ({ page }) => {
  await openReady(page, '/card');
  const chooser = page.getByRole('radiogroup');
  const premium = chooser.getByRole('radio', { name: /Premium/ });
  const gold = chooser.getByRole('radio', { name: /Gold/ });
  const platinum = chooser.getByRole('radio', { name: /Platinum/ });
  await expect(premium).toHaveAttribute('aria-checked', 'true');
  await expect(premium).toContainText('Selected');
  await gold.click();
  await expect(gold).toHaveAttribute('aria-checked', 'true');
  await expect(premium).toHaveAttribute('aria-checked', 'false');
  await expect(platinum).toContainText('Invitation Required');
  await platinum.click({ force: true });
  await expect(platinum).toHaveAttribute('aria-checked', 'false');
  await expect(gold).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('link', { name: 'Apply for the Card' })).toHaveAttribute(
    'href',
    /mode=register.*plan=gold/,
  );
});

test('card page: the FAQ groups open and close', async ({ page }) => {
  await openReady(page, '/card');
  for (const name of [
    'Membership & Access',
    'Fashion & Fit',
    'Pricing & Savings',
    'Sustainability & Materials',
    'Shipping/Delivery & Support',
  ]) {
    const toggle = page.getByRole('button', { name });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  }
});

test('membership story: keys move and wrap, space pauses, Escape closes', async ({ page }) => {
  await openReady(page, '/membership');
  await page.getByRole('button', { name: 'Explore Card Benefits' }).click();
  const story = page.getByRole('dialog');
  await expect(story).toBeVisible();
  await expect(story.getByText('Slide 1 of 9', { exact: false })).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(story.getByText('Slide 2 of 9', { exact: false })).toBeAttached();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(story.getByText('Slide 9 of 9', { exact: false })).toBeAttached();
  await expect(story.getByRole('link', { name: 'Apply for Card' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(story.getByText('Slide 1 of 9', { exact: false })).toBeAttached();
  // after a key move the story is paused; Space resumes and pauses again
  await expect(story.getByRole('button', { name: 'Play story' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(story.getByRole('button', { name: 'Pause story' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(story.getByRole('button', { name: 'Play story' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(story).toBeHidden();
});

test('legal pages, about and careers render their sections', async ({ page }) => {
  for (const [path, heading, sections] of [
    ['/privacy-policy', 'Privacy Policy', 10],
    ['/terms-and-conditions', /Terms/, 9],
    ['/design-protection', 'Design Protection Policy', 6],
  ] as const) {
    await openReady(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('main').getByRole('region').getByRole('heading', { level: 2 })).toHaveCount(
      sections,
    );
    await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveCount(sections);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  }
  await page.goto('/about');
  for (const name of ['Our Story', 'Our Mission', 'Company Information']) {
    await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible();
  }
  await page.goto('/jobs');
  for (const role of ['Business Development Manager', 'Regional Marketing Officer', 'Fashion Advisor']) {
    await expect(page.getByRole('heading', { name: role, exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Apply/ }).first()).toHaveAttribute(
    'href',
    /^mailto:careers@roslis\.in/,
  );
});

test('/gold is the Gold card page; /home2 and /card3 redirect', async ({ page }) => {
  await page.goto('/gold');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gold');
  await expect(page.getByRole('link', { name: /Apply for Gold/ }).first()).toHaveAttribute(
    'href',
    /plan=gold/,
  );
  await page.goto('/home2');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/card3');
  await expect(page).toHaveURL(/\/card2$/);
});

test('the public landing pages arrive prerendered and hydrate without errors', async ({ page }) => {
  // The first heading as parsed from the HTML, before any script runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstHeading?: Element | null }).firstHeading = document.querySelector('h1');
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  for (const [path, text] of [
    ['/', 'Crafted for the few.'],
    ['/card', 'Crafted for'],
    ['/card2', 'Exclusive styles.'],
    ['/membership', 'Explore Card Benefits'],
  ] as const) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain(text);
    await openReady(page, path);
    // hydrated: the theme switch responds
    await page.getByRole('contentinfo').getByText('Green', { exact: true }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('contentinfo').getByText('Beige', { exact: true }).click();
    // Hydrated, not redrawn: the heading that arrived in the HTML is still the node on screen (a page
    // whose lazy route were not loaded before hydrating would be thrown away and rendered anew).
    expect(
      await page.evaluate(() => {
        const w = window as unknown as { firstHeading?: Element };
        return Boolean(w.firstHeading?.isConnected && w.firstHeading === document.querySelector('h1'));
      }),
      path,
    ).toBe(true);
  }
  expect(errors).toEqual([]);
});

test("a visitor's public page runs its islands, not the app; its menu and links work; a member's runs the app", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  const html = await (await page.request.get('/')).text();
  const app = /data-main="([^"]+)"/.exec(html)?.[1];
  const islands = /data-islands="([^"]+)"/.exec(html)?.[1];
  expect(app && islands).toBeTruthy();

  await page.setViewportSize({ width: 375, height: 800 });
  await openReady(page, '/');
  expect(scripts).toContain(islands);
  expect(scripts).not.toContain(app);
  // The header's menu (an island) opens and its links load the next page as HTML.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Membership', exact: true }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('button', { name: 'Explore Card Benefits' })).toBeVisible();
  expect(scripts).not.toContain(app);

  // Signed in, the same page gets the app: her name and plan in the header.
  await signInByApi(page);
  scripts.length = 0;
  await openReady(page, '/');
  expect(scripts).toContain(app);
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu|Open menu/ })
      .first(),
  ).toBeVisible();
});
