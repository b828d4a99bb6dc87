import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, notifications } from '../../db/schema/index.ts';
import { istInstant } from '../../lib/calendar.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createUser } from '../../test/factories.ts';
import * as orders from '../orders/service.ts';
import { type CardLifeDeps, runCardLife } from './card-life.ts';

/** The card's notices in the member's language (her saved one), English where a notice has no version. */
let app: TestApp;
let deps: CardLifeDeps;
beforeAll(async () => {
  app = await buildTestApp();
  deps = {
    db: app.db,
    notifier: app.notifier,
    log: app.log,
    buyersBetween: (range, kind, userId) => orders.buyersBetween(app.db, range, kind, userId),
    origin: 'http://shop.test',
  };
});
afterAll(() => app.close());

const mailTo = (email: string) =>
  app.db.select().from(notifications).where(eq(notifications.toAddress, email));

async function member(opts: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app.db, { plan: 'premium', cardStatus: 'active', ...opts });
  const session = await loginAs(app, user.email, user.password);
  return { ...user, headers: session.headers };
}
const chooseLanguage = (headers: Record<string, string>, locale: unknown) =>
  app.inject({ method: 'PUT', url: '/api/user/language', headers, payload: { locale } });

describe('the card life cycle in her language', () => {
  it('sends the monthly-pick reminder and the inactive-card notice in Malayalam', async () => {
    const m = await member({ plan: 'premium' });
    await chooseLanguage(m.headers, 'ml');
    await app.db
      .update(accounts)
      .set({
        cardActivatedAt: istInstant('2026-09-10 11:00'),
        cycleStartedAt: istInstant('2026-09-10 11:00'),
      })
      .where(eq(accounts.userId, m.id));
    await runCardLife(deps, istInstant('2026-10-25 09:00'));
    const reminder = (await mailTo(m.email)).find((n) => n.subject.includes('ഡിസൈൻ'));
    expect(reminder?.subject).toBe('2026 ഒക്‌ടോബർ: ഈ മാസത്തെ ഡിസൈൻ തിരഞ്ഞെടുക്കൂ');
    expect(reminder?.text).toContain('LIMITED-EDITION തുറക്കൂ: http://shop.test/limited-edition');
    expect(reminder?.text).toContain('₹1,000');

    await runCardLife(deps, istInstant('2026-11-01 00:30'));
    const inactive = (await mailTo(m.email)).find((n) => n.subject.includes('ഇൻആക്ടീവ്'));
    expect(inactive?.subject).toBe('നിങ്ങളുടെ Roslis കാർഡ് ഇൻആക്ടീവ് ആയി');
    expect(inactive?.text).toContain('2026 ഒക്‌ടോബർ-ൽ ഒന്നും കണ്ടില്ല');
    expect(inactive?.text).toContain('കാർഡ് വീണ്ടും ആക്ടീവാക്കൂ: http://shop.test/profile/membership');
    expect(inactive?.text).not.toMatch(/Your card|re-entry fee/);
  });

  it("tells a Platinum member of her year's end and its lapse in Malayalam, an English one in English", async () => {
    const platinum = async (locale: 'ml' | 'en') => {
      const m = await member({ plan: 'platinum' });
      if (locale === 'ml') await chooseLanguage(m.headers, 'ml');
      await app.db
        .update(accounts)
        .set({
          cardActivatedAt: istInstant('2026-03-12 10:00'),
          cycleStartedAt: istInstant('2026-03-12 10:00'),
          planExpiresAt: istInstant('2027-03-12 10:00'),
        })
        .where(eq(accounts.userId, m.id));
      return m;
    };
    const ml = await platinum('ml');
    const en = await platinum('en');
    await runCardLife(deps, istInstant('2027-03-02 10:00'));
    await runCardLife(deps, istInstant('2027-03-12 10:05'));
    const subjects = async (email: string) => (await mailTo(email)).map((n) => n.subject);
    expect(await subjects(ml.email)).toEqual(
      expect.arrayContaining([
        'നിങ്ങളുടെ പ്ലാറ്റിനം വർഷം 2027 മാർച്ച് 12-ന് അവസാനിക്കും',
        'നിങ്ങളുടെ പ്ലാറ്റിനം കാർഡ് ഇൻആക്ടീവ് ആയി',
      ]),
    );
    expect(await subjects(en.email)).toEqual(
      expect.arrayContaining(['Your Platinum year ends on 12 March 2027', 'Your Platinum card is inactive']),
    );
  });
});
