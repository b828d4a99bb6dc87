import { registerCatalogue } from '../../lib/i18n';
import english from '../../locales/en/card-check.json';

/** The card check's words (/verify-card/{token}, what store staff see), registered with its code. */
export const CARD_CHECK = registerCatalogue('card-check', english);
