import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import { allow } from './time.ts';

export const MEMBER = {
  email: 'member@roslis.test',
  password: 'Member@12345',
  name: 'Ananya Menon',
  plan: 'Premium',
};

/** Sign in through the API (the context keeps the session cookie) and store what the web app keeps. */
export async function signInByApi(page: Page, who = MEMBER) {
  const res = await page.request.post('/api/auth/login', {
    data: { email: who.email, password: who.password },
  });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { token: string; user: { id: string } };
  await page.goto('/');
  // As the app does after a sign-in: the session is the cookie the answer set; storage holds the id and
  // a marker, never the token.
  await page.evaluate(
    ([id]) => {
      localStorage.setItem('authToken', 'cookie-session');
      localStorage.setItem('userId', id!);
    },
    [body.user.id],
  );
  return body;
}

/** Empty the signed-in user's cart through the API. */
export async function clearCart(page: Page) {
  const lines = (await (await page.request.get('/api/cart')).json()) as { id: string }[];
  for (const line of lines) await page.request.delete(`/api/cart/${line.id}`);
}

/** Open a page and wait until the app is live on it (prerendered pages are plain HTML before that). */
export async function openReady(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
}

/** The demo Gold member: her monthly pick is free and she sees launches before Premium. */
export const GOLD_MEMBER = {
  email: 'gold@roslis.test',
  password: 'Gold@12345',
  name: 'Devika Nair',
  plan: 'Gold',
};
export const DEMO_ADVISOR = 'FADEMOADVISOR001';
export const ADMIN = { email: 'admin@roslis.test', password: 'Admin@12345' };

/** The newest 6-digit code sent to an e-mail or phone, read from the outbox as a person reads their mail. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  // Five seconds on a quiet machine: the code is written in the request that sends it, or just after.
  for (let attempt = 0; attempt * 250 < allow(5_000); attempt++) {
    const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const [message] = (await res.json()) as { text: string }[];
    const code = message ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code arrived for ${to}`);
}

/**
 * A whole application through the API (code, sandbox payment, password): a member awaiting review.
 * `referralCode`: a Fashion Advisor Code (the demo advisor's unless given) or a sales referral code.
 */
export async function applyByApi(
  request: APIRequestContext,
  email: string,
  password: string,
  referralCode = DEMO_ADVISOR,
) {
  const ok = async (res: APIResponse) => {
    if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  await ok(
    await request.post('/api/auth/send-verification', {
      data: { contactMethod: 'email', contact: email, referralCode },
    }),
  );
  const code = await latestCode(request, email);
  const { verificationToken } = await ok(
    await request.post('/api/auth/verify-code', { data: { contact: email, method: 'email', code } }),
  );
  const order = await ok(
    await request.post('/api/payment/create-order', {
      data: { plan: 'premium', verificationToken, referralCode },
    }),
  );
  const paid = await ok(
    await request.post('/api/payment/sandbox/complete', {
      data: { orderId: order.id, outcome: 'success' },
      // The payer of a joining fee is whoever holds its verification token.
      headers: { 'x-verification-token': verificationToken },
    }),
  );
  const verified = await ok(await request.post('/api/payment/verify', { data: paid }));
  await ok(
    await request.post(`/api/auth/setup-password/${verified.userId}`, {
      data: { password, setupToken: verified.token },
    }),
  );
  return { userId: verified.userId as string };
}

/** The applicant's 3-step style profile: step 1's required fields, one style, then Complete Registration. */
export async function completeStyleProfile(
  page: Page,
  who = { first: 'Meera', last: 'Nair', born: '1994-08-15', city: 'Kochi', profession: 'Architect' },
) {
  await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await page.getByLabel('Date of birth').fill(who.born);
  await page.getByLabel('City').fill(who.city);
  await page.getByLabel('State').fill('Kerala');
  await page.getByLabel('Profession').fill(who.profession);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Fashion Preferences' })).toBeVisible();
  await page.getByRole('button', { name: 'Minimalist' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Additional Information' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
}

export const FRESH_PASSWORD = 'Kasavu@2026';
let freshSerial = 0;

/**
 * A new member with an active card (applied through the API, approved by staff), for journeys that
 * change what a member keeps (addresses, password) and must leave the demo member as it is.
 */
export async function freshMember(request: APIRequestContext, password = FRESH_PASSWORD) {
  const email = `space-${Date.now()}-${++freshSerial}@example.test`;
  const { userId } = await applyByApi(request, email, password);
  const login = await request.post('/api/auth/login', { data: ADMIN });
  const token = (await login.json()).token as string;
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (
    await request.get('/api/admin/applications?status=pending_review&limit=200', { headers })
  ).json()) as { id: string; email: string }[];
  const application = list.find((a) => a.email === email);
  expect(application, 'the new application is in the queue').toBeDefined();
  const approved = await request.post(`/api/admin/applications/${application!.id}/approve`, {
    headers,
    data: {},
  });
  expect(approved.ok()).toBe(true);
  return { email, userId };
}

/**
 * The pieces of a list the signed-in member can buy now. A design launched a moment ago (another journey
 * launches one) opens to a Premium member only after Gold's early access, so journeys that buy as the
 * Premium demo member leave such pieces out instead of depending on which journey ran first.
 */
export async function openToMember<T extends { slug: string }>(page: Page, cards: T[]): Promise<T[]> {
  const open: T[] = [];
  for (const card of cards) {
    const res = await page.request.get(`/api/products/${card.slug}`);
    if (res.ok() && !((await res.json()) as { earlyAccess?: unknown }).earlyAccess) open.push(card);
  }
  return open;
}

/** A finger drag across the element, through the browser's own touch input (CDP). */
export async function swipe(page: Page, selector: string, direction: 'left' | 'right') {
  const box = (await page.locator(selector).boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] =
    direction === 'left'
      ? [box.x + box.width * 0.8, box.x + box.width * 0.2]
      : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const client = await page.context().newCDPSession(page);
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let i = 1; i <= 10; i++) {
    await client.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from + ((to - from) * i) / 10, y }],
    });
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await client.detach();
}
