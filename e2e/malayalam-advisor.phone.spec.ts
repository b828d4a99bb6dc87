import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './a11y-support.ts';
import { expectFitsThePhone, latinWordsIn } from './language-support.ts';
import { ADMIN, DEMO_ADVISOR, latestCode, signInByApi } from './support.ts';
import { allow } from './time.ts';

/**
 * The demo fashion advisor reads the dashboard in Malayalam at 375 px: sign-in, Overview, Registrations,
 * Performance and Share Code show no English but names, codes and what the shop keeps in every language;
 * then the sales dashboard for an admin the same way. The language is this browser's (localStorage),
 * never saved on the shared demo accounts, which stay English for the other journeys.
 */
test.use({ locale: 'ml-IN' });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ml'));
});

/**
 * Latin words a Malayalam page may keep (as e2e/malayalam.phone.spec.ts): the brand, channels, and here
 * the QR code's name and its file formats.
 */
const KEPT = new Set(['SMS', 'WhatsApp', 'QR', 'PNG', 'SVG']);
const englishIn = (region: Locator, typed: string[] = []) =>
  latinWordsIn(region, { kept: KEPT, typed, charts: true });
type Contact = { customerName: string | null; customerEmail: string | null; customerPhone: string | null };

const fitsThePhone = expectFitsThePhone;

/** axe in Malayalam at 1280 and 375 px (no serious or critical violation), then back to the phone. */
async function accessibleInMalayalam(page: Page) {
  await expectAccessible(page, `${new URL(page.url()).pathname} in Malayalam`);
  await page.setViewportSize({ width: 375, height: 812 });
}

test('the demo advisor signs in and reads every tab of the dashboard in Malayalam', async ({ page }) => {
  // Five pages each checked by axe at two widths: about 40 s on a quiet two-core machine, and more than
  // three minutes in a full CI run beside the back office's own axe journey. One journey, not one per
  // tab: the demo advisor's code is sent once per 30 s, so a second sign-in would wait for it.
  test.setTimeout(allow(150_000));
  await page.goto('/advisor-auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml-IN');
  await expect(page.getByRole('heading', { name: 'അഡ്വൈസർ ലോഗിൻ' })).toBeVisible();
  expect(await englishIn(page.locator('main'))).toEqual([]);
  await accessibleInMalayalam(page);
  await page.getByLabel('അഡ്വൈസർ കോഡ്').fill(DEMO_ADVISOR);
  await page.getByRole('button', { name: 'തുടരൂ' }).click();
  await expect(page.getByLabel('ഇ-മെയിലിൽ വന്ന കോഡ്', { exact: true })).toBeFocused();
  expect(await englishIn(page.locator('main'), [DEMO_ADVISOR])).toEqual([]);
  await page
    .getByLabel('ഇ-മെയിലിൽ വന്ന കോഡ്', { exact: true })
    .fill(await latestCode(page.request, 'advisor@roslis.test'));
  await page.getByRole('button', { name: 'സൈൻ ഇൻ' }).click();
  await expect(page).toHaveURL(/\/advisor-dashboard$/);

  // What is the advisor's own (names, masked contacts, the code, the link) may stay as it is.
  const profile = (await (await page.request.get('/api/advisor/profile')).json()) as {
    name: string;
    code: string;
    recent: Contact[];
  };
  const registrations = (await (await page.request.get('/api/advisor/registrations')).json()) as Contact[];
  const theirs = [
    profile.name,
    profile.code,
    ...[...profile.recent, ...registrations].flatMap((r) =>
      [r.customerName, r.customerEmail, r.customerPhone].filter((v): v is string => !!v),
    ),
  ];
  await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
  await expect(page.getByText('ഫാഷൻ അഡ്വൈസർ', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ചുരുക്കം' })).toHaveAttribute('aria-current', 'page');
  expect(await englishIn(page.locator('main'), theirs)).toEqual([]);
  await fitsThePhone(page);
  await accessibleInMalayalam(page);

  for (const [tab, heading] of [
    ['രജിസ്ട്രേഷൻ', 'രജിസ്ട്രേഷനുകൾ'],
    ['പ്രകടനം', 'പ്രകടനം'],
    ['കോഡ് ഷെയർ', 'നിങ്ങളുടെ അഡ്വൈസർ കോഡ്'],
  ] as const) {
    await page.getByRole('link', { name: tab, exact: true }).click();
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: tab, exact: true })).toBeInViewport();
    if (tab === 'പ്രകടനം') await expect(page.locator('[data-chart="commission"] svg').first()).toBeVisible();
    const link = `${new URL(page.url()).origin}/register?advisor=${profile.code}`;
    // The charts' table summary is the shared chart kit's, translated with it.
    expect(await englishIn(page.locator('main'), [...theirs, link, 'Show the numbers as a table'])).toEqual(
      [],
    );
    await fitsThePhone(page);
    await accessibleInMalayalam(page);
  }
  await expect(page.getByRole('img', { name: 'നിങ്ങളുടെ രജിസ്ട്രേഷൻ ലിങ്കിന്റെ QR കോഡ്' })).toBeVisible();
});

test('an admin reads the sales dashboard in Malayalam, and the account stays English', async ({ page }) => {
  const { user } = await signInByApi(page, { ...ADMIN, name: 'Roslis Admin', plan: '' });
  await page.goto('/sales-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'സെയിൽസ് ഡാഷ്ബോർഡ്' })).toBeVisible();
  const team = page.getByRole('list', { name: 'സെയിൽസ് ടീം' });
  const people = (await (await page.request.get('/api/sales-people')).json()) as {
    name: string;
    email: string;
    referralCode: string;
  }[];
  const recent = (await (await page.request.get('/api/registrations?limit=5')).json()) as {
    firstName: string | null;
    lastName: string | null;
    email: string | null;
  }[];
  if (people.length > 0) await expect(team).toBeVisible();
  const theirs = [
    ...people.flatMap((p) => [p.name, p.email, p.referralCode]),
    ...recent.flatMap((r) => [
      [r.firstName, r.lastName].filter(Boolean).join(' '),
      r.firstName,
      r.lastName,
      r.email,
    ]),
  ].filter((v): v is string => !!v);
  await expect(page.getByRole('heading', { name: 'സെയിൽസ് ആളെ ചേർക്കൂ' })).toBeVisible();
  expect(await englishIn(page.locator('main'), theirs)).toEqual([]);
  await fitsThePhone(page);
  await accessibleInMalayalam(page);

  // The browser's choice only: the admin's saved language is untouched, so the shared account stays English.
  const account = (await (await page.request.get(`/api/auth/account/${user.id}`)).json()) as {
    locale?: string | null;
  };
  expect(account.locale ?? 'en').toBe('en');
});
