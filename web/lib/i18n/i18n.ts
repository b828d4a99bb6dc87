import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, LOCALE_TAGS, type Locale } from '#contracts/locales';
import { setLanguageShown } from './bridge';
import { browserLanguages, detectLanguage, readStoredLanguage, storeLanguage } from './detect';
import { loadCatalogues, loadFont } from './lazy';
import { DEFAULT_NS, EN, ENTRY_NAMESPACES, type FeatureCatalogues } from './resources';

/**
 * The app's one i18next instance, ready synchronously in English (the catalogues are bundled and
 * `initAsync: false`), so the first render, the prerender and the component tests need no waiting.
 * Other languages are added when chosen (setLanguage): their catalogues and font load first, then the
 * language changes, so a page never shows keys or a half-translated frame.
 */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['en', 'ml'],
  ns: ENTRY_NAMESPACES,
  defaultNS: DEFAULT_NS,
  resources: { en: EN },
  partialBundledLanguages: true,
  initAsync: false,
  returnNull: false,
  // React escapes what it renders; escaping again would show "&amp;" in text.
  interpolation: { escapeValue: false },
  // Languages load before they are switched to (nothing to wait for while rendering).
  react: { useSuspense: false },
});

// format.ts and the API client read the language shown from the bridge (they do not import i18next).
i18n.on('languageChanged', (lng) => setLanguageShown(isLocale(lng) ? lng : DEFAULT_LOCALE));

const loaded = new Set<Locale>([DEFAULT_LOCALE]);

/**
 * A feature area's English catalogue, added when the feature's code loads (its `i18n.ts`, which every
 * component of the feature imports the namespace from): the words travel with the route's chunk, not
 * the entry. Answers the namespace, so `useTranslation(ADMIN)` cannot run before the words are in.
 * Other languages' catalogues of every area come with the language (ensureLanguage).
 */
export function registerCatalogue<NS extends keyof FeatureCatalogues>(
  ns: NS,
  english: FeatureCatalogues[NS],
): NS {
  if (!i18n.hasResourceBundle(DEFAULT_LOCALE, ns)) i18n.addResourceBundle(DEFAULT_LOCALE, ns, english);
  return ns;
}

/** The catalogues and the font of a language, once (English is bundled and uses the Latin fonts). */
export async function ensureLanguage(language: Locale): Promise<void> {
  if (loaded.has(language)) return;
  const [catalogues] = await Promise.all([loadCatalogues(language), loadFont[language]?.()]);
  for (const [ns, catalogue] of Object.entries(catalogues)) {
    i18n.addResourceBundle(language, ns, catalogue, true, true);
  }
  loaded.add(language);
}

/** The language in force ('en' before anything was chosen). */
export function currentLanguage(): Locale {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}

/** `<html lang>` and `dir` follow the language, so screen readers and the font stack read it right. */
export function applyDocumentLanguage(
  language: Locale,
  root: HTMLElement | undefined = globalThis.document?.documentElement,
): void {
  if (!root) return;
  // Written only when it changes: any write to <html lang> or dir, even of the value it already has,
  // makes the browser restyle the whole page (every :lang() and :dir() rule), on a slow phone a long
  // task of its own just after the first paint.
  const tag = LOCALE_TAGS[language];
  if (root.getAttribute('lang') !== tag) root.lang = tag;
  if (root.getAttribute('dir') !== 'ltr') root.dir = 'ltr';
}

let pending: Promise<void> = Promise.resolve();

/**
 * Show the app in a language: loads what it needs, then switches every mounted component and
 * `<html lang>`. `remember` keeps the choice on this device (the switch, Account Settings). Calls run
 * one after another, so the last choice wins.
 */
export function setLanguage(language: Locale, { remember = false } = {}): Promise<void> {
  if (remember) storeLanguage(language);
  pending = pending.then(async () => {
    await ensureLanguage(language);
    if (currentLanguage() !== language) await i18n.changeLanguage(language);
    applyDocumentLanguage(language);
  });
  return pending;
}

/**
 * On start: the language stored on this device, else the browser's (the member's saved language comes
 * with her account, adoptMemberLanguage). English needs nothing; another language loads in the
 * background while the page shows in English.
 */
export function startLanguage(): Promise<void> {
  const language = detectLanguage({ stored: readStoredLanguage(), browser: browserLanguages() });
  return setLanguage(language);
}

/**
 * The member's saved language, when her account loads: it applies unless this device has a choice of
 * its own (a device she shares keeps the language chosen on it).
 */
export function adoptMemberLanguage(member: string | null | undefined): Promise<void> | undefined {
  if (!isLocale(member) || readStoredLanguage()) return undefined;
  if (member === currentLanguage()) return undefined;
  return setLanguage(member);
}

/**
 * Tests: back to English with no other language loaded, as a fresh page (the component tests share one
 * module graph).
 */
export async function resetLanguageForTests(): Promise<void> {
  pending = Promise.resolve();
  await i18n.changeLanguage(DEFAULT_LOCALE);
  applyDocumentLanguage(DEFAULT_LOCALE);
  for (const language of loaded) {
    if (language === DEFAULT_LOCALE) continue;
    for (const ns of Object.keys(i18n.store.data[language] ?? {})) i18n.removeResourceBundle(language, ns);
    loaded.delete(language);
  }
}
