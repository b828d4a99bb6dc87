import { expect, type Page, test } from '@playwright/test';
import { STAFF, stamp } from './admin-support.ts';
import { latestCode, signInByApi } from './support.ts';

/** Every table box on the page: the table inside fits it (nothing cut off, no sideways scroll). */
async function expectTablesFit(page: Page) {
  const boxes = page.locator('[data-table-scroller]:visible');
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) {
    const { scrollWidth, clientWidth } = await box.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(
      scrollWidth,
      `${page.url()}: table ${scrollWidth} px in a box of ${clientWidth} px`,
    ).toBeLessThanOrEqual(clientWidth);
  }
  await expect(page.getByText('Scroll sideways for more columns')).toHaveCount(0);
  // ...and the box itself stays inside the page (a box that grew with its table would hide the overflow).
  const page_ = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(page_.scrollWidth, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(page_.innerWidth);
}

test.describe('back-office tables at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('fit their box, long e-mails and an assigned sub-admin included; the actions are inside', async ({
    page,
  }) => {
    const id = stamp();
    await signInByApi(page, STAFF);
    const subEmail = `priyanka.ramachandran.nair-${id}@example.test`;
    expect(
      (await page.request.post('/api/admin/sub-admins/verify-email', { data: { email: subEmail } })).ok(),
    ).toBe(true);
    const sub = await page.request.post('/api/admin/sub-admins', {
      data: {
        email: subEmail,
        password: 'Staff@2026!',
        verificationCode: await latestCode(page.request, subEmail),
        assignedAdvisors: [],
      },
    });
    expect(sub.status()).toBe(201);
    const advisor = await page.request.post('/api/admin/advisor-codes', {
      data: {
        name: 'Parvathy Krishnamoorthy Menon',
        email: `parvathy.krishnamoorthy.menon-${id}@example.test`,
        commissionRate: '12.50',
        assignedTo: ((await sub.json()) as { id: string }).id,
      },
    });
    expect(advisor.status()).toBe(201);

    await page.goto('/admin/advisors');
    const table = page.getByRole('table', { name: 'Fashion advisors' });
    await expect(table.getByText(subEmail)).toBeVisible();
    await expectTablesFit(page);
    const box = (await page.locator('[data-table-scroller]:visible').first().boundingBox())!;
    for (const button of await table.getByRole('button', { name: /^(Deactivate|Record payout)/ }).all()) {
      const b = (await button.boundingBox())!;
      expect(b.x + b.width, 'an action button past the box').toBeLessThanOrEqual(box.x + box.width);
    }

    for (const path of ['/admin/sub-admins', '/admin/products']) {
      await page.goto(path);
      await expectTablesFit(page);
    }
  });
});

test.describe('back-office tables on a narrower screen (800 px)', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('say they scroll sideways, and the keyboard can scroll them', async ({ page }) => {
    await signInByApi(page, STAFF);
    await page.goto('/admin/advisors');
    await expect(page.getByText('Scroll sideways for more columns')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    const region = page.getByRole('region', { name: /Fashion advisors \(scroll sideways/ });
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});
