import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_RULE_DEFAULTS } from '../../../contracts/card-rules.ts';
import { NOTIFICATION_DEFAULTS } from '../../../contracts/constants.ts';
import type { Plan } from '../../../contracts/membership.ts';
import { buildApp } from '../../app.ts';
import { memberNotices, products, productVotes, wishlistItems } from '../../db/schema/index.ts';
import { dayTimeLabel } from '../../lib/calendar.ts';
import { buildTestApp, openTestDatabase, type TestApp, testConfig } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createProduct, createUser } from '../../test/factories.ts';
import {
  decryptPush,
  type LocalPushService,
  type PushDevice,
  pushDevice,
  startPushService,
} from '../../test/push.ts';
import * as voting from '../voting/service.ts';
import * as wishlist from '../wishlist/service.ts';
import {
  announceEarlyAccess,
  EARLY_ACCESS_KIND,
  EARLY_ACCESS_NEWS_JOB,
  OPEN_FOR_YOU_KIND,
} from './early-access-news.ts';

/**
 * Gold's early access, told: a LIMITED-EDITION launch tells Gold and Platinum members who get launch
 * news "Early access: <piece> is open for you" (push and e-mail as each chose), and Premium's opening,
 * the card's early-access hours later, tells the Premium members who voted for or saved the piece. The
 * job's clock is set by each run; a rerun, and two servers at once, tell nobody twice; a member who
 * turned launch news off hears nothing. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
let app: TestApp;
let service: LocalPushService;
let categoryId: string;

const MINUTE = 60_000;
const HOURS = CARD_RULE_DEFAULTS.earlyAccessHours * 60 * MINUTE;

beforeAll(async () => {
  service = await startPushService();
  app = await buildTestApp();
  categoryId = (await createCategory(app.db, `Early news ${Date.now()}`)).id;
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

/** A member with a card, a device subscribed, and her choice for launch news (e-mail, push). */
async function member(
  plan: Plan,
  launches: { email: boolean; push: boolean },
  cardStatus: 'active' | 'inactive' = 'active',
  on: TestApp = app,
  locale?: 'en' | 'ml',
): Promise<Member> {
  const user = await createUser(on.db, { plan, cardStatus });
  const { headers } = await loginAs(on, user.email, user.password);
  if (locale) {
    const chose = await on.inject({ method: 'PUT', url: '/api/user/language', headers, payload: { locale } });
    expect(chose.statusCode, chose.body).toBe(200);
  }
  const saved = await on.inject({
    method: 'PUT',
    url: '/api/user/notifications',
    headers,
    payload: { ...NOTIFICATION_DEFAULTS, launches: { ...NOTIFICATION_DEFAULTS.launches, ...launches } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const device = pushDevice(service.base);
  const res = await on.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers,
    payload: device.subscription,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: user.id, email: user.email, device };
}

/** A piece that opened to orders at `launchedAt`. */
async function launched(
  launchedAt: Date,
  availableIn: 'LIMITED-EDITION' | 'STUDIO' = 'LIMITED-EDITION',
  on: { app: TestApp; categoryId: string } = { app, categoryId },
) {
  const p = await createProduct(on.app.db, {
    categoryId: on.categoryId,
    availableIn,
    sizes: [{ value: 'M', stock: 5 }],
  });
  await on.app.db.update(products).set({ launchedAt }).where(eq(products.id, p.id));
  return p;
}

const run = async (now: Date) => {
  expect(await app.jobs.runNow(EARLY_ACCESS_NEWS_JOB, now)).toBe(true);
  await app.notifier.settled();
};

/** What the job hands each run, as catalog's routes do. */
const depsOf = (a: TestApp) => ({
  db: a.db,
  notifier: a.notifier,
  origin: testConfig.publicOrigin,
  interestedIn: async (db: Parameters<typeof voting.votesFor>[0], ids: string[]) => [
    ...(await voting.votesFor(db, ids)),
    ...(await wishlist.savedBy(db, ids)),
  ],
});

const pushesTo = (m: Member) =>
  service.received.filter((r) => r.device === m.device.id).map((r) => decryptPush(m.device, r.body));

async function emailsTo(m: Member, subject: string, on: TestApp = app) {
  const res = await on.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(m.email)}` });
  return (res.json() as { subject: string; text: string }[]).filter((e) => e.subject === subject);
}

const noticesOf = (m: Member, kind: string) =>
  app.db
    .select()
    .from(memberNotices)
    .where(and(eq(memberNotices.userId, m.id), eq(memberNotices.kind, kind)));

describe('a LIMITED-EDITION launch', () => {
  it('tells Gold and Platinum at once as each chose, once; Premium and those who opted out hear nothing', async () => {
    const t = new Date('2031-03-10T06:00:00Z');
    const gold = await member('gold', { email: true, push: true });
    const platinum = await member('platinum', { email: true, push: false });
    const optedOut = await member('gold', { email: false, push: false });
    const inactiveGold = await member('gold', { email: true, push: true }, 'inactive');
    const premium = await member('premium', { email: true, push: true });
    const piece = await launched(t);
    await app.db.insert(productVotes).values({ productId: piece.id, userId: premium.id });

    await run(new Date(t.getTime() + MINUTE));
    const title = `Early access: ${piece.name} is open for you`;
    expect(pushesTo(gold)).toEqual([
      {
        title,
        body: 'Your card opens this LIMITED-EDITION piece before Premium members.',
        url: `/products/${piece.slug}`,
        tag: `early-access-${piece.id}`,
      },
    ]);
    const [mail] = await emailsTo(gold, title);
    expect(mail!.text).toContain(
      `it opens to Premium members on ${dayTimeLabel(new Date(t.getTime() + HOURS))}`,
    );
    expect(mail!.text).toContain(`${testConfig.publicOrigin}/products/${piece.slug}`);
    expect(await emailsTo(platinum, title)).toHaveLength(1);
    expect(pushesTo(platinum)).toEqual([]);
    expect(await noticesOf(gold, EARLY_ACCESS_KIND)).toEqual([
      expect.objectContaining({ reference: piece.id, title, url: `/products/${piece.slug}` }),
    ]);
    for (const nobody of [optedOut, inactiveGold, premium]) {
      expect(pushesTo(nobody)).toEqual([]);
      expect(await emailsTo(nobody, title)).toEqual([]);
      expect(await noticesOf(nobody, EARLY_ACCESS_KIND)).toEqual([]);
    }

    // The next runs, a few minutes and a day later: nobody is told twice.
    await run(new Date(t.getTime() + 6 * MINUTE));
    await run(new Date(t.getTime() + HOURS - MINUTE));
    expect(pushesTo(gold)).toHaveLength(1);
    expect(await emailsTo(gold, title)).toHaveLength(1);
    expect(await emailsTo(platinum, title)).toHaveLength(1);
  });

  it('two servers on one database, running it at the same instant, tell each member once', async () => {
    const database = await openTestDatabase();
    const dirs = [mkdtempSync(join(tmpdir(), 'roslis-news-')), mkdtempSync(join(tmpdir(), 'roslis-news-'))];
    const servers = await Promise.all(
      dirs.map((dataDir) => buildApp({ ...testConfig, dataDir }, { database, logger: false })),
    );
    try {
      const [one, two] = servers as [TestApp, TestApp];
      const t = new Date('2031-04-10T06:00:00Z');
      const gold = await member('gold', { email: true, push: true }, 'active', one);
      const category = await createCategory(one.db, `Two servers ${Date.now()}`);
      const piece = await launched(t, 'LIMITED-EDITION', { app: one, categoryId: category.id });
      const at = new Date(t.getTime() + MINUTE);
      // Each server's job at once (the lease lets one run), then each one's run past the lease (as
      // when a lease has lapsed): the notice's uniqueness still tells her once.
      await Promise.all([
        one.jobs.runNow(EARLY_ACCESS_NEWS_JOB, at),
        two.jobs.runNow(EARLY_ACCESS_NEWS_JOB, at),
      ]);
      const told = await Promise.all(servers.map((s) => announceEarlyAccess(depsOf(s), at)));
      await Promise.all(servers.map((s) => s.notifier.settled()));
      expect(told.map((r) => r.earlyAccess)).toEqual([0, 0]);
      expect(pushesTo(gold)).toEqual([expect.objectContaining({ tag: `early-access-${piece.id}` })]);
      const mails = await emailsTo(gold, `Early access: ${piece.name} is open for you`, one);
      expect(mails).toHaveLength(1);
    } finally {
      for (const s of servers) await s.close();
      await database.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Premium’s opening', () => {
  it('tells the Premium members who voted for or saved the piece when it opens for them, once', async () => {
    const t = new Date('2031-05-10T06:00:00Z');
    const voter = await member('premium', { email: false, push: true });
    const saver = await member('premium', { email: true, push: false });
    const bystander = await member('premium', { email: true, push: true });
    const optedOut = await member('premium', { email: false, push: false });
    const inactive = await member('premium', { email: true, push: true }, 'inactive');
    const gold = await member('gold', { email: true, push: true });
    const piece = await launched(t);
    const studio = await launched(t, 'STUDIO');
    await app.db.insert(productVotes).values([
      { productId: piece.id, userId: voter.id },
      { productId: piece.id, userId: optedOut.id },
      { productId: piece.id, userId: inactive.id },
      { productId: piece.id, userId: gold.id },
      { productId: studio.id, userId: voter.id },
    ]);
    await app.db.insert(wishlistItems).values({ productId: piece.id, userId: saver.id });

    // A second before her opening: nothing yet for Premium.
    await run(new Date(t.getTime() + HOURS - 1000));
    expect(pushesTo(voter)).toEqual([]);

    await run(new Date(t.getTime() + HOURS + MINUTE));
    const title = `${piece.name} is open for you`;
    expect(pushesTo(voter)).toEqual(
      expect.arrayContaining([
        {
          title,
          body: 'The piece you voted for or saved is open to order now.',
          url: `/products/${piece.slug}`,
          tag: `open-${piece.id}`,
        },
        // A STUDIO design she voted for opens for her too (no Gold announcement for STUDIO).
        expect.objectContaining({ url: `/products/${studio.slug}`, tag: `open-${studio.id}` }),
      ]),
    );
    expect(pushesTo(voter)).toHaveLength(2);
    expect(await emailsTo(saver, title)).toHaveLength(1);
    for (const nobody of [bystander, optedOut, inactive]) {
      expect(pushesTo(nobody)).toEqual([]);
      expect(await noticesOf(nobody, OPEN_FOR_YOU_KIND)).toEqual([]);
    }
    // Gold heard at the launch, not again at Premium's opening.
    expect((await noticesOf(gold, OPEN_FOR_YOU_KIND)).length).toBe(0);
    expect(pushesTo(gold).map((p) => p.tag)).toEqual([`early-access-${piece.id}`]);

    await run(new Date(t.getTime() + HOURS + 6 * MINUTE));
    expect(pushesTo(voter)).toHaveLength(2);
    expect(await emailsTo(saver, title)).toHaveLength(1);
  });

  it('a piece launched long ago is not announced as new', async () => {
    const t = new Date('2031-06-10T06:00:00Z');
    const gold = await member('gold', { email: true, push: true });
    await launched(new Date(t.getTime() - 3 * HOURS));
    await run(t);
    expect(pushesTo(gold)).toEqual([]);
  });
});

describe('in her language', () => {
  it('tells Gold and Premium each in her own language: Malayalam for those who chose it, English otherwise', async () => {
    const t = new Date('2031-08-10T06:00:00Z');
    const goldMl = await member('gold', { email: true, push: true }, 'active', app, 'ml');
    const goldEn = await member('gold', { email: true, push: true }, 'active', app, 'en');
    const premiumMl = await member('premium', { email: true, push: true }, 'active', app, 'ml');
    const piece = await launched(t);
    await app.db.insert(productVotes).values({ productId: piece.id, userId: premiumMl.id });
    const othersAt = new Date(t.getTime() + HOURS);

    await run(new Date(t.getTime() + MINUTE));
    const mlTitle = `നേരത്തെയുള്ള ആക്സസ്: ${piece.name} നിങ്ങൾക്കായി തുറന്നു`;
    expect(pushesTo(goldMl)).toEqual([
      {
        title: mlTitle,
        body: 'പ്രീമിയം അംഗങ്ങൾക്കു മുൻപേ ഈ LIMITED-EDITION പീസ് നിങ്ങളുടെ കാർഡിനു തുറന്നു.',
        url: `/products/${piece.slug}`,
        tag: `early-access-${piece.id}`,
      },
    ]);
    const [mlMail] = await emailsTo(goldMl, mlTitle);
    // The date and hour in Malayalam, in India time.
    expect(dayTimeLabel(othersAt, 'ml')).toBe('2031 ഓഗസ്റ്റ് 11, 11:30 AM');
    expect(mlMail!.text).toContain(`പ്രീമിയം അംഗങ്ങൾക്ക് ഇതു തുറക്കുന്നത് ${dayTimeLabel(othersAt, 'ml')}-നാണ്.`);
    expect(mlMail!.text).toContain(`ഇപ്പോൾ ഷോപ്പ് ചെയ്യൂ: ${testConfig.publicOrigin}/products/${piece.slug}`);
    const enTitle = `Early access: ${piece.name} is open for you`;
    expect(pushesTo(goldEn).map((p) => p.title)).toEqual([enTitle]);
    const [enMail] = await emailsTo(goldEn, enTitle);
    expect(enMail!.text).toContain(`it opens to Premium members on ${dayTimeLabel(othersAt)}`);
    // The bell's notice stays in English.
    expect(await noticesOf(goldMl, EARLY_ACCESS_KIND)).toEqual([
      expect.objectContaining({
        title: enTitle,
        body: `It opens to Premium members on ${dayTimeLabel(othersAt)}.`,
      }),
    ]);

    await run(new Date(othersAt.getTime() + MINUTE));
    const openTitle = `${piece.name} നിങ്ങൾക്കായി തുറന്നു`;
    expect(pushesTo(premiumMl)).toEqual([
      {
        title: openTitle,
        body: 'നിങ്ങൾ വോട്ട് ചെയ്യുകയോ സേവ് ചെയ്യുകയോ ചെയ്ത പീസ് ഇപ്പോൾ ഓർഡർ ചെയ്യാം.',
        url: `/products/${piece.slug}`,
        tag: `open-${piece.id}`,
      },
    ]);
    const [openMail] = await emailsTo(premiumMl, openTitle);
    expect(openMail!.text).toContain(`നിങ്ങൾ ${piece.name}-ന് വോട്ട് ചെയ്തു, അല്ലെങ്കിൽ അതു വിഷ്‌ലിസ്റ്റിൽ സേവ് ചെയ്തു.`);
  });
});
