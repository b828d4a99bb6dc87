import { registerCatalogue } from '../../lib/i18n';
import english from '../../locales/en/deals.json';

/** The Dynamo Deal banner's words, registered with this feature's code. */
export const DEALS = registerCatalogue('deals', english);
