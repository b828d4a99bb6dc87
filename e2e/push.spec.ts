import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { decryptPush, type LocalPushService, pushDevice, startPushService } from '../server/test/push.ts';
import { STAFF } from './admin-support.ts';
import { MEMBER, openReady, signInByApi } from './support.ts';

/**
 * "Your voted design launched", pushed: a push service on this machine (an https push service cannot be
 * reached here; the app posts to an address on 127.0.0.1 because it runs outside production) receives
 * what the shop sends to the demo member's stored test subscription, and the journey decrypts it with
 * the subscription's own keys. Then she turns push off for "Launches and votes" in Account Settings, and
 * the next launch of a design she voted for pushes nothing.
 */
let service: LocalPushService;
let admin: APIRequestContext;

test.beforeAll(async () => {
  service = await startPushService();
  admin = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await admin.post('/api/auth/login', {
    data: { email: STAFF.email, password: STAFF.password },
  });
  expect(login.ok()).toBe(true);
});
test.afterAll(async () => {
  await admin.dispose();
  await service.close();
});

/** STUDIO designs still in voting, from the end of the list (other journeys take the first). */
async function designsInVoting(count: number) {
  const res = await admin.get(
    '/api/admin/products?status=VOTE_TO_LAUNCH&storefront=STUDIO&ready=false&limit=50',
  );
  const designs = ((await res.json()) as { id: string; name: string; slug: string }[]).slice(-count);
  expect(designs, 'STUDIO designs in voting in the demo data').toHaveLength(count);
  return designs;
}

/**
 * Staff launch the design into stock, as the back office's Launch button does, after lowering its
 * threshold to the votes it has (the editor's field) so it is ready.
 */
async function launch(design: { id: string }) {
  const full = (await (await admin.get(`/api/admin/products/${design.id}`)).json()) as {
    voteCount: number;
    variants: { id: string; name: string; value: string; stock: number }[];
  };
  const edit = await admin.put(`/api/admin/products/${design.id}`, {
    data: {
      ...full,
      voteThreshold: full.voteCount,
      preOrderEndDate: null,
      variants: full.variants.map(({ name, value, stock }) => ({ name, value, stock })),
    },
  });
  expect(edit.ok(), await edit.text()).toBe(true);
  const sizes = full.variants.filter((v) => v.name === 'size');
  const res = await admin.post(`/api/admin/products/${design.id}/launch`, {
    data: { to: 'IN_STOCK', stock: sizes.map((v) => ({ variantId: v.id, stock: 2 })) },
  });
  expect(res.status(), await res.text()).toBe(200);
  // The answer comes after the voters' messages are queued (the e-mail and any push).
  return (await res.json()) as { votersNotified: number };
}

/** Pushes the shop has queued or sent today (the back office's message counts). */
async function pushCount() {
  const stats = (await (await admin.get('/api/admin/messages/stats')).json()) as {
    channels: { channel: string; today: { sent: number; failed: number }; queued: number }[];
  };
  const push = stats.channels.find((c) => c.channel === 'push')!;
  return push.today.sent + push.today.failed + push.queued;
}

test('a launch of a voted design pushes its page to her device; push off for launches, nothing', async ({
  page,
}) => {
  await signInByApi(page);
  const [first, second] = await designsInVoting(2);
  const device = pushDevice(service.base);

  // As the app does, through the page's fetch: push on for launches, and this device's subscription.
  const stored = await page.evaluate(
    async ({ subscription }) => {
      const json = { 'Content-Type': 'application/json' };
      const choices = await (await fetch('/api/user/notifications', { credentials: 'include' })).json();
      const put = await fetch('/api/user/notifications', {
        method: 'PUT',
        headers: json,
        credentials: 'include',
        body: JSON.stringify({ ...choices, launches: { ...choices.launches, email: true, push: true } }),
      });
      const post = await fetch('/api/push/subscriptions', {
        method: 'POST',
        headers: json,
        credentials: 'include',
        body: JSON.stringify(subscription),
      });
      return [put.status, post.status];
    },
    { subscription: device.subscription },
  );
  expect(stored).toEqual([200, 200]);

  // She votes for both designs on their pages, as the vote button does.
  for (const design of [first!, second!]) {
    const voted = await page.evaluate(
      (id) =>
        fetch(`/api/products/${id}/vote`, { method: 'POST', credentials: 'include' }).then((r) => r.status),
      design.id,
    );
    expect(voted).toBe(200);
  }

  expect((await launch(first!)).votersNotified).toBeGreaterThanOrEqual(1);
  const mine = () => service.received.filter((r) => r.device === device.id);
  await expect.poll(() => mine().length).toBe(1);
  expect(mine()[0]!.headers['content-encoding']).toBe('aes128gcm');
  expect(decryptPush(device, mine()[0]!.body)).toEqual({
    title: `${first!.name} has launched`,
    body: 'The design you voted for is now in stock.',
    url: `/products/${first!.slug}`,
    tag: `launch-${first!.id}`,
  });

  // Account Settings → Notifications: push off for "Launches and votes", saved.
  await openReady(page, '/profile/settings');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const launches = page.getByRole('group', { name: 'Launches and votes' });
  const pushSwitch = launches.getByRole('switch', { name: 'Push' });
  await expect(pushSwitch).toBeChecked();
  await pushSwitch.click();
  await expect(pushSwitch).not.toBeChecked();
  await page.getByRole('button', { name: 'Save notification choices' }).click();
  await expect(page.getByText('Your notification choices are saved.').first()).toBeVisible();

  const before = await pushCount();
  await launch(second!);
  // Her e-mail for this launch is in the mailbox: the launch has written to her, by e-mail only.
  await expect
    .poll(async () => {
      const mail = (await (
        await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(MEMBER.email)}`)
      ).json()) as { subject: string }[];
      return mail.some((m) => m.subject.startsWith(`${second!.name} is now in stock`));
    })
    .toBe(true);
  expect(await pushCount()).toBe(before);
  expect(mine()).toHaveLength(1);

  // Leave the demo member as she was: this device forgotten.
  const forgot = await page.evaluate(
    (endpoint) =>
      fetch('/api/push/subscriptions', {
        method: 'DELETE',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ endpoint }),
      }).then((r) => r.status),
    device.subscription.endpoint,
  );
  expect(forgot).toBe(200);
});
