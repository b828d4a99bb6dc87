import english from '../../locales/en/ui.json';
import { registerCatalogue } from './i18n';

/**
 * The shared UI kit's words (web/components: fields, checkout, addresses, charts), registered when a
 * component of the kit loads: a page that uses one carries them in its own chunk, not the entry.
 */
export const UI = registerCatalogue('ui', english);
