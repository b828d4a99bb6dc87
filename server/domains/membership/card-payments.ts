import { CARD_EVENT_LABELS, CARD_RULES } from '../../../contracts/constants.ts';
import {
  CARD_MESSAGES,
  type CardLife,
  type CardPaymentCheckout,
  type Plan,
} from '../../../contracts/membership.ts';
import { formatPaise, paiseToPrice } from '../../../contracts/money.ts';
import type { Db } from '../../db/client.ts';
import {
  addYears,
  istParts,
  lastDayLabel,
  lastDayOn,
  monthLabel,
  monthStart,
  monthStartsOn,
} from '../../lib/calendar.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { Log } from '../../lib/logger.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import { inLanguage, renderEmail, type Versions } from '../../lib/notify/templates.ts';
import type { PaymentGateway } from '../../lib/payments/gateway.ts';
import type { Payment, PaymentHandler } from '../../lib/payments/handlers.ts';
import * as accounts from '../accounts/service.ts';
import { currentRules } from '../card-rules/service.ts';
import * as payments from '../payments/service.ts';
import { activityLine } from './activity-lines.ts';
import { birthdayFromMonth, birthdayGiftStartsAt, cardStartOf } from './birthday.ts';
import {
  type BuyersBetween,
  MONTHLY_RULE_PLANS,
  renewalFeePaise,
  type SignaturePurchasesIn,
} from './card-life.ts';
import * as repo from './card-life-repo.ts';
import { findAccount, lockAccount } from './repo.ts';

/**
 * Paying to restore a card (payment purposes 're_entry' and 'renewal', settled by handlers here): the re-entry fee
 * reactivates a Premium or Gold card that missed a month; the renewal extends a Platinum year (from its
 * end, or from today when it had lapsed). Settled once, on the verified payment or the webhook.
 */
const RENEWAL_WINDOW_MS = 30 * 86_400_000;
const isMonthly = (plan: Plan) => MONTHLY_RULE_PLANS.includes(plan);

type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

function canRenew(account: Account, now: Date) {
  if (account.currentPlan !== 'platinum') return false;
  if (account.cardStatus === 'inactive') return true;
  return (
    account.cardStatus === 'active' &&
    account.planExpiresAt !== null &&
    account.planExpiresAt.getTime() - now.getTime() <= RENEWAL_WINDOW_MS
  );
}

