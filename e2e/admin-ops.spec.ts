import { type Browser, expect, request as playwrightRequest, test } from '@playwright/test';
import { pendingCard, STAFF, stamp } from './admin-support.ts';
import { apiAs, paidOrderByApi } from './order-support.ts';
import { applyByApi, MEMBER, signInByApi } from './support.ts';
import { allow } from './time.ts';

/**
 * The back office's daily work (the review queue and the orders): an applicant approved in the Applications tab
 * signs in as an active member; a member's order moved to processing and shipped in the Orders tab shows
 * shipped with its tracking number on the member's side; the Applications tab works at 375 px.
 */

async function openAsMember(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInByApi(page, MEMBER);
  return { context, page };
}

test('an applicant approved in the Applications tab signs in as an active member', async ({
  page,
  browser,
}) => {
  // Staff and a member in two browsers: 23-29 s on a busy two-core machine, close to the default limit.
  test.setTimeout(allow(60_000));
  const email = `ops-${stamp()}@example.test`;
  const password = 'Applicant@2026';
  const applicant = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  await applyByApi(applicant, email, password);
  await applicant.dispose();

  await signInByApi(page, STAFF);
  await page.goto('/admin/applications');
  const card = await pendingCard(page, email);
  await expect(card.getByText('Pending review')).toBeVisible();
  await card.getByRole('button', { name: /^Review/ }).click();
  const panel = page.getByRole('dialog', { name: 'Application' });
  await expect(panel.getByRole('definition').filter({ hasText: email })).toBeVisible();
  await expect(panel.getByText('FADEMOADVISOR001')).toBeVisible();
  await expect(panel.getByText('E-mail code')).toBeVisible();
  await panel.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve this application?' });
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Application approved').first()).toBeVisible();
  await expect(panel.getByText('Approved', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  // The list updates: it is no longer pending.
  await expect(page.getByRole('article').filter({ hasText: email })).toHaveCount(0);

  // The applicant signs in at /auth and LIMITED-EDITION (active cards only) opens.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const member = await context.newPage();
  await member.goto('/auth');
  await member.getByLabel('Email or phone').fill(email);
  await member.getByLabel('Password', { exact: true }).fill(password);
  await member.getByRole('button', { name: 'Sign In' }).click();
  await expect(member).not.toHaveURL(/\/auth$/);
  const profile = await (await member.request.get('/api/user/profile')).json();
  expect(profile.membershipTier).not.toBe('NONE');
  expect((await member.request.get('/api/products?storefront=LIMITED-EDITION&limit=1')).status()).toBe(200);
  await member.goto('/limited-edition');
  await expect(member.getByRole('heading', { name: 'Limited Edition', exact: true }).first()).toBeVisible();
  await expect(member.getByRole('heading', { name: 'Membership Required' })).toHaveCount(0);
  await context.close();
});

test("an order moved to processing and shipped in the Orders tab shows shipped, with tracking, on the member's side", async ({
  page,
  browser,
}) => {
  // Staff and a member in two browsers: 23-29 s on a busy two-core machine, close to the default limit.
  test.setTimeout(allow(60_000));
  const memberApi = await apiAs(MEMBER);
  const { number } = await paidOrderByApi(memberApi);
  await memberApi.dispose();

  await signInByApi(page, STAFF);
  await page.goto('/admin/orders');
  await page.getByLabel('Order number or e-mail').fill(number);
  await page.getByRole('button', { name: 'Search orders' }).click();
  await page.getByRole('button', { name: `Open ${number}` }).click();
  const panel = page.getByRole('dialog', { name: number });
  await expect(panel.getByText('Confirmed', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Mark processing' }).click();
  await page
    .getByRole('dialog', { name: 'Mark this order processing?' })
    .getByRole('button', { name: 'Mark processing' })
    .click();
  await expect(panel.getByText('Processing', { exact: true }).first()).toBeVisible();

  await panel.getByRole('button', { name: 'Mark shipped' }).click();
  const form = page.getByRole('form', { name: 'Mark shipped' });
  await form.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(form.getByText('Please enter the tracking number.')).toBeVisible();
  await form.getByLabel('Carrier').fill('Blue Dart');
  await form.getByLabel('Tracking number').fill('BD987654321IN');
  await form.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByText('Order shipped').first()).toBeVisible();
  await expect(panel.getByText('BD987654321IN')).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('row', { name: new RegExp(number) }).getByText('Shipped')).toBeVisible();
  const csv = page.getByRole('link', { name: 'Export CSV' });
  await expect(csv).toHaveAttribute('href', `/api/admin/orders.csv?q=${number}`);

  const { context, page: member } = await openAsMember(browser);
  await member.goto('/profile/orders');
  const card = member.getByRole('listitem').filter({ hasText: number });
  await expect(card.getByText('Shipped')).toBeVisible();
  await expect(card.getByText('BD987654321IN')).toBeVisible();
  await context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the Applications tab fits 375 px and its review panel is usable', async ({ page }) => {
    const applicant = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
    const email = `ops-phone-${stamp()}@example.test`;
    await applyByApi(applicant, email, 'Applicant@2026');
    await applicant.dispose();

    await signInByApi(page, STAFF);
    await page.goto('/admin/applications');
    const card = await pendingCard(page, email);
    await expect(card).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await card.getByRole('button', { name: /^Review/ }).tap();
    const panel = page.getByRole('dialog', { name: 'Application' });
    for (const name of ['Approve', 'Reject']) {
      const button = panel.getByRole('button', { name, exact: true });
      await expect(button).toBeInViewport();
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await panel.getByRole('button', { name: 'Reject', exact: true }).tap();
    const form = page.getByRole('form', { name: 'Reject application' });
    await form.getByRole('button', { name: 'Reject and refund' }).tap();
    await expect(
      form.getByText('Please give a reason for the rejection: it is sent to the applicant in the e-mail.'),
    ).toBeVisible();
  });
});
