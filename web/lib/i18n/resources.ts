import type accounts from '../../locales/en/accounts.json';
import type admin from '../../locales/en/admin.json';
import type advisor from '../../locales/en/advisor.json';
import type card from '../../locales/en/card.json';
import type cardCheck from '../../locales/en/card-check.json';
import type cardGold from '../../locales/en/card-gold.json';
import type careers from '../../locales/en/careers.json';
import type cart from '../../locales/en/cart.json';
import type catalog from '../../locales/en/catalog.json';
import common from '../../locales/en/common.json';
import type company from '../../locales/en/company.json';
import type compare from '../../locales/en/compare.json';
import type deals from '../../locales/en/deals.json';
import type dev from '../../locales/en/dev.json';
import errors from '../../locales/en/errors.json';
import type home from '../../locales/en/home.json';
import type legal from '../../locales/en/legal.json';
import type membership from '../../locales/en/membership.json';
import type onboarding from '../../locales/en/onboarding.json';
import type orders from '../../locales/en/orders.json';
import type sales from '../../locales/en/sales.json';
import type tiers from '../../locales/en/tiers.json';
import type ui from '../../locales/en/ui.json';

/**
 * The English catalogues the entry carries: the shell's words (`common`) and the server's errors
 * (`errors`), which any page may show. Every page can render at once in English (the prerendered pages
 * and the tests too).
 */
export const EN = { common, errors } as const;

/**
 * The feature areas' English catalogues, each bundled with its feature's code and registered when that
 * code loads (`registerCatalogue` in the feature's `i18n.ts`), so the entry does not grow with every
 * screen's words. Only their types are here: the keys every `t` is checked against (i18next.d.ts).
 * A new area: its JSON in web/locales/en and web/locales/ml, a line here, and the feature's `i18n.ts`.
 */
export interface FeatureCatalogues {
  accounts: typeof accounts;
  advisor: typeof advisor;
  admin: typeof admin;
  onboarding: typeof onboarding;
  ui: typeof ui;
  deals: typeof deals;
  sales: typeof sales;
  cart: typeof cart;
  catalog: typeof catalog;
  orders: typeof orders;
  home: typeof home;
  tiers: typeof tiers;
  card: typeof card;
  'card-gold': typeof cardGold;
  'card-check': typeof cardCheck;
  compare: typeof compare;
  membership: typeof membership;
  company: typeof company;
  careers: typeof careers;
  legal: typeof legal;
  dev: typeof dev;
}

export type EntryNamespace = keyof typeof EN;
export type Namespace = EntryNamespace | keyof FeatureCatalogues;
export const ENTRY_NAMESPACES = Object.keys(EN) as EntryNamespace[];
export const DEFAULT_NS = 'common' satisfies Namespace;
