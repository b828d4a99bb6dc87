import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS } from '../../../contracts/constants.ts';
import { dealClaims, deals, memberNotices } from '../../db/schema/index.ts';
import { istInstant } from '../../lib/calendar.ts';
import { buildTestApp, type TestApp, testConfig } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createUser } from '../../test/factories.ts';
import {
  decryptPush,
  type LocalPushService,
  type PushDevice,
  pushDevice,
  startPushService,
} from '../../test/push.ts';
import { announceDeal, DEAL_NEWS_JOB, DEAL_NEWS_KIND } from './announce.ts';

/**
 * The Dynamo Deal's opening, told: when the day's window opens (10:00 India time by the card's rules),
 * the members with an active card who get offers by push or e-mail hear of it once, with a push that
 * opens the profile (the deal's banner). Before the window, after it, on a day without a deal or with
 * every gift claimed, nobody hears; a rerun tells nobody twice. The job's clock is set by each run.
 * Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
let app: TestApp;
let service: LocalPushService;

beforeAll(async () => {
  service = await startPushService();
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
  await service.close();
});

interface Member {
  id: string;
  email: string;
  device: PushDevice;
}

async function member(
  offers: { email: boolean; push: boolean },
  cardStatus: 'active' | 'inactive' = 'active',
  locale?: 'en' | 'ml',
): Promise<Member> {
  const user = await createUser(app.db, { plan: 'premium', cardStatus });
  const { headers } = await loginAs(app, user.email, user.password);
  if (locale) {
    const chose = await app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers,
      payload: { locale },
    });
    expect(chose.statusCode, chose.body).toBe(200);
  }
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/user/notifications',
    headers,
    payload: { ...NOTIFICATION_DEFAULTS, offers: { ...NOTIFICATION_DEFAULTS.offers, ...offers } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const device = pushDevice(service.base);
  const res = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers,
    payload: device.subscription,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: user.id, email: user.email, device };
}

async function dealOn(day: string, quantity = 5) {
  const [row] = await app.db
    .insert(deals)
    .values({ day, kind: 'points', points: 200, quantity, remaining: quantity, title: 'Two hundred points' })
    .returning();
  return row!;
}

const run = async (istTime: string) => {
  expect(await app.jobs.runNow(DEAL_NEWS_JOB, istInstant(istTime))).toBe(true);
  await app.notifier.settled();
};

const pushesTo = (m: Member) =>
  service.received.filter((r) => r.device === m.device.id).map((r) => decryptPush(m.device, r.body));

async function emailsTo(m: Member) {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(m.email)}` });
  return (res.json() as { subject: string; text: string }[]).filter((e) => e.subject.includes('Dynamo Deal'));
}

describe('the Dynamo Deal window opening', () => {
  it('tells members who get offers once, at the opening, with a push to the profile; nobody else', async () => {
    const pusher = await member({ email: false, push: true });
    const mailed = await member({ email: true, push: false });
    const optedOut = await member({ email: false, push: false });
    const inactive = await member({ email: true, push: true }, 'inactive');
    const claimedEarly = await member({ email: true, push: true });
    const deal = await dealOn('2031-07-01');

    // Before 10:00 India time: nothing.
    await run('2031-07-01 09:59');
    expect(pushesTo(pusher)).toEqual([]);

    await app.db
      .insert(dealClaims)
      .values({ dealId: deal.id, userId: claimedEarly.id, claimedAt: new Date() });
    await run('2031-07-01 10:00');
    expect(pushesTo(pusher)).toEqual([
      {
        title: "Today's Dynamo Deal is open",
        body: 'Two hundred points: claim it before 10:00 PM.',
        url: '/profile',
        tag: `deal-${deal.id}`,
      },
    ]);
    const [mail] = await emailsTo(mailed);
    expect(mail).toMatchObject({ subject: "Today's Dynamo Deal is open: Two hundred points" });
    expect(mail!.text).toContain(`${testConfig.publicOrigin}/profile`);
    expect(pushesTo(mailed)).toEqual([]);
    for (const nobody of [optedOut, inactive, claimedEarly]) {
      expect(pushesTo(nobody)).toEqual([]);
      expect(await emailsTo(nobody)).toEqual([]);
    }
    const notices = await app.db
      .select()
      .from(memberNotices)
      .where(and(eq(memberNotices.userId, pusher.id), eq(memberNotices.kind, DEAL_NEWS_KIND)));
    expect(notices).toEqual([expect.objectContaining({ reference: deal.id, url: '/profile' })]);

    // Reruns in the window (this server or another: the same rows decide) tell nobody twice.
    await run('2031-07-01 10:05');
    await Promise.all([
      announceDeal(
        { db: app.db, notifier: app.notifier, origin: testConfig.publicOrigin },
        istInstant('2031-07-01 12:00'),
      ),
      announceDeal(
        { db: app.db, notifier: app.notifier, origin: testConfig.publicOrigin },
        istInstant('2031-07-01 12:00'),
      ),
    ]);
    await app.notifier.settled();
    expect(pushesTo(pusher)).toHaveLength(1);
    expect(await emailsTo(mailed)).toHaveLength(1);
  });

  it('tells each member in her language: Malayalam for one who chose it, English for one who did not', async () => {
    const ml = await member({ email: true, push: true }, 'active', 'ml');
    const en = await member({ email: true, push: true }, 'active', 'en');
    const deal = await dealOn('2031-07-09');
    await run('2031-07-09 10:00');
    expect(pushesTo(ml)).toEqual([
      {
        title: 'ഇന്നത്തെ Dynamo Deal തുറന്നു',
        body: 'Two hundred points: 10:00 PM-നു മുൻപ് സ്വന്തമാക്കൂ.',
        url: '/profile',
        tag: `deal-${deal.id}`,
      },
    ]);
    const [mlMail] = await emailsTo(ml);
    expect(mlMail!.subject).toBe('ഇന്നത്തെ Dynamo Deal തുറന്നു: Two hundred points');
    expect(mlMail!.text).toContain(
      'Two hundred points. സമ്മാനങ്ങൾ തീരുംമുൻപ്, ഇന്ത്യൻ സമയം 10:00 PM-നു മുൻപ് നിങ്ങളുടെ പ്രൊഫൈലിൽ ഇതു സ്വന്തമാക്കൂ (ഒരു അംഗത്തിന് ഒന്ന്).',
    );
    expect(mlMail!.text).toContain(`സ്വന്തമാക്കൂ: ${testConfig.publicOrigin}/profile`);
    expect(pushesTo(en)).toEqual([
      {
        title: "Today's Dynamo Deal is open",
        body: 'Two hundred points: claim it before 10:00 PM.',
        url: '/profile',
        tag: `deal-${deal.id}`,
      },
    ]);
    const [enMail] = await emailsTo(en);
    expect(enMail!.subject).toBe("Today's Dynamo Deal is open: Two hundred points");
    expect(enMail!.text).toContain(
      'Two hundred points. Claim it in your profile before 10:00 PM India time, while gifts remain (one per member).',
    );
    // The bell keeps its notice in English for both.
    const notices = await app.db
      .select()
      .from(memberNotices)
      .where(and(eq(memberNotices.userId, ml.id), eq(memberNotices.kind, DEAL_NEWS_KIND)));
    expect(notices).toEqual([expect.objectContaining({ title: "Today's Dynamo Deal is open" })]);
  });

  it('says nothing after the window, on a day without a deal, or when every gift is claimed', async () => {
    const pusher = await member({ email: true, push: true });
    await dealOn('2031-07-02');
    await run('2031-07-02 22:00');
    await run('2031-07-03 11:00');
    const gone = await dealOn('2031-07-04', 1);
    await app.db.update(deals).set({ remaining: 0 }).where(eq(deals.id, gone.id));
    await run('2031-07-04 10:30');
    expect(pushesTo(pusher)).toEqual([]);
    expect(await emailsTo(pusher)).toEqual([]);
  });
});
