import { registerCatalogue } from '../../lib/i18n';
import english from '../../locales/en/cart.json';

/** The bag's words (the header's button and the drawer), registered with this feature's code. */
export const CART = registerCatalogue('cart', english);
