import { defineA11yJourneys } from './a11y.ts';

/** Issue 18: axe-core on every page of the router at 1280 px (a11y.phone.spec.ts: the same at 375 px). */
defineA11yJourneys();
