import { registerCatalogue } from '../../lib/i18n';
import english from '../../locales/en/membership.json';

/** The membership story's words (/membership), registered with its code (its islands' chunks too). */
export const MEMBERSHIP = registerCatalogue('membership', english);
