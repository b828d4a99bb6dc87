import { CARD_RULES } from '../../../contracts/constants.ts';
import type { Locale } from '../../../contracts/locale.ts';
import type { Plan } from '../../../contracts/membership.ts';
import { formatPaise } from '../../../contracts/money.ts';
import type { Db } from '../../db/client.ts';
import {
  addMonths,
  addYears,
  dayLabel,
  istParts,
  lastDayLabel,
  type Month,
  monthKey,
  monthLabel,
  monthStart,
} from '../../lib/calendar.ts';
import type { Log } from '../../lib/logger.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import { inLanguage, renderEmail } from '../../lib/notify/templates.ts';

type EmailContent = Parameters<typeof renderEmail>[0];

import * as accounts from '../accounts/service.ts';
import * as repo from './card-life-repo.ts';
import { findTier, lockAccount } from './repo.ts';

/**
 * The card's life (the Terms' "Card activity"), run by the in-server job
 * `membership.card-life-cycle` a few times a day. Every step is guarded by a card_events row unique per
 * member, kind and period, written in the same transaction as the change, so a re-run (or a second
 * process) does nothing twice:
 * - Premium and Gold (and the sandbox Basic) owe one LIMITED-EDITION purchase each calendar month (India
 *   time) from the first full month of their cycle (activation or re-entry). From the 25th, a member who
 *   has not bought one yet gets a reminder; from the 1st, a card that missed the month is inactive
 *   (LIMITED-EDITION closes) until the re-entry fee is paid (card-payments.ts).
 * - Platinum renews yearly: two weeks before the year ends the member is told; a Signature purchase in
 *   the year waives the fee (the year is extended); otherwise at the end of the year the card becomes
 *   inactive until the renewal fee is paid (card-payments.ts).
 */
export const MONTHLY_RULE_PLANS: readonly Plan[] = ['basic', 'premium', 'gold'];
const RENEWAL_NOTICE_MS = 14 * 86_400_000;

/**
 * What the job asks of orders: who bought such a piece in a period. A LIMITED-EDITION piece counts in the
 * month it was placed, the month of the pick it claimed (so the pick and this rule never disagree about
 * an order placed before midnight and paid after); a Signature piece when it was paid. `awaitingAt` also
 * counts a LIMITED-EDITION order of the period whose payment may still arrive at that moment.
 */
export type BuyersBetween = (
  range: { from: Date; to: Date },
  kind: 'limited_edition' | 'signature',
  userId?: string,
  awaitingAt?: Date,
) => Promise<Set<string>>;

/**
 * The orders domain's answer, handed to membership's routes by app.ts: orders ranks above membership
 * (an order awards points and needs the card's status), so membership cannot import it.
 */
export type BuyersIn = (db: Db, ...question: Parameters<BuyersBetween>) => Promise<Set<string>>;

/**
 * The orders domain's count of paid Signature purchases per member in a period (with the first and last
 * payment): Platinum's waiver on the dashboard and the back office's Platinum candidates ask it.
 */
export type SignaturePurchasesIn = (
  db: Db,
  range: { from: Date; to: Date },
  opts?: { userId?: string; atLeast?: number; limit?: number },
) => Promise<{ userId: string; purchases: number; firstPaidAt: Date; lastPaidAt: Date }[]>;

export interface CardLifeDeps {
  db: Db;
  notifier: Notifier;
  log: Log;
  buyersBetween: BuyersBetween;
  /** The shop's address, for links in e-mails. */
  origin: string;
  /** Whether the member opted in to WhatsApp for card notices (accounts.notifyMember's default otherwise). */
  wantsWhatsApp?: accounts.WantsWhatsApp;
}

export interface CardLifeRun {
  reminded: number;
  deactivated: number;
  renewalNotices: number;
  renewalsWaived: number;
  renewalsLapsed: number;
}

