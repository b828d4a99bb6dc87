import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { pendingCard, STAFF, stamp } from './admin-support';
import { applyByApi, clearCart, signInByApi } from './support';
import { allow } from './time.ts';

/**
 * What people type is shown back as text, never run. Every free-text field an applicant,
 * a member or an admin fills, shown on the pages that show it: the payloads must appear as words, no
 * element may come of them, and window.__xss must stay unset.
 */
const SCRIPT = '<script>window.__xss=1</script>';
const IMG = '"><img src=x onerror="window.__xss=1">';
/** For fields of at most 30 characters (an address's name). */
const SHORT_IMG = '<img src=x onerror=__xss=1>';

async function expectInert(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), where).toBeUndefined();
  expect(await page.locator('img[src="x"]').count(), where).toBe(0);
  // A product's JSON-LD carries its name as data (never run): `<` is escaped there, so it cannot end its element.
  const scripts = await page
    .locator('script')
    .evaluateAll((els) =>
      els
        .filter((e) => e.textContent?.includes('__xss'))
        .map((e) => ({ type: e.getAttribute('type'), text: e.textContent ?? '' })),
    );
  for (const s of scripts) {
    expect(s.type, where).toBe('application/ld+json');
    expect(s.text, where).not.toContain('<');
    expect(JSON.stringify(JSON.parse(s.text)), where).toContain('<script>window.__xss=1</script>');
  }
}

const shown = (page: Page, text: string) => expect(page.getByText(text).first()).toBeVisible();

test('names and texts typed into the shop render as text on every page that shows them', async ({
  browser,
}) => {
  test.setTimeout(allow(60_000));
  const id = stamp();
  const email = `xss-${id}@example.test`;
  const password = 'Xss#Pass2026';

  // The applicant: names, city, profession, bio, style words, an address and a family profile.
  const member = await browser.newPage();
  await applyByApi(member.request, email, password);
  await signInByApi(member, { email, password, name: '', plan: '' });
  const ok = async (res: Awaited<ReturnType<typeof member.request.post>>) => {
    expect(res.ok(), `${res.url()} ${res.status()} ${await res.text()}`).toBe(true);
  };
  await ok(
    await member.request.post('/api/auth/complete-profile', {
      data: {
        basic: {
          firstName: `Asha ${SCRIPT}`,
          lastName: `Nair ${IMG}`,
          dateOfBirth: '1995-05-05',
          city: `Kochi ${SCRIPT}`,
          state: 'Kerala',
          profession: `Architect ${IMG}`,
          bio: `Bio ${SCRIPT}`,
        },
        fashion: { brandPreferences: `Brands ${IMG}` },
        additional: {
          socialMediaHandle: `@asha ${IMG}`,
          specialRequests: `Requests ${SCRIPT}`,
          sizingInfo: { clothing: `M ${IMG}`, shoes: null, accessories: null },
        },
      },
    }),
  );
  await ok(
    await member.request.post('/api/addresses', {
      data: {
        label: SHORT_IMG,
        name: `Home ${SCRIPT}`,
        phone: '9847012345',
        line1: `Line one ${IMG}`,
        line2: `Line two ${SCRIPT}`,
        city: 'Kochi',
        state: 'Kerala',
        postalCode: '682001',
      },
    }),
  );
  await ok(
    await member.request.post('/api/preference-profiles', {
      data: { name: `Meera ${SCRIPT}`, relationship: 'Mother' },
    }),
  );

  await member.goto('/profile');
  await shown(member, `Asha ${SCRIPT}`);
  await shown(member, `Line one ${IMG}`);
  await shown(member, SHORT_IMG);
  await expectInert(member, 'profile and addresses');
  await member.goto('/profile/preferences');
  await shown(member, `Meera ${SCRIPT}`);
  await expectInert(member, 'family profiles');
  await member.close();

  // The admin: the application in the review queue, an advisor, a sales person and a product.
  const admin = await browser.newPage();
  await signInByApi(admin, STAFF);
  await admin.goto('/admin/applications');
  const card = await pendingCard(admin, email);
  await card.getByRole('button', { name: /^Review/ }).click();
  const panel = admin.getByRole('dialog', { name: 'Application' });
  await expect(panel.getByText(`Architect ${IMG}`).first()).toBeVisible();
  await expectInert(admin, 'application review');

  await ok(
    await admin.request.post('/api/admin/advisor-codes', {
      data: { name: `Advisor ${SCRIPT}`, email: `xss-advisor-${id}@example.test` },
    }),
  );
  await admin.goto('/admin/advisors');
  await shown(admin, `Advisor ${SCRIPT}`);
  await expectInert(admin, 'advisors');

  await ok(
    await admin.request.post('/api/sales-people', {
      data: { name: `Sales ${IMG}`, email: `xss-sales-${id}@example.test`, region: 'kerala' },
    }),
  );
  await admin.goto('/sales-dashboard');
  await shown(admin, `Sales ${IMG}`);
  await expectInert(admin, 'sales dashboard');

  const categories = (await (await admin.request.get('/api/categories')).json()) as { id: string }[];
  const slug = `xss-piece-${id}`;
  const created = await admin.request.post('/api/admin/products', {
    data: {
      name: `Piece ${SCRIPT}`,
      slug,
      description: `Description ${IMG}`,
      details: [{ label: `Fabric ${SCRIPT}`, value: `Cotton ${IMG}` }],
      categoryId: categories[0]!.id,
      availableIn: 'STUDIO',
      status: 'IN_STOCK',
      pricePaise: 250000,
      variants: [{ name: 'size', value: 'M', stock: 3 }],
    },
  });
  await ok(created);
  // Two pictures, as any piece in the shop has: the phone journeys after this one open the newest piece.
  const { id: productId } = (await created.json()) as { id: string };
  for (const shade of [180, 110]) {
    const buffer = await sharp({
      create: { width: 600, height: 800, channels: 3, background: { r: shade, g: shade, b: shade } },
    })
      .jpeg({ quality: 70 })
      .toBuffer();
    await ok(
      await admin.request.post(`/api/admin/products/${productId}/images`, {
        multipart: { image: { name: `xss-${shade}.jpg`, mimeType: 'image/jpeg', buffer } },
      }),
    );
  }
  await admin.goto(`/products/${slug}`);
  await shown(admin, `Description ${IMG}`);
  await expectInert(admin, 'product page');
  await admin.close();

  // At 375 px the long name wraps: neither the product page nor the checkout grows wider than the screen
  // (it did, and the Pay button was covered).
  const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await signInByApi(phone);
  await clearCart(phone);
  const full = (await (await phone.request.get(`/api/products/${slug}`)).json()) as {
    id: string;
    variants: { id: string }[];
  };
  await ok(
    await phone.request.post('/api/cart', {
      data: { productId: full.id, variantId: full.variants[0]!.id, quantity: 1 },
    }),
  );
  for (const path of [`/products/${slug}`, '/checkout']) {
    await phone.goto(path);
    await shown(phone, `Piece ${SCRIPT}`);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
  await clearCart(phone);
  await phone.close();
});
