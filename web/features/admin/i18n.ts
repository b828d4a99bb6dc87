import { registerCatalogue } from '../../lib/i18n';
import english from '../../locales/en/admin.json';

/** The back office's words (its frame, tabs and dialogs), registered with the back office's code. */
export const ADMIN = registerCatalogue('admin', english);