export async function runCardLife(deps: CardLifeDeps, now = new Date()): Promise<CardLifeRun> {
  const run: CardLifeRun = {
    reminded: 0,
    deactivated: 0,
    renewalNotices: 0,
    renewalsWaived: 0,
    renewalsLapsed: 0,
  };
  const today = istParts(now);
  const month: Month = { year: today.year, month: today.month };
  await judgePreviousMonth(deps, month, now, run);
  if (today.day >= CARD_RULES.reminderDay) await remindThisMonth(deps, month, now, run);
  await renewPlatinum(deps, now, run);
  if (Object.values(run).some((n) => n > 0))
    deps.log.info({ ...run, at: now.toISOString() }, 'card life cycle');
  return run;
}

/** From the 1st: a card that owed last month a LIMITED-EDITION purchase and made none is inactive. */
async function judgePreviousMonth(deps: CardLifeDeps, month: Month, now: Date, run: CardLifeRun) {
  const previous = addMonths(month, -1);
  const from = monthStart(previous);
  const owing = await repo.monthlyCardsStartedBefore(deps.db, MONTHLY_RULE_PLANS, from);
  if (owing.length === 0) return;
  // An order placed last month whose payment is still on its way is not judged yet: a later run does.
  const buyers = await deps.buyersBetween({ from, to: monthStart(month) }, 'limited_edition', undefined, now);
  for (const userId of owing) {
    if (buyers.has(userId)) continue;
    const done = await deps.db.transaction(async (tx) => {
      const account = await lockAccount(tx, userId);
      // Changed since the list was read (re-entry, an upgrade to Platinum...): not ours to judge now.
      if (account?.cardStatus !== 'active' || !MONTHLY_RULE_PLANS.includes(account.currentPlan)) return false;
      const inserted = await repo.recordEvent(tx, {
        userId,
        kind: 'deactivated',
        period: monthKey(previous),
        note: `No LIMITED-EDITION purchase in ${monthLabel(previous)}`,
        at: now,
      });
      if (inserted) await repo.deactivate(tx, userId, now);
      return inserted;
    });
    if (!done) continue;
    run.deactivated++;
    await send(
      deps,
      userId,
      (locale) =>
        inLanguage(
          {
            en: {
              subject: 'Your Roslis card is inactive',
              preheader: `No LIMITED-EDITION piece was bought in ${monthLabel(previous)}.`,
              heading: 'Your card is inactive',
              paragraphs: [
                `Your card stays active while you choose one LIMITED-EDITION piece each month. We did not see one in ${monthLabel(previous)}, so your card is inactive from today and the LIMITED-EDITION store is closed to you.`,
                `Pay the re-entry fee of ${formatPaise(CARD_RULES.reEntryFeePaise)} to reactivate it at once.`,
              ],
              action: { label: 'Reactivate my card', url: `${deps.origin}/profile/membership` },
            },
            ml: {
              locale: 'ml',
              subject: 'നിങ്ങളുടെ Roslis കാർഡ് ഇൻആക്ടീവ് ആയി',
              preheader: `${monthLabel(previous, 'ml')}-ൽ LIMITED-EDITION പീസൊന്നും വാങ്ങിയില്ല.`,
              heading: 'നിങ്ങളുടെ കാർഡ് ഇൻആക്ടീവ് ആണ്',
              paragraphs: [
                `എല്ലാ മാസവും ഒരു LIMITED-EDITION പീസ് തിരഞ്ഞെടുക്കുന്നിടത്തോളം നിങ്ങളുടെ കാർഡ് ആക്ടീവായിരിക്കും. ${monthLabel(previous, 'ml')}-ൽ ഒന്നും കണ്ടില്ല; അതിനാൽ ഇന്നു മുതൽ കാർഡ് ഇൻആക്ടീവ് ആണ്, LIMITED-EDITION സ്റ്റോർ നിങ്ങൾക്കായി തുറക്കില്ല.`,
                `${formatPaise(CARD_RULES.reEntryFeePaise)} റീ-എൻട്രി ഫീസ് അടച്ചാൽ കാർഡ് ഉടൻ വീണ്ടും ആക്ടീവാകും.`,
              ],
              action: { label: 'കാർഡ് വീണ്ടും ആക്ടീവാക്കൂ', url: `${deps.origin}/profile/membership` },
            },
          },
          locale,
        ),
      true,
    );
  }
}

