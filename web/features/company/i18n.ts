import { registerCatalogue } from '../../lib/i18n';
import about from '../../locales/en/company.json';

/** The about page's words (the company, its story and mission, its registered facts). */
export const COMPANY = registerCatalogue('company', about);
