import { expect, test } from '@playwright/test';
import { ADMIN, applyByApi, signInByApi } from './support.ts';

const STAFF = { ...ADMIN, name: 'Roslis Admin', plan: '' };

test('an admin adds a sales person; a registration with that person’s referral code is counted', async ({
  page,
  request,
  browser,
}) => {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await signInByApi(page, STAFF);
  await page.goto('/sales-dashboard');
  await expect(page.getByRole('heading', { name: 'Sales Dashboard', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Add Sales Person' });
  await expect(form.getByLabel('Commission rate (%)')).toHaveValue('10.00');
  await form.getByLabel('Name').fill('Kavya Iyer');
  await form.getByLabel('Email').fill(`kavya-${id}@example.test`);
  await form.getByLabel('Region').selectOption('karnataka');
  await form.getByLabel('Commission rate (%)').fill('12.50');
  await form.getByRole('button', { name: 'Add Sales Person' }).click();
  const toast = page.getByText(/^Kavya Iyer: referral code SP[A-Z0-9]{14}\.$/);
  await expect(toast).toBeVisible();
  const code = /SP[A-Z0-9]{14}/.exec((await toast.textContent())!)![0];
  expect(code).toMatch(/^SPKAVYAIYER\d{5}$/);

  // The share link works with a sales code: the register screen opens with it filled in.
  const visitor = await browser.newPage();
  await visitor.goto(`/register?advisor=${code}`);
  await expect(visitor.getByLabel(/Fashion Advisor Code/)).toHaveValue(code);
  await visitor.close();

  // An applicant (a browser of their own) registers with the code as typed, and pays.
  const applicant = `applicant-${id}@example.test`;
  await applyByApi(request, applicant, 'Applicant@2026!', code.toLowerCase());

  await page.reload();
  const card = page.getByRole('list', { name: 'Sales team' }).getByRole('listitem').filter({ hasText: code });
  await expect(card).toContainText('Karnataka');
  await expect(card).toContainText('Registrations1');
  await expect(card).toContainText('₹5,000');
  const recent = page.getByRole('table', { name: 'Recent registrations' });
  const row = recent.getByRole('row').filter({ hasText: 'Kavya Iyer' }).first();
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('a***@e***.test');

  // The new person was selected when added (?person=id): the stats are open and count the registration.
  await expect(page).toHaveURL(/[?&]person=/);
  await expect(card.getByRole('button', { name: 'Hide stats for Kavya Iyer' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const stats = page.getByRole('region', { name: 'Kavya Iyer' });
  await expect(stats.getByRole('img', { name: /Revenue per month/ })).toBeVisible();
  await expect(stats.getByRole('definition').filter({ hasText: '₹625' })).toBeVisible();
});
