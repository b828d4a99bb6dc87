import { registerCatalogue } from '../../lib/i18n';
import english from '../../locales/en/card.json';

/**
 * The card landing page's words (/card: hero, privileges, the chooser, the Membership FAQ), registered
 * with its code. /gold and the card check have namespaces of their own (gold-i18n.ts, check-i18n.ts), so
 * each of those pages carries only its own words.
 */
export const CARD = registerCatalogue('card', english);