/** The card and the Terms' rules as they stand for the member now. */
export async function cardLifeOf(
  deps: { db: Db; buyersBetween: BuyersBetween; signaturePurchases: SignaturePurchasesIn },
  userId: string,
  now = new Date(),
): Promise<CardLife> {
  const account = await findAccount(deps.db, userId);
  if (!account || account.currentPlan === 'none') throw notFound(CARD_MESSAGES.noCard);
  const events = await repo.listEvents(deps.db, userId, 24);
  const today = istParts(now);
  const from = monthStart(today);
  const cycleStart = account.cycleStartedAt ?? account.cardActivatedAt;
  let monthly: CardLife['monthly'] = null;
  if (account.cardStatus === 'active' && isMonthly(account.currentPlan) && cycleStart && cycleStart < from) {
    const bought = await deps.buyersBetween({ from, to: now }, 'limited_edition', userId);
    monthly = {
      month: monthLabel(today),
      deadline: lastDayLabel(today),
      monthStartsOn: monthStartsOn(today),
      deadlineOn: lastDayOn(today),
      bought: bought.has(userId),
    };
  }
  let renewal: CardLife['renewal'] = null;
  let payment: CardLife['payment'] = null;
  let platinumWaiver: CardLife['platinumWaiver'] = null;
  if (account.currentPlan === 'platinum') {
    const fee = await renewalFeePaise(deps.db);
    if (account.planExpiresAt && account.cardStatus === 'active') {
      // The year the card-life job judges: a Signature purchase in it waives the next year's fee.
      const end = account.planExpiresAt;
      const [bought] = await deps.signaturePurchases(
        deps.db,
        { from: addYears(end, -1), to: end < now ? end : now },
        { userId },
      );
      platinumWaiver = {
        purchasedAt: bought?.firstPaidAt.toISOString() ?? null,
        fee: paiseToPrice(fee),
        by: end.toISOString(),
      };
    }
    if (account.planExpiresAt)
      renewal = {
        endsAt: account.planExpiresAt.toISOString(),
        fee: paiseToPrice(fee),
        canRenew: canRenew(account, now),
      };
    if (canRenew(account, now)) payment = { kind: 'renewal', fee: paiseToPrice(fee) };
  } else if (account.cardStatus === 'inactive') {
    payment = { kind: 're_entry', fee: paiseToPrice(CARD_RULES.reEntryFeePaise) };
  }
  let birthdayGift: CardLife['birthdayGift'] = null;
  const rules = await currentRules(deps.db);
  const giftStartsAt = birthdayGiftStartsAt(rules, account.currentPlan, cardStartOf(account));
  if (now < giftStartsAt)
    birthdayGift = {
      fromMonth: birthdayFromMonth(rules, account.currentPlan),
      startsOn: giftStartsAt.toISOString(),
    };
  return {
    plan: account.currentPlan,
    status: account.cardStatus,
    inactiveSince: account.inactiveSince?.toISOString() ?? null,
    monthly,
    renewal,
    payment,
    platinumWaiver,
    birthdayGift,
    events: events.map((e) => ({
      kind: e.kind,
      label: CARD_EVENT_LABELS[e.kind],
      note: e.note,
      ...activityLine(e.note),
      at: e.at.toISOString(),
    })),
  };
}

/** Open the re-entry fee or the renewal: the amount comes from the rules and the tiers table. */
export async function startCardPayment(
  deps: { db: Db; gateway: PaymentGateway },
  userId: string,
  kind: 're_entry' | 'renewal',
  now = new Date(),
): Promise<CardPaymentCheckout> {
  const account = await findAccount(deps.db, userId);
  if (!account || account.currentPlan === 'none' || !['active', 'inactive'].includes(account.cardStatus))
    throw new AppError('FORBIDDEN', CARD_MESSAGES.noCard);
  let amountPaise: number;
  if (kind === 're_entry') {
    if (!isMonthly(account.currentPlan)) throw badRequest(CARD_MESSAGES.reEntryIsForMonthly);
    if (account.cardStatus !== 'inactive') throw badRequest(CARD_MESSAGES.notInactive);
    amountPaise = CARD_RULES.reEntryFeePaise;
  } else {
    if (account.currentPlan !== 'platinum') throw badRequest(CARD_MESSAGES.renewalIsForPlatinum);
    if (!canRenew(account, now)) throw badRequest(CARD_MESSAGES.renewalNotDue);
    amountPaise = await renewalFeePaise(deps.db);
  }
  const opened = await payments.openPayment(deps, {
    purpose: kind,
    reference: `${userId}:${crypto.randomUUID()}`,
    amountPaise,
    userId,
    label: kind === 're_entry' ? 'card re-entry fee' : 'Platinum renewal',
  });
  return {
    id: opened.id,
    kind,
    amount: amountPaise,
    currency: 'INR',
    provider: opened.provider,
    keyId: opened.keyId,
  };
}

const userOf = (payment: Payment) => payment.reference.split(':')[0]!;

