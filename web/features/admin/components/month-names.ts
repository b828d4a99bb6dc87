import { isLocale, LOCALE_TAGS, type Locale } from '#contracts/locale';

/** The twelve months' names in a language ("January", "ജനുവരി"), for the Performance tab's pickers and tables. */
export const monthNames = (language: Locale) =>
  Array.from({ length: 12 }, (_, i) =>
    new Intl.DateTimeFormat(LOCALE_TAGS[language], { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2000, i, 1),
    ),
  );

/** The shop's language of a render (i18next's resolved language), English when it is not one of ours. */
export const shopLanguage = (resolved: string | undefined): Locale =>
  resolved && isLocale(resolved) ? resolved : 'en';
