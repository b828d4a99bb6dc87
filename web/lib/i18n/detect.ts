import { DEFAULT_LOCALE, isLocale, type Locale } from '#contracts/locales';

/** Where the browser keeps the language chosen on this device (the switch or Account Settings). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The language of one of the browser's tags: 'ml-IN', 'ml' -> 'ml'; 'en-GB' -> 'en'; others none. */
export function localeOfTag(tag: string | null | undefined): Locale | null {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : null;
}

/**
 * The language to show, first found wins: the choice stored on this device, the member's saved
 * language (her account, on any device), the first of the browser's languages the shop speaks, English.
 */
export function detectLanguage(sources: {
  stored?: string | null;
  member?: string | null;
  browser?: readonly string[];
}): Locale {
  if (isLocale(sources.stored)) return sources.stored;
  if (isLocale(sources.member)) return sources.member;
  for (const tag of sources.browser ?? []) {
    const found = localeOfTag(tag);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}

export function readStoredLanguage(): Locale | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(value: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, value);
  } catch {
    // Private mode or a full quota: the language still applies for this visit.
  }
}

/** The browser's languages in its order of preference (navigator.languages, else navigator.language). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}
