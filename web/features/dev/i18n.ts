import { registerCatalogue } from '../../lib/i18n';
import english from '../../locales/en/dev.json';

/** The dev mailbox's words (a developer's tool, outside production), registered with its code. */
export const DEV = registerCatalogue('dev', english);
