import { expect, type Page } from '@playwright/test';
import { ADMIN } from './support.ts';

/** The demo admin as signInByApi takes it. */
export const STAFF = { ...ADMIN, name: 'Roslis Admin', plan: '' };

export const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Create Advisor Code through the back office's dialog; answers the code the server drew. */
export async function createAdvisorInDialog(page: Page, name: string, email: string) {
  await page.goto('/admin/advisors');
  await page.getByRole('button', { name: 'Create Advisor Code' }).click();
  const form = page.getByRole('form', { name: 'Create Advisor Code' });
  await expect(form.getByLabel('Commission rate (%)')).toHaveValue('10.00');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Create Code' }).click();
  const toast = page.getByText(/^FA[A-Z0-9]{14} for /);
  await expect(toast).toBeVisible();
  return (await toast.textContent())!.slice(0, 16);
}

/** The applicant's card in the Applications tab's Pending list (oldest first), paging on as needed. */
export async function pendingCard(page: Page, email: string) {
  await page.getByRole('button', { name: 'Pending', exact: true }).click();
  const card = page.getByRole('article').filter({ hasText: email });
  const more = page.getByRole('button', { name: 'Show more applications' });
  await expect(page.getByRole('article').first()).toBeVisible();
  while ((await card.count()) === 0 && (await more.isVisible())) {
    await more.click();
    await expect(more.or(card)).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  return card;
}

/** Approve the applicant's application in the Applications tab (review panel, then the confirmation). */
export async function approveInQueue(page: Page, email: string) {
  await page.goto('/admin/applications');
  const card = await pendingCard(page, email);
  await card.getByRole('button', { name: /^Review/ }).click();
  const panel = page.getByRole('dialog', { name: 'Application' });
  await panel.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Approve this application?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText('Application approved').first()).toBeVisible();
  await expect(panel.getByText('Approved', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  return panel;
}
