import type { Page } from '@playwright/test';

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
  await page.evaluate(
    ([token, id]) => {
      localStorage.setItem('authToken', token!);
      localStorage.setItem('userId', id!);
    },
    [body.token, body.user.id],
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
