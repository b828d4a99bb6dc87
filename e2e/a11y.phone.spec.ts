import { defineA11yJourneys } from './a11y.ts';

/** Issue 18: axe-core on every page of the router at 375 px (a11y.spec.ts: the same at 1280 px). */
defineA11yJourneys();
