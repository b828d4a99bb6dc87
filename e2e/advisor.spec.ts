import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { approveInQueue, STAFF, stamp } from './admin-support.ts';
import { applyByApi, latestCode, signInByApi } from './support.ts';
import { allow } from './time.ts';

/**
 * A fashion advisor signs in with the code and the code e-mailed to it (read in /dev/mailbox's
 * outbox), shares its registration link, a visitor registers through it, and after staff approve the
 * application the advisor sees the registration, the revenue and the commission.
 */
async function adminApi(): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const res = await context.post('/api/auth/login', {
    data: { email: STAFF.email, password: STAFF.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return context;
}

/** A fresh advisor code (each journey its own: one-time codes are sent at most every 30 s per address). */
async function newAdvisor(name: string) {
  const admin = await adminApi();
  const email = `advisor-${stamp()}@example.test`;
  const res = await admin.post('/api/admin/advisor-codes', {
    data: { name, email, commissionRate: '12.50' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { code } = (await res.json()) as { code: string };
  await admin.dispose();
  return { code, email };
}

/** /advisor-auth: the code, then the 6-digit code from the advisor's e-mail. */
async function signInAsAdvisor(page: Page, code: string, email: string) {
  await page.goto('/advisor-auth');
  await page.getByLabel('Advisor Code').fill(code.toLowerCase());
  await expect(page.getByLabel('Advisor Code')).toHaveValue(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Code from the e-mail')).toBeFocused();
  await page.getByLabel('Code from the e-mail').fill(await latestCode(page.request, email));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/advisor-dashboard$/);
}

test('an advisor signs in with the e-mailed code, shares the link, and sees the member it brought, with revenue and commission', async ({
  page,
  context,
}) => {
  // Three people in three browsers (the advisor, the visitor, the staff member who approves): on a busy
  // two-core machine this takes about 30 s, the default limit.
  test.setTimeout(allow(60_000));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const advisor = await newAdvisor('Revathi Share');
  await signInAsAdvisor(page, advisor.code, advisor.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Revathi Share' })).toBeVisible();
  await expect(page.getByText('No registrations yet.', { exact: false })).toBeVisible();

  // Share Code: the link on the clipboard, and the QR code (the PNG for print) reads as the same link.
  await page.getByRole('link', { name: 'Share Code' }).click();
  await expect(page).toHaveURL(/\/advisor-dashboard\/share$/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to clipboard!').first()).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${new URL(page.url()).origin}/register?advisor=${advisor.code}`);
  const png = await page.locator('canvas').evaluate((c: HTMLCanvasElement) => c.toDataURL('image/png'));
  const { data, info } = await sharp(Buffer.from(png.split(',')[1]!, 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(link);

  // A visitor follows the link: the register screen has the code, and the application goes through.
  // On the visitor's own phone: the same browser and address as the advisor's would flag a self-referral.
  const visitor = await context.browser()!.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  await expect(visitorPage.getByLabel(/Fashion Advisor Code/)).toHaveValue(advisor.code);
  const email = `brought-${stamp()}@example.test`;
  await applyByApi(visitorPage.request, email, 'Applicant@2026', advisor.code);
  await visitor.close();

  // Staff approve it in the queue.
  const staff = await context.browser()!.newContext({ viewport: { width: 1280, height: 800 } });
  const staffPage = await staff.newPage();
  await signInByApi(staffPage, STAFF);
  await approveInQueue(staffPage, email);
  await staff.close();

  // The advisor sees it: one registration, ₹5,000 revenue, ₹625 commission (12.50%) to be paid.
  await page.getByRole('link', { name: 'Overview' }).click();
  await page.reload();
  const totals = page.getByLabel('Your totals');
  await expect(totals).toContainText('Registrations1');
  await expect(totals).toContainText('Revenue₹5,000');
  await expect(totals).toContainText('Commission earned₹625');
  await page.getByRole('link', { name: 'Registrations', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: /b\*+@e\*+/ });
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('₹625');
  await expect(row).toContainText('To be paid');
  await expect(page.getByText(email)).toHaveCount(0);

  // Logout goes to /advisor-auth, and the dashboard is closed again.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/advisor-auth$/);
  await page.goto('/advisor-dashboard');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});
