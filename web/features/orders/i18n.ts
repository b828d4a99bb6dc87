import { registerCatalogue } from '../../lib/i18n';
import english from '../../locales/en/orders.json';

/** Checkout, the order pages and the order history's words, registered with this feature's code. */
export const ORDERS = registerCatalogue('orders', english);
