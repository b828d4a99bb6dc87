// Plain data and string work (no React, no i18next): the islands, the prerender and the server's
// head use it. The public pages exist in every language at their own address: `/card` in English,
// `/ml/card` in Malayalam (`/ml` for home), so a search engine and a shared link get the words of the
// address, whatever the browser chose.
import { DEFAULT_LOCALE, isLocale, type Locale } from '#contracts/locales';
import { paths } from './paths.ts';

/**
 * The public pages that have a twin in each language: the prerendered ones (web/app/route-table.ts
 * `prerender`; route-table.test.ts checks they agree).
 */
export const TRANSLATED_PUBLIC_PATHS: readonly string[] = [
  paths.home,
  paths.card,
  paths.card2,
  paths.membership,
];

/** A public page's address in `language`: '/card' -> '/ml/card', '/' -> '/ml'; English unprefixed. */
export function publicPathIn(path: string, language: Locale): string {
  if (language === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** The language an address is in, and the page's own (English) path: '/ml/card' -> ml, '/card'. */
export function splitLanguagePath(pathname: string): { language: Locale; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const prefix = match?.[1];
  if (prefix && prefix !== DEFAULT_LOCALE && isLocale(prefix)) {
    const rest = (match?.[2] ?? '/').replace(/(.)\/+$/, '$1');
    if (TRANSLATED_PUBLIC_PATHS.includes(rest)) return { language: prefix, path: rest };
  }
  return { language: DEFAULT_LOCALE, path: pathname };
}

/**
 * Where to go when the visitor chooses `language` on `pathname`: the page's twin in that language
 * for a translated public page, else nowhere (the page itself changes language).
 */
export function twinOf(pathname: string, language: Locale): string | undefined {
  const { language: shown, path } = splitLanguagePath(pathname);
  if (!TRANSLATED_PUBLIC_PATHS.includes(path) || shown === language) return undefined;
  return publicPathIn(path, language);
}

/** A link on a page shown in `language`: to a translated public page's twin, others unchanged. */
export function localizedHref(href: string, language: Locale): string {
  if (language === DEFAULT_LOCALE) return href;
  const cut = href.search(/[?#]/);
  const [path, rest] = cut < 0 ? [href, ''] : [href.slice(0, cut), href.slice(cut)];
  return TRANSLATED_PUBLIC_PATHS.includes(path) ? `${publicPathIn(path, language)}${rest}` : href;
}
