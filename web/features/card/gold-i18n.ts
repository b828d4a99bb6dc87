import { registerCatalogue } from '../../lib/i18n';
import english from '../../locales/en/card-gold.json';

/** The Gold card page's words (/gold), registered with its code. */
export const CARD_GOLD = registerCatalogue('card-gold', english);
