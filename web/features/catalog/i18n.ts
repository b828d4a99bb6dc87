import { registerCatalogue } from '../../lib/i18n';
import english from '../../locales/en/catalog.json';

/** The shop's words (storefronts, product page, loops, boards, votes, wishlist), registered with this feature's code. */
export const CATALOG = registerCatalogue('catalog', english);
