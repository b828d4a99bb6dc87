/**
 * The shop's languages: English (the default, and the words of every API message) and Malayalam. The
 * web app shows `en` as en-IN and `ml` as ml-IN (numbers, dates, rupees through Intl); the server writes
 * e-mails, SMS and pushes in the member's language, English where a message has no Malayalam version.
 * Plain values without zod, so the smallest scripts (the public pages' islands, which format prices and
 * dates) can read them; the request schema is in locale.ts.
 */
export const LOCALES = ['en', 'ml'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag of each language, for `<html lang>`, Intl and hreflang. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-IN', ml: 'ml-IN' };

/** Each language named in itself (the switch shows it so a reader finds her own). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ml: 'മലയാളം' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
