import 'i18next';
import type { DEFAULT_NS, EN, FeatureCatalogues } from './resources';

// Typed keys: t('accounts:settings.title') and useTranslation('accounts') are checked against the
// English catalogues, so a typo or a key missing from English fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NS;
    resources: typeof EN & FeatureCatalogues;
    returnNull: false;
  }
}
