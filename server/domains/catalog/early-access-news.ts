import type { Locale } from '../../../contracts/locale.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { dayTimeLabel } from '../../lib/calendar.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import { earlyAccessEmail, inLanguage, openForYouEmail, type Versions } from '../../lib/notify/templates.ts';
import * as accounts from '../accounts/service.ts';
import * as cardRules from '../card-rules/service.ts';
import * as membership from '../membership/service.ts';
import * as notices from '../notices/service.ts';
import { othersOpenAt } from './early-access.ts';
import * as repo from './repo.ts';

/**
 * Gold's early access, told (the `catalog.early-access-news` job, every few minutes):
 *
 * - a LIMITED-EDITION piece launched (`products.launched_at`) opens to Gold and Platinum at once: each
 *   member with an active Gold or Platinum card who gets launch news by e-mail or push hears "Early
 *   access: <piece> is open for you", while Premium still waits;
 * - when Premium's opening passes (the launch plus the card's `earlyAccessHours`), each member with an
 *   active card below Gold who voted for the piece or saved it to her wishlist hears it is open for her.
 *
 * Each is told once per piece and audience: the bell's notice (unique per member, kind and piece) is
 * posted first, in one statement, and only the members it was new for get the e-mail and push after it.
 * A rerun, an overlapping run on a second server, or both servers at once tell nobody twice. A run looks
 * back CATCH_UP_MS, so a server that was down for a while still tells what opened meanwhile, but a piece
 * launched long ago is never announced as new.
 */

export const EARLY_ACCESS_NEWS_JOB = 'catalog.early-access-news';
export const EARLY_ACCESS_NEWS_EVERY_MS = 5 * 60_000;
/** How far back a run looks for openings it has not told yet. */
export const CATCH_UP_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/** The notices' kinds: the bell's rows that keep each announcement to once. */
export const EARLY_ACCESS_KIND = 'early_access';
export const OPEN_FOR_YOU_KIND = 'early_access_open';

/** Who voted for or saved the pieces (voting's and wishlist's answer, handed over by app.ts). */
export type InterestedIn = (
  db: DbOrTx,
  productIds: string[],
) => Promise<{ productId: string; userId: string }[]>;

export interface EarlyAccessNewsDeps {
  db: Db;
  notifier: Notifier;
  interestedIn: InterestedIn;
  /** The shop's address, for the e-mail's link. */
  origin: string;
  log?: { error: (obj: object, msg: string) => void };
}

type Piece = { id: string; name: string; slug: string };

/** The pushes' words, per language (the bell's notices keep the English ones). */
const PUSH_WORDS: Versions<{
  earlyAccess: (name: string) => { title: string; body: string };
  openForYou: (name: string) => { title: string; body: string };
}> = {
  en: {
    earlyAccess: (name) => ({
      title: `Early access: ${name} is open for you`,
      body: 'Your card opens this LIMITED-EDITION piece before Premium members.',
    }),
    openForYou: (name) => ({
      title: `${name} is open for you`,
      body: 'The piece you voted for or saved is open to order now.',
    }),
  },
  ml: {
    earlyAccess: (name) => ({
      title: `നേരത്തെയുള്ള ആക്സസ്: ${name} നിങ്ങൾക്കായി തുറന്നു`,
      body: 'പ്രീമിയം അംഗങ്ങൾക്കു മുൻപേ ഈ LIMITED-EDITION പീസ് നിങ്ങളുടെ കാർഡിനു തുറന്നു.',
    }),
    openForYou: (name) => ({
      title: `${name} നിങ്ങൾക്കായി തുറന്നു`,
      body: 'നിങ്ങൾ വോട്ട് ചെയ്യുകയോ സേവ് ചെയ്യുകയോ ചെയ്ത പീസ് ഇപ്പോൾ ഓർഡർ ചെയ്യാം.',
    }),
  },
};

export const earlyAccessPush = (p: Piece, locale: Locale = 'en') => ({
  ...inLanguage(PUSH_WORDS, locale).earlyAccess(p.name),
  url: `/products/${p.slug}`,
  tag: `early-access-${p.id}`,
});

