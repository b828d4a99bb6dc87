import { registerCatalogue } from '../../lib/i18n';
import english from '../../locales/en/compare.json';

/** The card comparison's words (/card2), registered with its code (its islands' chunks too). */
export const COMPARE = registerCatalogue('compare', english);
