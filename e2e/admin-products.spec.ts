import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { STAFF, stamp } from './admin-support.ts';
import { MEDIA_BASE } from './storage.ts';
import { MEMBER, signInByApi } from './support.ts';
import { allow } from './time.ts';

test('admin creates a STUDIO product with an uploaded photo and sees it in /studio', async ({ page }) => {
  // A product made, a photo uploaded and turned into its sizes, then the storefront: 16 s alone, past
  // 30 s beside another journey on two busy cores.
  test.setTimeout(allow(60_000));
  const name = `Kasavu Test Tunic ${stamp()}`;
  await signInByApi(page, STAFF);
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'New product' }).click();
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Slug').click(); // the slug is suggested from the name
  await expect(form.getByLabel('Slug')).toHaveValue(/^kasavu-test-tunic-\d+$/);
  await form.getByLabel('Category').selectOption({ label: 'Tunics' });
  await form.getByLabel('Price (₹)', { exact: true }).fill('2499');
  await form.getByLabel('Stock 2').fill('5');
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Product created', { exact: true })).toBeVisible();

  // The editor now holds the saved product: upload a small JPEG made here (about 10 KB).
  const jpeg = await sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 196, g: 160, b: 110 } },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
  expect(jpeg.length).toBeLessThan(50 * 1024);
  await page
    .getByLabel('Upload photo')
    .setInputFiles({ name: 'tunic.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByText('Picture uploaded', { exact: true })).toBeVisible();
  const pictures = page.getByRole('list', { name: 'Pictures in order' });
  await expect(pictures.getByRole('listitem')).toHaveCount(1);
  await expect(pictures).toContainText('Main');
  // And the back view: the storefront's viewers page through a piece's pictures.
  const back = await sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 120, g: 96, b: 70 } },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
  await page
    .getByLabel('Upload photo')
    .setInputFiles({ name: 'tunic-back.jpg', mimeType: 'image/jpeg', buffer: back });
  await expect(pictures.getByRole('listitem')).toHaveCount(2);

  await page.goto('/studio');
  await page.getByPlaceholder('Search studio collections').fill(name);
  const card = page.locator('article').filter({ hasText: name }).first();
  await expect(card).toBeVisible();
  const img = card.locator('img').first();
  // From the server's /media path, or with E2E_STORAGE=s3 from the bucket itself.
  const base = (MEDIA_BASE ?? '/media').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  await expect(img).toHaveAttribute('src', new RegExp(`^${base}/products/[0-9a-f-]+/[0-9a-f-]+-480\\.webp$`));
  await expect(card.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /-480\.avif 480w/);
  // And the browser shows it: the picture it chose has loaded, from there.
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
    .toBeGreaterThan(0);
  const from = `${MEDIA_BASE ?? new URL('/media', page.url()).href}/products/`;
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toContain(from);
});

test("admin launches a voted design and the voter's e-mail shows in the mailbox", async ({
  page,
  request,
}) => {
  await signInByApi(page, STAFF);
  // A STUDIO design still waiting for votes; the demo member votes for it.
  const waiting = (await (
    await page.request.get('/api/admin/products?status=VOTE_TO_LAUNCH&storefront=STUDIO&ready=false&limit=1')
  ).json()) as { id: string; name: string }[];
  const design = waiting[0]!;
  const login = await request.post('/api/auth/login', {
    data: { email: MEMBER.email, password: MEMBER.password },
  });
  expect(login.ok()).toBe(true);
  expect((await request.post(`/api/products/${design.id}/vote`)).ok()).toBe(true);
  // Make it ready: lower its threshold to the votes it has, through the edit API.
  const full = await (await page.request.get(`/api/admin/products/${design.id}`)).json();
  const edit = await page.request.put(`/api/admin/products/${design.id}`, {
    data: {
      ...full,
      voteThreshold: full.voteCount,
      // No pre-order end date yet: the launch dialog asks for it.
      preOrderEndDate: null,
      variants: full.variants.map(
        ({ name, value, stock }: { name: string; value: string; stock: number }) => ({
          name,
          value,
          stock,
        }),
      ),
    },
  });
  expect(edit.ok(), await edit.text()).toBe(true);

  await page.goto('/admin/products');
  await page.getByLabel('Search products').fill(design.name);
  const table = page.getByRole('table', { name: 'Products' });
  const row = table.getByRole('row', { name: new RegExp(design.name) });
  await expect(row).toContainText('Ready to launch');
  await row.getByRole('button', { name: `Launch ${design.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Launch this design?' });
  await dialog.getByLabel('Pre-Order', { exact: true }).check();
  // Pre-orders open only with the date members are told it ships after, asked for here.
  await expect(dialog.getByRole('button', { name: 'Launch' })).toBeDisabled();
  await dialog
    .getByLabel('Pre-order ends')
    .fill(new Date(Date.now() + 45 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10));
  await dialog.getByRole('button', { name: 'Launch' }).click();
  await expect(page.getByText('Design launched', { exact: true })).toBeVisible();
  await expect(row).toContainText('Pre-Order');

  const mail = (await (
    await request.get(`/api/dev/outbox?to=${encodeURIComponent(MEMBER.email)}`)
  ).json()) as {
    subject: string;
  }[];
  expect(mail.some((m) => m.subject.startsWith(`${design.name} is open for pre-order`))).toBe(true);
  await page.goto('/dev/mailbox');
  await expect(page.getByText(`${design.name} is open for pre-order`).first()).toBeVisible();
});
