/**
 * The app's languages (docs/i18n.md): react-i18next over the catalogues in web/locales/<language>/
 * <namespace>.json. Components translate with `useTranslation('<namespace>')` and `rich`; the rest
 * of the machinery (which language, loading it, `<html lang>`, the font) lives here.
 */
export { useTranslation } from 'react-i18next';
export { browserLanguages, detectLanguage, LANGUAGE_STORAGE_KEY, readStoredLanguage } from './detect';
export {
  adoptMemberLanguage,
  applyDocumentLanguage,
  currentLanguage,
  ensureLanguage,
  i18n,
  registerCatalogue,
  setLanguage,
  startLanguage,
} from './i18n';
export { serverMessage } from './messages';
export { rich } from './rich';
