import { registerCatalogue } from '../../lib/i18n';
import english from '../../locales/en/legal.json';

/**
 * The policy pages' frame (back link, heading, the other policies). The documents themselves are
 * published in English only; in another language the frame says so above them (`englishGoverns`).
 */
export const LEGAL = registerCatalogue('legal', english);