/** From the 25th: a reminder to members who have not bought this month's LIMITED-EDITION piece yet. */
async function remindThisMonth(deps: CardLifeDeps, month: Month, now: Date, run: CardLifeRun) {
  const from = monthStart(month);
  const owing = await repo.monthlyCardsStartedBefore(deps.db, MONTHLY_RULE_PLANS, from);
  if (owing.length === 0) return;
  const buyers = await deps.buyersBetween({ from, to: now }, 'limited_edition');
  for (const userId of owing) {
    if (buyers.has(userId)) continue;
    const inserted = await repo.recordEvent(deps.db, {
      userId,
      kind: 'purchase_reminder',
      period: monthKey(month),
      at: now,
    });
    if (!inserted) continue;
    run.reminded++;
    const url = `${deps.origin}/limited-edition`;
    const by = lastDayLabel(month);
    const fee = formatPaise(CARD_RULES.reEntryFeePaise);
    // WHATSAPP_TEMPLATE_MONTHLY_PICK: {{1}} her first name, {{2}} the last day to choose, {{3}} the link.
    const whatsapp: accounts.WhatsAppContent = (name) => ({
      template: 'monthly_pick',
      params: [name, by, url],
      text: `Hello ${name}, choose your LIMITED-EDITION piece for this month by ${by} to keep your Roslis card active: ${url}`,
    });
    await send(
      deps,
      userId,
      (locale) =>
        inLanguage(
          {
            en: {
              subject: `Choose your ${monthLabel(month)} design`,
              preheader: `Keep your card active: one LIMITED-EDITION piece by ${by}.`,
              heading: 'Your design for this month',
              paragraphs: [
                `Your card stays active while you choose one LIMITED-EDITION piece each month. You have not chosen one in ${monthLabel(month)} yet.`,
                `Choose it by ${by}, or your card becomes inactive on the 1st and the re-entry fee of ${fee} applies.`,
              ],
              action: { label: 'Open LIMITED-EDITION', url },
            },
            ml: {
              locale: 'ml',
              subject: `${monthLabel(month, 'ml')}: ഈ മാസത്തെ ഡിസൈൻ തിരഞ്ഞെടുക്കൂ`,
              preheader: `കാർഡ് ആക്ടീവായി നിലനിർത്താൻ ${lastDayLabel(month, 'ml')}-നകം ഒരു LIMITED-EDITION പീസ് തിരഞ്ഞെടുക്കൂ.`,
              heading: 'ഈ മാസത്തെ നിങ്ങളുടെ ഡിസൈൻ',
              paragraphs: [
                `എല്ലാ മാസവും ഒരു LIMITED-EDITION പീസ് തിരഞ്ഞെടുക്കുന്നിടത്തോളം നിങ്ങളുടെ കാർഡ് ആക്ടീവായിരിക്കും. ഈ മാസം (${monthLabel(month, 'ml')}) ഇതുവരെ ഒന്നും തിരഞ്ഞെടുത്തിട്ടില്ല.`,
                `${lastDayLabel(month, 'ml')}-നകം തിരഞ്ഞെടുക്കൂ; ഇല്ലെങ്കിൽ 1-ആം തീയതി മുതൽ കാർഡ് ഇൻആക്ടീവ് ആകും, ${fee} റീ-എൻട്രി ഫീസ് നൽകേണ്ടിവരും.`,
              ],
              action: { label: 'LIMITED-EDITION തുറക്കൂ', url },
            },
          },
          locale,
        ),
      false,
      whatsapp,
    );
  }
}

