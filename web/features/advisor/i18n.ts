import { registerCatalogue } from '../../lib/i18n';
import english from '../../locales/en/advisor.json';

/** The fashion advisor's words (sign-in and dashboard), registered with this feature's code. */
export const ADVISOR = registerCatalogue('advisor', english);
