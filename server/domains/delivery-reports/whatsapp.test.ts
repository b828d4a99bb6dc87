import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import type { WhatsAppConfig } from '../../env.ts';
import { listOutbox } from '../../lib/notify/outbox.ts';
import { MAX_ATTEMPTS } from '../../lib/notify/queue.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createCategory, createOrder, createProduct, createUser } from '../../test/factories.ts';
import { startMsg91Stub, WHATSAPP_PATH } from '../../test/msg91-stub.ts';
import * as accountsService from '../accounts/service.ts';
import * as orders from '../orders/service.ts';

type Body = {
  integrated_number: string;
  content_type: string;
  payload: {
    messaging_product: string;
    type: string;
    template: {
      name: string;
      language: { code: string; policy: string };
      namespace: null;
      to_and_components: { to: string[]; components: Record<string, { type: string; value: string }> }[];
    };
  };
};

/** Members who opted in to WhatsApp (the lead wires the saved choice; here the test decides). */
const optedIn = new Set<string>();
const wantsWhatsApp: accountsService.WantsWhatsApp = async (_db, userId) => optedIn.has(userId);

describe('WhatsApp through MSG91 (a local stub of its WhatsApp template API)', () => {
  let stub: Awaited<ReturnType<typeof startMsg91Stub>>;
  let app: TestApp;
  let productId: string;
  const whatsapp: Extract<WhatsAppConfig, { provider: 'msg91' }> = {
    provider: 'msg91',
    authKey: 'test-auth-key',
    integratedNumber: '919847000099',
    templates: { order_update: 'roslis_order_update_v2', monthly_pick: 'roslis_monthly_pick_v1' },
    language: 'en',
    baseUrl: '',
  };
  const rowsTo = (to: string) => app.db.select().from(notifications).where(eq(notifications.toAddress, to));
  const whatsAppRequests = () => stub.requests.filter((r) => r.url === WHATSAPP_PATH);
  const deps = () => ({ db: app.db, notifier: app.notifier, wantsWhatsApp });

  async function member(phone: string | null, opts: { optIn?: boolean; firstName?: string } = {}) {
    const user = await createUser(app.db, {
      plan: 'premium',
      cardStatus: 'active',
      firstName: opts.firstName ?? 'Asha',
    });
    if (phone) await app.db.update(users).set({ phone }).where(eq(users.id, user.id));
    if (opts.optIn ?? true) optedIn.add(user.id);
    return user;
  }
  const update = (userId: string, number = 'R-2026-0001') =>
    accountsService.notifyMember(deps(), {
      userId,
      kind: 'orders',
      email: { subject: 'Your order has shipped', text: 'Shipped.' },
      whatsapp: (name) => ({
        template: 'order_update',
        params: [name, number, 'has shipped', `http://shop.test/orders/${number}`],
        text: `Hello ${name}, your order ${number} has shipped.`,
      }),
    });

  beforeAll(async () => {
    stub = await startMsg91Stub();
    whatsapp.baseUrl = stub.url;
    app = await buildTestApp({ whatsapp });
    productId = (await createProduct(app.db, { categoryId: (await createCategory(app.db)).id })).id;
  });
  afterAll(async () => {
    await app.close();
    await stub.close();
  });

  it('sends the template named in the settings to the number as digits with its country code', async () => {
    const user = await member('+919847033333');
    const before = whatsAppRequests().length;
    expect(await update(user.id)).toMatchObject({ whatsapp: true });
    await app.notifier.settled();

    expect(whatsAppRequests()).toHaveLength(before + 1);
    const request = whatsAppRequests().at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers.authkey).toBe('test-auth-key');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      integrated_number: '919847000099',
      content_type: 'template',
      payload: {
        messaging_product: 'whatsapp',
        type: 'template',
        template: {
          name: 'roslis_order_update_v2',
          language: { code: 'en', policy: 'deterministic' },
          namespace: null,
          to_and_components: [
            {
              to: ['919847033333'],
              components: {
                body_1: { type: 'text', value: 'Asha' },
                body_2: { type: 'text', value: 'R-2026-0001' },
                body_3: { type: 'text', value: 'has shipped' },
                body_4: { type: 'text', value: 'http://shop.test/orders/R-2026-0001' },
              },
            },
          ],
        },
      },
    } satisfies Body);

    const [row] = await rowsTo('+919847033333');
    expect(row).toMatchObject({
      channel: 'whatsapp',
      transport: 'msg91-whatsapp',
      template: 'order_update',
      status: 'sent',
      attempts: 1,
    });
    expect(row!.providerMessageId).toMatch(/^wa-\d+$/);
    // Outside production the outbox lists it too (/dev/mailbox).
    expect(await listOutbox(app.db, '+919847033333')).toEqual([
      expect.objectContaining({ channel: 'whatsapp', text: expect.stringContaining('R-2026-0001') }),
    ]);
  });

  it('sends nothing by WhatsApp without the opt-in, or without a phone number', async () => {
    const before = whatsAppRequests().length;
    const notOptedIn = await member('+919847044444', { optIn: false });
    expect(await update(notOptedIn.id)).toEqual({ email: true, sms: false, push: 0 });
    const noPhone = await member(null);
    expect(await update(noPhone.id)).toEqual({ email: true, sms: false, push: 0 });
    // Without a wantsWhatsApp answer and no saved WhatsApp choice, nobody has opted in.
    const sent = await accountsService.notifyMember(
      { db: app.db, notifier: app.notifier },
      {
        userId: (await member('+919847055555')).id,
        kind: 'orders',
        email: { subject: 'x', text: 'x' },
        whatsapp: (name) => ({ template: 'order_update', params: [name], text: name }),
      },
    );
    expect(sent.whatsapp).toBeUndefined();
    await app.notifier.settled();
    expect(whatsAppRequests()).toHaveLength(before);
    const rows = await app.db.select().from(notifications).where(eq(notifications.channel, 'whatsapp'));
    expect(rows.map((r) => r.toAddress)).not.toContain('+919847044444');
    expect(rows.map((r) => r.toAddress)).not.toContain('+919847055555');
  });

  it('retries a message MSG91 refused with a 5xx, with back-off, then records its request id', async () => {
    const user = await member('+919847066666');
    stub.failNext.push(503);
    await update(user.id);
    await app.notifier.settled();
    const [queued] = await rowsTo('+919847066666');
    expect(queued).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'MSG91 WhatsApp answered 503: Internal error',
      providerMessageId: null,
    });
    // Not due yet: a run before the back-off leaves it alone.
    const before = whatsAppRequests().length;
    await app.jobs.runNow('notify.retry', new Date(queued!.nextAttemptAt!.getTime() - 1000));
    expect(whatsAppRequests()).toHaveLength(before);

    await app.jobs.runNow('notify.retry', new Date(queued!.nextAttemptAt!.getTime() + 1000));
    expect(whatsAppRequests()).toHaveLength(before + 1);
    const [sent] = await rowsTo('+919847066666');
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sent!.providerMessageId).toMatch(/^wa-\d+$/);
  });

  it(`gives up after ${MAX_ATTEMPTS} tries; a refused template (4xx) fails at once`, async () => {
    const user = await member('+919847077777');
    for (let i = 0; i < MAX_ATTEMPTS; i++) stub.failNext.push(500);
    await update(user.id);
    await app.notifier.settled();
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      const [row] = await rowsTo('+919847077777');
      expect(row).toMatchObject({ status: 'queued', attempts: i });
      await app.jobs.runNow('notify.retry', new Date(row!.nextAttemptAt!.getTime() + 1000));
    }
    const [failed] = await rowsTo('+919847077777');
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(stub.failNext).toHaveLength(0);

    const refused = await member('+919847088888');
    stub.failNext.push(400);
    await update(refused.id);
    await app.notifier.settled();
    expect((await rowsTo('+919847088888'))[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'MSG91 WhatsApp answered 400: Template not found',
    });
  });

  it("an order's shipping sends the order-update template to an opted-in member", async () => {
    const user = await member('+919847099999', { firstName: 'Meera' });
    const order = await createOrder(app.db, {
      userId: user.id,
      status: 'processing',
      lines: [{ productId }],
    });
    const before = whatsAppRequests().length;
    await orders.changeStatus(
      {
        db: app.db,
        gateway: app.payments,
        notifier: app.notifier,
        log: app.log,
        origin: 'http://shop.test',
        wantsWhatsApp,
      },
      order.id,
      { to: 'shipped', actor: 'staff', carrier: 'Delhivery', trackingNumber: 'DL123' },
    );
    await app.notifier.settled();
    expect(whatsAppRequests()).toHaveLength(before + 1);
    const template = (whatsAppRequests().at(-1)!.body as Body).payload.template;
    expect(template.name).toBe('roslis_order_update_v2');
    expect(template.to_and_components).toEqual([
      {
        to: ['919847099999'],
        components: {
          body_1: { type: 'text', value: 'Meera' },
          body_2: { type: 'text', value: order.number },
          body_3: { type: 'text', value: 'has shipped' },
          body_4: { type: 'text', value: `http://shop.test/orders/${encodeURIComponent(order.number)}` },
        },
      },
    ]);
  });
});

describe('WhatsApp with WHATSAPP_PROVIDER=outbox (the default)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('keeps the message in the outbox with its template and parameters, sent by nobody', async () => {
    const user = await createUser(app.db, { firstName: 'Devi' });
    await app.db.update(users).set({ phone: '+919847014141' }).where(eq(users.id, user.id));
    await accountsService.notifyMember(
      { db: app.db, notifier: app.notifier, wantsWhatsApp: async () => true },
      {
        userId: user.id,
        kind: 'orders',
        email: { subject: 'Delivered', text: 'Delivered.' },
        whatsapp: (name) => ({
          template: 'order_update',
          params: [name, 'R-7', 'was delivered', 'http://shop.test/orders/R-7'],
          text: `Hello ${name}, your order R-7 was delivered.`,
        }),
      },
    );
    const [row] = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.toAddress, '+919847014141'));
    expect(row).toMatchObject({
      channel: 'whatsapp',
      transport: 'outbox',
      status: 'sent',
      template: 'order_update',
      vars: { body_1: 'Devi', body_2: 'R-7', body_3: 'was delivered', body_4: 'http://shop.test/orders/R-7' },
      text: 'Hello Devi, your order R-7 was delivered.',
    });
  });
});