export const openForYouPush = (p: Piece, locale: Locale = 'en') => ({
  ...inLanguage(PUSH_WORDS, locale).openForYou(p.name),
  url: `/products/${p.slug}`,
  tag: `open-${p.id}`,
});

export async function announceEarlyAccess(
  deps: EarlyAccessNewsDeps,
  now: Date,
): Promise<{ earlyAccess: number; openForYou: number }> {
  const { db } = deps;
  const rules = await cardRules.currentRules(db);
  const earlyMs = rules.earlyAccessHours * HOUR_MS;
  let earlyAccess = 0;
  let openForYou = 0;

  // Gold and Platinum, at the launch (no early access when the rule is 0 hours: nobody is first).
  if (earlyMs > 0) {
    const since = new Date(now.getTime() - Math.min(earlyMs, CATCH_UP_MS));
    const launched = await repo.launchedBetween(db, since, now, 'LIMITED-EDITION');
    if (launched.length > 0) {
      const first = await accounts.choosingEmailOrPush(
        db,
        await membership.activeMemberIds(db, { plans: ['gold', 'platinum'] }),
        'launches',
      );
      for (const piece of launched) {
        const othersAt = othersOpenAt(piece.launchedAt!, rules);
        const push = earlyAccessPush(piece);
        earlyAccess += await tell(deps, first, {
          kind: EARLY_ACCESS_KIND,
          piece,
          notice: {
            title: push.title,
            body: `It opens to Premium members on ${dayTimeLabel(othersAt)}.`,
          },
          compose: (url, locale) => ({
            email: earlyAccessEmail(piece.name, dayTimeLabel(othersAt, locale), url, locale),
            push: earlyAccessPush(piece, locale),
          }),
          now,
        });
      }
    }
  }

  // Below Gold, at the opening: the pieces whose opening passed in the look-back.
  const opened = await repo.launchedBetween(
    db,
    new Date(now.getTime() - earlyMs - CATCH_UP_MS),
    new Date(now.getTime() - earlyMs),
  );
  if (opened.length > 0) {
    const interested = await deps.interestedIn(
      db,
      opened.map((p) => p.id),
    );
    const waiting = new Set(
      await accounts.choosingEmailOrPush(
        db,
        await membership.activeMemberIds(db, {
          plans: ['premium', 'basic'],
          among: [...new Set(interested.map((i) => i.userId))],
        }),
        'launches',
      ),
    );
    for (const piece of opened) {
      const members = [
        ...new Set(interested.filter((i) => i.productId === piece.id).map((i) => i.userId)),
      ].filter((userId) => waiting.has(userId));
      const push = openForYouPush(piece);
      openForYou += await tell(deps, members, {
        kind: OPEN_FOR_YOU_KIND,
        piece,
        notice: { title: push.title, body: push.body },
        compose: (url, locale) => ({
          email: openForYouEmail(piece.name, url, locale),
          push: openForYouPush(piece, locale),
        }),
        now,
      });
    }
  }
  return { earlyAccess, openForYou };
}

/**
 * The notice to the members not told yet (in English, as the bell keeps it), then (after it is in) the
 * e-mail and push as each chose, in her language. Answers how many were told now.
 */
async function tell(
  deps: EarlyAccessNewsDeps,
  members: string[],
  news: {
    kind: string;
    piece: { id: string; slug: string };
    notice: { title: string; body: string };
    /** The e-mail (linking to `url`) and push in a language. */
    compose: (url: string, locale: Locale) => accounts.MessageParts;
    now: Date;
  },
): Promise<number> {
  if (members.length === 0) return 0;
  const path = `/products/${news.piece.slug}`;
  const told = await notices.postOnce(
    deps.db,
    members,
    { kind: news.kind, reference: news.piece.id, ...news.notice, url: path },
    news.now,
  );
  const url = `${deps.origin}${path}`;
  for (const userId of told) {
    // The notice is in (the bell tells her); a mail server failing now must not stop the others.
    await accounts
      .notifyMember(deps, {
        userId,
        kind: 'launches',
        compose: (locale) => news.compose(url, locale),
      })
      .catch((error: unknown) => deps.log?.error({ err: error, userId }, 'early access news failed'));
  }
  return told.length;
}
