import { DEFAULT_LOCALE, type Locale } from '#contracts/locales';

/**
 * What the small modules every page uses (format.ts, the API client, the account query) need of the
 * language, without importing i18next: the language shown, and two hooks that i18n.ts connects when it
 * loads. The public pages' islands use those modules without the i18n machinery, so their script stays
 * small and English; the app loads i18n.ts first, which connects them.
 */

let shown: Locale = DEFAULT_LOCALE;

/** The language on screen ('en' until another is switched to). */
export const languageShown = (): Locale => shown;

export function setLanguageShown(language: Locale): void {
  shown = language;
}

type ErrorBody = { message?: string; key?: string; params?: Record<string, string | number> };
type ErrorTranslator = (body: ErrorBody | undefined, fallback: string | undefined) => string;

/** The English of the catalogue's `common:errors.generic`, for a page without the catalogues. */
export const GENERIC_ERROR_EN = 'Something went wrong. Please try again.';

let translateError: ErrorTranslator | undefined;
let onMemberLanguage: ((language: string | null | undefined) => void) | undefined;

/** i18n.ts: server errors in the language shown, and the member's saved language adopted. */
export function connectLanguage(hooks: {
  translateError: ErrorTranslator;
  memberLanguage: (language: string | null | undefined) => void;
}): void {
  translateError = hooks.translateError;
  onMemberLanguage = hooks.memberLanguage;
}

/** A server error's words: translated once i18n is connected, else the server's English. */
export function serverErrorWords(body: ErrorBody | undefined, fallback: string | undefined): string {
  if (translateError) return translateError(body, fallback);
  return body?.message?.trim() ? body.message : (fallback ?? GENERIC_ERROR_EN);
}

/** The signed-in member's saved language, seen with her account. */
export function memberLanguageSeen(language: string | null | undefined): void {
  onMemberLanguage?.(language);
}