function cardPaymentHandler(
  kind: 're_entry' | 'renewal',
  deps: { db: Db; notifier: Notifier; log: Log },
): PaymentHandler {
  const eventKind = kind === 're_entry' ? 'reactivated' : 'renewed';
  return {
    async settle(tx, payment, now) {
      const userId = userOf(payment);
      const account = await lockAccount(tx, userId);
      // A replay of this payment: already applied.
      if (await repo.hasEvent(tx, userId, eventKind, payment.id))
        return { kind: 'settled', userId, created: false };
      const applies =
        account &&
        (kind === 're_entry'
          ? isMonthly(account.currentPlan) && account.cardStatus === 'inactive'
          : account.currentPlan === 'platinum' && ['active', 'inactive'].includes(account.cardStatus));
      if (!account || !applies) {
        return {
          kind: 'conflict',
          detail: `card is ${account?.currentPlan ?? 'missing'}/${account?.cardStatus ?? 'none'}: ${kind} not applied, refund it`,
          message: CARD_MESSAGES.alreadyActive,
        };
      }
      let note: string;
      if (kind === 're_entry') {
        await repo.reactivate(tx, userId, now);
        note = `Re-entry fee ${formatPaise(payment.amountPaise)}`;
      } else {
        const base = account.planExpiresAt && account.planExpiresAt > now ? account.planExpiresAt : now;
        const endsAt = addYears(base, 1);
        await repo.reactivate(tx, userId, now, endsAt);
        note = `Renewal ${formatPaise(payment.amountPaise)}, until ${endsAt.toISOString().slice(0, 10)}`;
      }
      await repo.recordEvent(tx, { userId, kind: eventKind, period: payment.id, note, at: now });
      return { kind: 'settled', userId, created: true };
    },
    async afterSettled(payment) {
      const userId = userOf(payment);
      const amount = formatPaise(payment.amountPaise);
      const versions: Versions<{ heading: string; received: string; paragraph: string }> = {
        en: {
          heading: kind === 're_entry' ? 'Your card is active again' : 'Your Platinum card is renewed',
          received: `We received ${amount}.`,
          paragraph:
            kind === 're_entry'
              ? `We received the re-entry fee of ${amount}. Your card is active from today and the LIMITED-EDITION store is open to you again. Choose one LIMITED-EDITION piece each month to keep it active.`
              : `We received the renewal of ${amount}. Your Platinum card runs for another year.`,
        },
        ml: {
          heading: kind === 're_entry' ? 'നിങ്ങളുടെ കാർഡ് വീണ്ടും ആക്ടീവ് ആയി' : 'നിങ്ങളുടെ പ്ലാറ്റിനം കാർഡ് പുതുക്കി',
          received: `${amount} ലഭിച്ചു.`,
          paragraph:
            kind === 're_entry'
              ? `${amount} റീ-എൻട്രി ഫീസ് ലഭിച്ചു. ഇന്നു മുതൽ നിങ്ങളുടെ കാർഡ് ആക്ടീവ് ആണ്; LIMITED-EDITION സ്റ്റോർ വീണ്ടും നിങ്ങൾക്കായി തുറന്നു. കാർഡ് ആക്ടീവ് ആയി നിലനിർത്താൻ എല്ലാ മാസവും ഒരു LIMITED-EDITION പീസ് തിരഞ്ഞെടുക്കൂ.`
              : `${amount} പുതുക്കൽ ഫീസ് ലഭിച്ചു. നിങ്ങളുടെ പ്ലാറ്റിനം കാർഡ് ഒരു വർഷം കൂടി തുടരും.`,
        },
      };
      await accounts.notifyMember(deps, {
        userId,
        kind: 'membership',
        // A receipt for money taken: sent whatever the member chose.
        always: true,
        compose: (locale) => {
          const words = inLanguage(versions, locale);
          return {
            email: renderEmail({
              locale: versions[locale] ? locale : 'en',
              subject: words.heading,
              preheader: words.received,
              heading: words.heading,
              paragraphs: [words.paragraph],
            }),
          };
        },
      });
    },
    async nextStep(payment) {
      return { needsPasswordSetup: false, userId: userOf(payment), token: null };
    },
  };
}

export const reEntryHandler = (deps: { db: Db; notifier: Notifier; log: Log }) =>
  cardPaymentHandler('re_entry', deps);
export const renewalHandler = (deps: { db: Db; notifier: Notifier; log: Log }) =>
  cardPaymentHandler('renewal', deps);
