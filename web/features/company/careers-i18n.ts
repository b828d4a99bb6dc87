import { registerCatalogue } from '../../lib/i18n';
import english from '../../locales/en/careers.json';

/** The careers page's words (the openings, the roles, the sales team), apart from the about page's. */
export const CAREERS = registerCatalogue('careers', english);
