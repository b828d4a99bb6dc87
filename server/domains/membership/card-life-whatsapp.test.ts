import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../db/schema/index.ts';
import type { WhatsAppConfig } from '../../env.ts';
import { istInstant } from '../../lib/calendar.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { startMsg91Stub, WHATSAPP_PATH } from '../../test/msg91-stub.ts';
import type { WantsWhatsApp } from '../accounts/service.ts';
import * as orders from '../orders/service.ts';
import { runCardLife } from './card-life.ts';

type Template = {
  name: string;
  to_and_components: { to: string[]; components: Record<string, { type: string; value: string }> }[];
};

/** Members who opted in to WhatsApp (the lead wires the saved choice; here the test decides). */
const optedIn = new Set<string>();
const wantsWhatsApp: WantsWhatsApp = async (_db, userId) => optedIn.has(userId);

/** The monthly-pick reminder by WhatsApp, through a local stub of MSG91's WhatsApp template API. */
describe('the monthly-pick reminder by WhatsApp', () => {
  let stub: Awaited<ReturnType<typeof startMsg91Stub>>;
  let app: TestApp;
  const whatsAppRequests = () => stub.requests.filter((r) => r.url === WHATSAPP_PATH);

  async function member(phone: string, opts: { optIn?: boolean; firstName?: string } = {}) {
    const user = await createUser(app.db, {
      plan: 'premium',
      cardStatus: 'active',
      firstName: opts.firstName ?? 'Asha',
    });
    await app.db.update(users).set({ phone }).where(eq(users.id, user.id));
    if (opts.optIn ?? true) optedIn.add(user.id);
    return user;
  }

  beforeAll(async () => {
    stub = await startMsg91Stub();
    const whatsapp: WhatsAppConfig = {
      provider: 'msg91',
      authKey: 'test-auth-key',
      integratedNumber: '919847000099',
      templates: { order_update: 'roslis_order_update_v2', monthly_pick: 'roslis_monthly_pick_v1' },
      language: 'en',
      baseUrl: stub.url,
    };
    app = await buildTestApp({ whatsapp });
  });
  afterAll(async () => {
    await app.close();
    await stub.close();
  });

  it("the monthly-pick reminder from the 25th sends its template with the month's last day", async () => {
    const user = await member('+919847012121', { firstName: 'Lakshmi' });
    const notOptedIn = await member('+919847013131', { optIn: false });
    const started = istInstant('2026-10-15 10:00');
    for (const id of [user.id, notOptedIn.id]) {
      await app.db
        .update(accounts)
        .set({ cardActivatedAt: started, cycleStartedAt: started })
        .where(eq(accounts.userId, id));
    }
    const before = whatsAppRequests().length;
    const run = await runCardLife(
      {
        db: app.db,
        notifier: app.notifier,
        log: app.log,
        buyersBetween: (range, kind, userId) => orders.buyersBetween(app.db, range, kind, userId),
        origin: 'http://shop.test',
        wantsWhatsApp,
      },
      istInstant('2026-11-25 09:00'),
    );
    expect(run.reminded).toBeGreaterThanOrEqual(2);
    await app.notifier.settled();
    const sentTo = whatsAppRequests()
      .slice(before)
      .map((r) => (r.body as { payload: { template: Template } }).payload.template);
    const mine = sentTo.filter((t) => t.to_and_components[0]!.to[0] === '919847012121');
    expect(mine).toEqual([
      expect.objectContaining({
        name: 'roslis_monthly_pick_v1',
        to_and_components: [
          {
            to: ['919847012121'],
            components: {
              body_1: { type: 'text', value: 'Lakshmi' },
              body_2: { type: 'text', value: '30 November 2026' },
              body_3: { type: 'text', value: 'http://shop.test/limited-edition' },
            },
          },
        ],
      }),
    ]);
    expect(sentTo.some((t) => t.to_and_components[0]!.to[0] === '919847013131')).toBe(false);
  });
});
