import { registerCatalogue } from '../../lib/i18n';
import english from '../../locales/en/sales.json';

/** The sales dashboard's words, registered with this feature's code. */
export const SALES = registerCatalogue('sales', english);
