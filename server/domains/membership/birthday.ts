import type { CardRules } from '../../../contracts/card-rules.ts';
import type { Plan } from '../../../contracts/membership.ts';
import { istDayMonthsLater } from '../../lib/calendar.ts';

/**
 * The birthday gift by tier: Premium from a later month of membership, Gold and Platinum from the first
 * (the card rules' birthdayFromMonthPremium and birthdayFromMonthGold; Basic, a test tier, as Premium).
 *
 * Months of membership count from the card's start (its first activation, accounts.card_activated_at,
 * or the account's creation for a card without one, as the card's "Member since" says; a re-entry does
 * not restart them), in India days: month 1 begins on the start's day, and month k
 * begins k - 1 whole calendar months later. So month 6 of a card started on 14 October 2026 begins on
 * 14 March 2027 at midnight India time (a start on the 31st moves to the month's last day).
 */
export function birthdayFromMonth(rules: CardRules, plan: Plan): number {
  return plan === 'gold' || plan === 'platinum'
    ? rules.birthdayFromMonthGold
    : rules.birthdayFromMonthPremium;
}

/** The instant membership month `index` (1 = the first) begins for a card started at `cardStart`. */
export function membershipMonthStart(cardStart: Date, index: number): Date {
  return istDayMonthsLater(cardStart, Math.max(0, index - 1));
}

/** When the member's birthday gift starts: the first instant of the tier's month of membership. */
export function birthdayGiftStartsAt(rules: CardRules, plan: Plan, cardStart: Date): Date {
  return membershipMonthStart(cardStart, birthdayFromMonth(rules, plan));
}

/** The card's start, as the card's "Member since" shows it. */
export function cardStartOf(account: { cardActivatedAt: Date | null; createdAt: Date }): Date {
  return account.cardActivatedAt ?? account.createdAt;
}