/** Platinum's year: notice, waiver with a Signature purchase, or inactive at its end until renewed. */
async function renewPlatinum(deps: CardLifeDeps, now: Date, run: CardLifeRun) {
  const due = await repo.platinumRenewingBy(deps.db, new Date(now.getTime() + RENEWAL_NOTICE_MS));
  for (const card of due) {
    const expiresAt = card.expiresAt;
    if (!expiresAt) continue;
    const period = expiresAt.toISOString().slice(0, 10);
    const yearFrom = addYears(expiresAt, -1);
    const bought = await deps.buyersBetween(
      { from: yearFrom, to: expiresAt < now ? expiresAt : now },
      'signature',
      card.userId,
    );
    const fee = await renewalFeePaise(deps.db);
    if (bought.has(card.userId)) {
      const next = addYears(expiresAt, 1);
      const waived = await deps.db.transaction(async (tx) => {
        const account = await lockAccount(tx, card.userId);
        if (account?.currentPlan !== 'platinum' || account.planExpiresAt?.getTime() !== expiresAt.getTime())
          return false;
        const inserted = await repo.recordEvent(tx, {
          userId: card.userId,
          kind: 'renewal_waived',
          period,
          note: 'Signature purchase this year',
          at: now,
        });
        if (inserted) await repo.setPlanExpiry(tx, card.userId, next, now);
        return inserted;
      });
      if (!waived) continue;
      run.renewalsWaived++;
      await send(deps, card.userId, (locale) =>
        inLanguage(
          {
            en: {
              subject: 'Your Platinum year is renewed, free',
              preheader: 'Your Signature purchase waived this year’s fee.',
              heading: 'Renewed with your Signature purchase',
              paragraphs: [
                `You bought from the Signature collection this year, so your Platinum card renews without the ${formatPaise(fee)} fee. It now runs until ${dayLabel(next)}.`,
              ],
            },
            ml: {
              locale: 'ml',
              subject: 'നിങ്ങളുടെ പ്ലാറ്റിനം വർഷം സൗജന്യമായി പുതുക്കി',
              preheader: 'നിങ്ങളുടെ Signature പർച്ചേസ് കാരണം ഈ വർഷത്തെ ഫീസ് ഒഴിവാക്കി.',
              heading: 'Signature പർച്ചേസോടെ പുതുക്കി',
              paragraphs: [
                `ഈ വർഷം നിങ്ങൾ Signature കളക്ഷനിൽ നിന്നു വാങ്ങിയതിനാൽ ${formatPaise(fee)} ഫീസില്ലാതെ പ്ലാറ്റിനം കാർഡ് പുതുക്കി. ഇനി ${dayLabel(next, 'ml')} വരെ സാധുവാണ്.`,
              ],
            },
          },
          locale,
        ),
      );
    } else if (expiresAt > now) {
      const inserted = await repo.recordEvent(deps.db, {
        userId: card.userId,
        kind: 'renewal_due',
        period,
        at: now,
      });
      if (!inserted) continue;
      run.renewalNotices++;
      await send(deps, card.userId, (locale) =>
        inLanguage(
          {
            en: {
              subject: `Your Platinum year ends on ${dayLabel(expiresAt)}`,
              preheader: `Renew for ${formatPaise(fee)}, or buy a Signature piece and it is free.`,
              heading: 'Your Platinum renewal',
              paragraphs: [
                `Your Platinum year ends on ${dayLabel(expiresAt)}. The renewal is ${formatPaise(fee)}, and it is waived when you buy a piece from the Signature collection before then.`,
              ],
              action: { label: 'Renew my card', url: `${deps.origin}/profile/membership` },
            },
            ml: {
              locale: 'ml',
              subject: `നിങ്ങളുടെ പ്ലാറ്റിനം വർഷം ${dayLabel(expiresAt, 'ml')}-ന് അവസാനിക്കും`,
              preheader: `${formatPaise(fee)} അടച്ചു പുതുക്കൂ; അല്ലെങ്കിൽ ഒരു Signature പീസ് വാങ്ങിയാൽ സൗജന്യം.`,
              heading: 'നിങ്ങളുടെ പ്ലാറ്റിനം പുതുക്കൽ',
              paragraphs: [
                `നിങ്ങളുടെ പ്ലാറ്റിനം വർഷം ${dayLabel(expiresAt, 'ml')}-ന് അവസാനിക്കും. പുതുക്കാൻ ${formatPaise(fee)}; അതിനു മുമ്പ് Signature കളക്ഷനിൽ നിന്ന് ഒരു പീസ് വാങ്ങിയാൽ ഫീസ് ഒഴിവാകും.`,
              ],
              action: { label: 'കാർഡ് പുതുക്കൂ', url: `${deps.origin}/profile/membership` },
            },
          },
          locale,
        ),
      );
    } else {
      const lapsed = await deps.db.transaction(async (tx) => {
        const account = await lockAccount(tx, card.userId);
        if (account?.currentPlan !== 'platinum' || account.cardStatus !== 'active') return false;
        if ((account.planExpiresAt?.getTime() ?? 0) > now.getTime()) return false;
        const inserted = await repo.recordEvent(tx, {
          userId: card.userId,
          kind: 'renewal_lapsed',
          period,
          at: now,
        });
        if (inserted) await repo.deactivate(tx, card.userId, now);
        return inserted;
      });
      if (!lapsed) continue;
      run.renewalsLapsed++;
      await send(
        deps,
        card.userId,
        (locale) =>
          inLanguage(
            {
              en: {
                subject: 'Your Platinum card is inactive',
                preheader: `Renew for ${formatPaise(fee)} to reactivate it.`,
                heading: 'Your Platinum year has ended',
                paragraphs: [
                  `Your Platinum year ended on ${dayLabel(expiresAt)} without a Signature purchase, so your card is inactive until it is renewed. The renewal is ${formatPaise(fee)} and reactivates it at once for a year.`,
                ],
                action: { label: 'Renew my card', url: `${deps.origin}/profile/membership` },
              },
              ml: {
                locale: 'ml',
                subject: 'നിങ്ങളുടെ പ്ലാറ്റിനം കാർഡ് ഇൻആക്ടീവ് ആയി',
                preheader: `വീണ്ടും ആക്ടീവാക്കാൻ ${formatPaise(fee)} അടച്ചു പുതുക്കൂ.`,
                heading: 'നിങ്ങളുടെ പ്ലാറ്റിനം വർഷം അവസാനിച്ചു',
                paragraphs: [
                  `Signature പർച്ചേസില്ലാതെ നിങ്ങളുടെ പ്ലാറ്റിനം വർഷം ${dayLabel(expiresAt, 'ml')}-ന് അവസാനിച്ചു; പുതുക്കുന്നതു വരെ കാർഡ് ഇൻആക്ടീവ് ആണ്. ${formatPaise(fee)} അടച്ചു പുതുക്കിയാൽ ഉടൻ ഒരു വർഷത്തേക്കു വീണ്ടും ആക്ടീവാകും.`,
                ],
                action: { label: 'കാർഡ് പുതുക്കൂ', url: `${deps.origin}/profile/membership` },
              },
            },
            locale,
          ),
        true,
      );
    }
  }
}

