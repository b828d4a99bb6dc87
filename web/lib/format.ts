import { LOCALE_TAGS, type Locale } from '#contracts/locales';
import { formatPaise, groupIndian, paiseToPrice, priceToPaise } from '#contracts/money';
import { languageShown } from './i18n/bridge';

/**
 * Every figure and date on screen is written for the language shown (the one in force unless a
 * language is passed): en-IN or ml-IN through Intl. Rupees keep the Indian grouping in both: Intl's
 * Malayalam groups in thousands (₹150,000), while rupees in Kerala are written in lakhs (₹1,50,000),
 * and the ₹ sign stands first in both languages, so the rupee formatting is en-IN's for both.
 */
const tagOf = (language: Locale | undefined) => LOCALE_TAGS[language ?? languageShown()];

/** "150000.00" -> "₹1,50,000"; "1499.50" -> "₹1,499.50" (paise only when not zero), in either language. */
export function formatRupees(price: string | number): string {
  return formatPaise(priceToPaise(price));
}

// A fraction goes through Intl, made on first use (not while the app's code loads); a whole count is
// grouped without it, as rupees are (contracts/money.ts: the first Intl format of a page is slow).
let fractions: Intl.NumberFormat | undefined;

/** A count, in either language: 1250 -> "1,250", 150000 -> "1,50,000" (lakhs, as rupees). */
export function formatNumber(value: number): string {
  if (Number.isSafeInteger(value)) return groupIndian(value);
  fractions ??= new Intl.NumberFormat('en-IN');
  return fractions.format(value);
}

/** Adds decimal price strings in paise, so no floating-point drift: ("1499.00", 2) -> 299800. */
export const toPaise = priceToPaise;

/** 299800 -> "2998.00" */
export const paiseToRupees = paiseToPrice;

/**
 * The shop's dates are India's, wherever the browser is: an order placed at 00:30 in Kochi is dated that
 * day for a member travelling in Dubai and for staff in London alike, and a pre-order's closing date
 * ("2026-12-12") is that day, not the evening before west of Greenwich.
 */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

function toDate(value: string | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "12 Mar 2025" (ml: "2025 മാർ 12") */
export function formatDate(value: string | Date, language?: Locale): string {
  const d = toDate(value);
  return d
    ? d.toLocaleDateString(tagOf(language), {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: SHOP_TIME_ZONE,
      })
    : '';
}

/** "12 December 2026": when a pre-order ships, in words a person reads at a glance. */
export function formatLongDate(value: string | Date, language?: Locale): string {
  const d = toDate(value);
  return d
    ? d.toLocaleDateString(tagOf(language), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: SHOP_TIME_ZONE,
      })
    : '';
}

/** "March 2025" (ml: "2025 മാർച്ച്") */
export function formatMonthYear(value: string | Date, language?: Locale): string {
  const d = toDate(value);
  return d
    ? d.toLocaleDateString(tagOf(language), { month: 'long', year: 'numeric', timeZone: SHOP_TIME_ZONE })
    : '';
}

/** "12 Mar 2025, 4:05 pm" */
export function formatDateTime(value: string | Date, language?: Locale): string {
  const d = toDate(value);
  return d
    ? d.toLocaleString(tagOf(language), {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: SHOP_TIME_ZONE,
      })
    : '';
}

/** "1 January": a day of the year as India's calendar has it (the next monthly pick). */
export function formatDayMonth(value: string | Date, language?: Locale): string {
  const d = toDate(value);
  return d
    ? d.toLocaleDateString(tagOf(language), { day: 'numeric', month: 'long', timeZone: SHOP_TIME_ZONE })
    : '';
}

/** A rule's signed amount in paise: -150000 -> "−₹1,500", 20000 -> "+₹200". */
export function formatSignedPaise(paise: number): string {
  return `${paise < 0 ? '−' : '+'}${formatPaise(Math.abs(paise))}`;
}
