import { expect, type Page, test } from '@playwright/test';
import { MEMBER, openReady, signInByApi } from './support';

/** The header's row, its visible parts left to right, and whether anything overlaps or runs off. */
async function headerLayout(page: Page) {
  return page.evaluate(() => {
    const row = document.querySelector('header')!.firstElementChild!;
    const parts = [...row.children]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => el.getBoundingClientRect());
    const list = document.querySelector('nav[aria-label="Main"] ul');
    const nav = list?.parentElement;
    return {
      rowHeight: row.getBoundingClientRect().height,
      overlaps: parts.some((box, i) => i > 0 && box.left < parts[i - 1]!.right),
      offEdge:
        document.documentElement.scrollWidth > window.innerWidth ||
        parts.some((box) => box.right > window.innerWidth),
      navOverflows: !!list && list.getClientRects().length > 0 && list.scrollWidth > nav!.clientWidth,
    };
  });
}

for (const width of [768, 1024, 1280]) {
  test(`at ${width} px the member's name and plan show and the header keeps to one row`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInByApi(page);
    await openReady(page, '/');
    const account = page.getByRole('button', { name: `Account menu for ${MEMBER.name}, ${MEMBER.plan}` });
    await expect(account.getByText(MEMBER.name)).toBeVisible();
    await expect(account.getByText(MEMBER.plan)).toBeVisible();
    // The five main links: in the header where they fit beside the name, else in the menu.
    const main = page.getByRole('navigation', { name: 'Main' });
    if (width >= 1280) {
      await expect(main.getByRole('link')).toHaveCount(5);
      for (const link of await main.getByRole('link').all()) await expect(link).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    } else {
      await expect(main).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      for (const name of ['Studio', 'Limited Edition', 'Card', 'Membership', 'About']) {
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await page.keyboard.press('Escape');
    }
    expect(await headerLayout(page)).toEqual({
      rowHeight: 80,
      overlaps: false,
      offEdge: false,
      navOverflows: false,
    });
  });
}

test("at 1024 px a visitor's header has room for the main links beside Login", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await openReady(page, '/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await headerLayout(page)).toEqual({
    rowHeight: 80,
    overlaps: false,
    offEdge: false,
    navOverflows: false,
  });
});
