import { expect, request as playwrightRequest, test } from '@playwright/test';
import { STAFF } from './admin-support.ts';
import { apiAs, deliverByApi, paidOrderByApi } from './order-support.ts';
import { E2E_STORAGE } from './storage.ts';
import { ADMIN, MEMBER, signInByApi } from './support.ts';
import { allow } from './time.ts';

/**
 * The exchange upload: a member reports a delivered piece damaged with her unboxing video from the
 * order page, and staff play the video in the back office's Orders tab, by byte ranges as a browser
 * seeks. The video goes through the server to the store (the disk, or the bucket with E2E_STORAGE=s3)
 * and back; it is the member's and staff's only, so it never has a public address.
 */

/** A small WebM: the container's first bytes (what the shop checks), then numbered bytes. */
function unboxingVideo() {
  const bytes = Buffer.from(Array.from({ length: 64 * 1024 }, (_, i) => i % 251));
  Buffer.from('1a45dfa39f4286810142f7810142f281', 'hex').copy(bytes, 0);
  return bytes;
}

test(`a member reports a damaged piece with her unboxing video; staff play it (${E2E_STORAGE} store)`, async ({
  page,
  browser,
}) => {
  test.setTimeout(allow(60_000));
  const member = await apiAs(MEMBER);
  const staffApi = await apiAs(ADMIN);
  const { number, productName } = await paidOrderByApi(member);
  await deliverByApi(staffApi, number);
  await member.dispose();
  await staffApi.dispose();

  await signInByApi(page, MEMBER);
  await page.goto(`/orders/${number}`);
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Report damage' }).first().click();
  const form = page.getByRole('form', { name: `Report damage on ${productName}` });
  await form.getByLabel('What is damaged?').fill('The zari border is torn at the hem.');
  const video = unboxingVideo();
  await form
    .getByLabel(/^Unboxing video/)
    .setInputFiles({ name: 'unboxing.webm', mimeType: 'video/webm', buffer: video });
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Damage reported', { exact: true })).toBeVisible();
  await expect(page.getByText('Damage reported: we are reviewing your video')).toBeVisible();

  // The back office: the report waits in the Orders tab with its video, served by the server.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await context.newPage();
  await signInByApi(staff, STAFF);
  await staff.goto('/admin/orders');
  await expect(staff.getByRole('heading', { name: /^Exchange requests/ })).toBeVisible();
  const report = staff.getByRole('listitem').filter({ hasText: number });
  const player = report.getByLabel(`Unboxing video for ${productName}`);
  await expect(player).toBeVisible();
  const src = (await player.getAttribute('src'))!;
  expect(src).toMatch(/^\/api\/exchanges\/[0-9a-f-]+\/video$/);
  // A seek: the bytes asked for, as stored.
  const part = await staff.request.get(src, { headers: { range: 'bytes=1000-1999' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 1000-1999/${video.length}`);
  expect((await part.body()).equals(video.subarray(1000, 2000))).toBe(true);
  const whole = await staff.request.get(src);
  expect(whole.status()).toBe(200);
  expect((await whole.body()).equals(video)).toBe(true);
  // No one else's: signed out, the video is refused.
  const outsider = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await outsider.get(src)).status()).toBe(401);
  await outsider.dispose();
  await context.close();
});
