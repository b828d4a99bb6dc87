import { registerCatalogue } from '../../lib/i18n';
import english from '../../locales/en/onboarding.json';

/** The onboarding area's words (applying, verifying, paying, setting a password), registered with this feature's code. */
export const ONBOARDING = registerCatalogue('onboarding', english);
