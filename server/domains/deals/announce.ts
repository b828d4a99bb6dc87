import type { Locale } from '../../../contracts/locale.ts';
import type { Db } from '../../db/client.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import { dynamoDealEmail, inLanguage, type Versions } from '../../lib/notify/templates.ts';
import * as accounts from '../accounts/service.ts';
import * as membership from '../membership/service.ts';
import * as notices from '../notices/service.ts';
import * as repo from './repo.ts';
import { windowAt } from './service.ts';

/**
 * The Dynamo Deal's window opening, told (the `deals.window-news` job, every few minutes): while the
 * day's window is open (the card's dynamoFromHour to dynamoToHour, India time) and gifts remain, each
 * member with an active card who gets offers by e-mail or push and has not claimed it hears of it once.
 * The bell's notice (unique per member and deal) goes first, in one statement, and only the members it
 * was new for get the e-mail and push after it: a rerun, a second server's run, or both at once tell
 * nobody twice. The push opens the profile, where the deal's banner is.
 */

export const DEAL_NEWS_JOB = 'deals.window-news';
export const DEAL_NEWS_EVERY_MS = 5 * 60_000;
export const DEAL_NEWS_KIND = 'dynamo_deal';
/** Where the member claims it: the banner on her profile. */
export const DEAL_URL = '/profile';

/** The push's words, per language (`title` the deal's as staff wrote it; the bell keeps the English). */
const DEAL_PUSH: Versions<(title: string, closesAt: string) => { title: string; body: string }> = {
  en: (title, closesAt) => ({
    title: "Today's Dynamo Deal is open",
    body: `${title}: claim it before ${closesAt}.`,
  }),
  ml: (title, closesAt) => ({
    title: 'ഇന്നത്തെ Dynamo Deal തുറന്നു',
    body: `${title}: ${closesAt}-നു മുൻപ് സ്വന്തമാക്കൂ.`,
  }),
};

export async function announceDeal(
  deps: {
    db: Db;
    notifier: Notifier;
    origin: string;
    log?: { error: (obj: object, msg: string) => void };
  },
  now: Date,
): Promise<number> {
  const { db } = deps;
  const window = await windowAt(db, now);
  if (window.phase !== 'open') return 0;
  const row = await repo.findByDay(db, window.today);
  if (!row || row.deal.remaining <= 0) return 0;
  const { deal } = row;
  const claimed = new Set((await repo.claimsOf(db, deal.id)).map((c) => c.userId));
  const members = (
    await accounts.choosingEmailOrPush(db, await membership.activeMemberIds(db), 'offers')
  ).filter((userId) => !claimed.has(userId));
  if (members.length === 0) return 0;
  const push = (locale: Locale) => ({
    ...inLanguage(DEAL_PUSH, locale)(deal.title, window.closesAt),
    url: DEAL_URL,
    tag: `deal-${deal.id}`,
  });
  const notice = push('en');
  const told = await notices.postOnce(
    db,
    members,
    { kind: DEAL_NEWS_KIND, reference: deal.id, title: notice.title, body: notice.body, url: notice.url },
    now,
  );
  const compose = (locale: Locale) => ({
    email: dynamoDealEmail(deal.title, window.closesAt, `${deps.origin}${DEAL_URL}`, locale),
    push: push(locale),
  });
  for (const userId of told) {
    // The notice is in (the bell tells her); a mail server failing now must not stop the others.
    await accounts
      .notifyMember(deps, { userId, kind: 'offers', compose })
      .catch((error: unknown) => deps.log?.error({ err: error, userId }, 'Dynamo Deal news failed'));
  }
  return told.length;
}
