/** The shared UI kit's namespace (its catalogue is registered by web/lib/i18n/ui.ts). */
export { UI } from '../lib/i18n/ui';
