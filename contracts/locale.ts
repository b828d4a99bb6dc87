import { z } from 'zod';
import { LOCALES } from './locales.ts';

export { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from './locales.ts';

export const locale = z.enum(LOCALES, { message: 'Choose English or Malayalam.' });

/** PUT /api/user/language: the member's language, for every device she signs in on and her messages. */
export const languageBody = z.object({ locale });
export type LanguageBody = z.infer<typeof languageBody>;