/** Platinum's yearly fee, from the tiers table (every screen reads the card's prices there). */
export async function renewalFeePaise(db: Db): Promise<number> {
  const tier = await findTier(db, 'platinum');
  return tier?.annualFeePaise ?? 0;
}

/** A card notice: the member's 'membership' choice decides e-mail, SMS and push (accounts.notifyMember). */
async function send(
  deps: CardLifeDeps,
  userId: string,
  /** The words, or the words in the member's language (English where the notice has none in hers). */
  content: EmailContent | ((locale: Locale) => EmailContent),
  /** A change to what the member may do (inactive): sent whatever they chose. */
  always = false,
  /** The WhatsApp version, for the notices that have an approved template (the monthly-pick reminder). */
  whatsapp?: accounts.WhatsAppContent,
) {
  try {
    const words = (locale: Locale) => {
      const c = typeof content === 'function' ? content(locale) : content;
      return {
        email: renderEmail(c),
        sms: `Roslis: ${c.preheader}${c.action ? ` ${c.action.url}` : ''}`,
        // The monthly pick's reminder opens LIMITED-EDITION; the card's other notices the membership page.
        push: {
          title: c.subject,
          body: c.preheader,
          url: c.action ? new URL(c.action.url, deps.origin).pathname : '/profile/membership',
          tag: 'card-life',
        },
      };
    };
    await accounts.notifyMember(deps, { userId, kind: 'membership', always, whatsapp, compose: words });
  } catch (err) {
    // The card change is committed; a failed e-mail must not undo it or stop the run.
    deps.log.error({ err, userId }, 'card life-cycle notice not sent');
  }
}
