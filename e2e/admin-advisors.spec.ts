import { expect, type Page, test } from '@playwright/test';
import { createAdvisorInDialog as createAdvisor, STAFF, stamp } from './admin-support.ts';
import { DEMO_ADVISOR, latestCode, signInByApi } from './support.ts';
import { allow } from './time.ts';

const SUB_PASSWORD = 'Staff@2026!';

/** Sign in at /auth as anyone does, then open the back office's advisors. */
async function signInAsSubAdmin(page: Page, email: string) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(SUB_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/auth$/);
  await page.goto('/admin/advisors');
}

test('admin creates an advisor code and a sub-admin through the e-mail code; the sub-admin sees only its advisor', async ({
  page,
}) => {
  // Two people in two browsers (the admin, then the sub-admin signing in with an e-mailed code): past the
  // default 30 s on two busy cores.
  test.setTimeout(allow(60_000));
  const id = stamp();
  await signInByApi(page, STAFF);
  const code = await createAdvisor(page, 'Lakshmi Varma', `lakshmi-${id}@example.test`);
  expect(code).toMatch(/^FALAKSHMIVAR\d{4}$/);
  await expect(
    page.getByRole('table', { name: 'Fashion advisors' }).getByRole('row', { name: new RegExp(code) }),
  ).toBeVisible();

  const subEmail = `sub-${id}@example.test`;
  await page.getByRole('link', { name: 'Sub Admins' }).click();
  await page.getByRole('button', { name: 'Create Sub Admin' }).click();
  const step1 = page.getByRole('form', { name: "Verify the sub-admin's e-mail" });
  await step1.getByLabel('Email').fill(subEmail);
  await step1.getByRole('button', { name: 'Send Verification Code' }).click();
  const step2 = page.getByRole('form', { name: 'Create the sub-admin' });
  await step2.getByLabel('Verification code').fill(await latestCode(page.request, subEmail));
  await step2.getByLabel('Password').fill(SUB_PASSWORD);
  await step2.getByRole('button', { name: code }).click();
  await step2.getByRole('button', { name: 'Create Sub Admin' }).click();
  await expect(page.getByText('Sub-admin created', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Sub-admins' }).getByRole('row', { name: new RegExp(subEmail) }),
  ).toContainText(code);

  await signInAsSubAdmin(page, subEmail);
  const table = page.getByRole('table', { name: 'Fashion advisors' });
  await expect(table.getByRole('row', { name: new RegExp(code) })).toBeVisible();
  await expect(table.getByText(DEMO_ADVISOR)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sub Admins' })).toHaveCount(0);
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('admin creates an advisor code as a card; its sub-admin signs in and sees that card only', async ({
    page,
  }) => {
    const id = stamp();
    await signInByApi(page, STAFF);
    const code = await createAdvisor(page, 'Nila Thomas', `nila-${id}@example.test`);
    const cards = page.getByRole('list', { name: 'Fashion advisors' });
    await expect(cards.getByRole('listitem').filter({ hasText: code })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Fashion advisors' })).toBeHidden();

    // The sub-admin through the API (the dialog is the desktop journey's), assigned this advisor.
    const advisors = (await (await page.request.get('/api/admin/advisor-codes')).json()) as {
      id: string;
      code: string;
    }[];
    const advisorId = advisors.find((a) => a.code === code)!.id;
    const subEmail = `sub-phone-${id}@example.test`;
    expect(
      (await page.request.post('/api/admin/sub-admins/verify-email', { data: { email: subEmail } })).ok(),
    ).toBe(true);
    const created = await page.request.post('/api/admin/sub-admins', {
      data: {
        email: subEmail,
        verificationCode: await latestCode(page.request, subEmail),
        password: SUB_PASSWORD,
        assignedAdvisors: [advisorId],
      },
    });
    expect(created.status()).toBe(201);

    await signInAsSubAdmin(page, subEmail);
    const mine = page.getByRole('list', { name: 'Fashion advisors' }).getByRole('listitem');
    await expect(mine).toHaveCount(1);
    await expect(mine.first()).toContainText(code);
  });
});
