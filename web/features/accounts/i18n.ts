import { registerCatalogue } from '../../lib/i18n';
import english from '../../locales/en/accounts.json';

/** The accounts area's words (sign-in, the dashboard, the profile, Account Settings), registered with this feature's code. */
export const ACCOUNTS = registerCatalogue('accounts', english);
