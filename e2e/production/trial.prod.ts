import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import sharp from 'sharp';
import { approveInQueue, createAdvisorInDialog } from '../admin-support.ts';
import { completeStyleProfile } from '../support.ts';
import { allow } from '../time.ts';
import { FIRST_ADMIN, TRIAL_MAIL_FILE } from './trial.ts';

/**
 * The production walk-through's promise, on an install made as docs/operations.md ("Running in
 * production") says (production-server.ts): the first admin signs in with a second factor, creates an
 * advisor code and a product; a visitor registers through the code and pays in the sandbox; the admin
 * approves, and the new member signs in and finds the product. Mail is read from the catcher, as an operator would read it.
 */
async function mailTo(address: string, subject: RegExp) {
  for (let attempt = 0; attempt < 40; attempt++) {
    let lines: string[] = [];
    try {
      lines = readFileSync(TRIAL_MAIL_FILE, 'utf8').trim().split('\n').filter(Boolean);
    } catch {}
    const found = lines
      .map((l) => JSON.parse(l) as { to: string[]; subject: string; text: string })
      .filter((m) => m.to.includes(address) && subject.test(m.subject))
      .at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail "${subject}" for ${address}`);
}

const now = () => Math.floor(Date.now() / 1000);

async function passwordStep(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Email or phone').fill(FIRST_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * The first admin's first sign-in: production requires a second factor, so the back office offers only its
 * Security tab until one is set up; then a sign-in asks for the authenticator app's code after the password.
 */
async function adminSignsIn(page: Page) {
  await passwordStep(page);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin/security');
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('6-digit code').fill(await generate({ secret, epoch: now() }));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  // Set up: the whole back office opens.
  await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible({
    timeout: allow(20_000),
  });

  // Signed out and in again: the password alone no longer opens the back office.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await passwordStep(page);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await page.getByLabel('Authentication code').fill(await generate({ secret, epoch: now() + 30 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible({
    timeout: allow(20_000),
  });
}

test('a production install: first admin with a second factor, advisor code, product, a visitor pays and is approved', async ({
  browser,
}) => {
  const admin = await browser.newPage();
  await adminSignsIn(admin);

  const code = await createAdvisorInDialog(admin, 'Lakshmi Pillai', `lakshmi.${Date.now()}@advisors.example`);

  const productName = `Onam Kasavu Tunic ${Date.now() % 100000}`;
  await admin.goto('/admin/products');
  await admin.getByRole('button', { name: 'New product' }).click();
  const form = admin.getByRole('form', { name: 'New product' });
  await form.getByLabel('Name').fill(productName);
  await form.getByLabel('Slug').click();
  await form.getByLabel('Category').selectOption({ label: 'Tunics' });
  await form.getByLabel('Price (₹)', { exact: true }).fill('2499');
  await form.getByLabel('Stock 2').fill('5');
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(admin.getByText('Product created', { exact: true })).toBeVisible();
  const photo = await sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 214, g: 180, b: 120 } },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
  await admin
    .getByLabel('Upload photo')
    .setInputFiles({ name: 'tunic.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(admin.getByText('Picture uploaded', { exact: true })).toBeVisible();

  // A visitor, in a browser of her own, follows the advisor's link.
  const visitor = await (await browser.newContext()).newPage();
  const email = `anjali.menon.${Date.now()}@example.in`;
  const password = 'Thrissur#2026';
  await visitor.goto(`/register?advisor=${code}`);
  await expect(visitor.getByLabel(/Fashion Advisor Code/)).toHaveValue(code);
  // PHONE_SIGNUP=false: no phone choice is offered.
  await expect(visitor.getByRole('radio', { name: /phone/i })).toHaveCount(0);
  await visitor.getByLabel('Email address').fill(email);
  await visitor.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(visitor).toHaveURL(/\/register\/verify$/);
  const mail = await mailTo(email, /code/i);
  await visitor.getByLabel('Verification code').fill(/\b(\d{6})\b/.exec(mail.text)![1]!);
  await visitor.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(visitor).toHaveURL(/\/register\/payment$/);
  await visitor.getByRole('button', { name: /^(Proceed|Pay)/ }).click();
  const checkout = visitor.getByRole('dialog', { name: 'Test payment' });
  await checkout.getByRole('button', { name: 'Pay ₹5,000' }).click();
  await expect(visitor).toHaveURL(/\/register\/setup-password$/);
  await visitor.getByLabel('New password', { exact: true }).fill(password);
  await visitor.getByLabel(/Confirm/).fill(password);
  await visitor.getByRole('button', { name: /Set Password|Create Password|Continue/ }).click();
  await expect(visitor).toHaveURL(/\/register\/profile$/);
  await completeStyleProfile(visitor, {
    first: 'Anjali',
    last: 'Menon',
    born: '1992-03-09',
    city: 'Thrissur',
    profession: 'Teacher',
  });
  await expect(visitor.getByRole('heading', { name: 'Welcome to Roslis' })).toBeVisible();

  await approveInQueue(admin, email);
  await mailTo(email, /approved|welcome|active/i);

  // The new member signs in and finds the admin's product in the STUDIO.
  const member = await (await browser.newContext()).newPage();
  await member.goto('/auth');
  await member.getByLabel('Email or phone').fill(email);
  await member.getByLabel('Password', { exact: true }).fill(password);
  await member.getByRole('button', { name: 'Sign In' }).click();
  await expect(member).toHaveURL(/\/profile$/);
  await member.goto('/studio');
  await member.getByRole('searchbox', { name: 'Search studio collections' }).fill(productName);
  const card = member.locator('article').filter({ hasText: productName }).first();
  await expect(card).toBeVisible({ timeout: allow(20_000) });
  await expect(card.locator('img').first()).toHaveAttribute('src', /^\/media\/products\//);
});
