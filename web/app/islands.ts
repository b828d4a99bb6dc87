// Plain data and lazy imports: web/islands.tsx hydrates with it, web/entry-prerender.tsx draws with it.
import type { ComponentType } from 'react';

type Load = () => Promise<ComponentType>;

interface IslandEntry {
  /** Its module, relative to web/ (the prerender preloads its chunks; islands.test.ts checks `load`). */
  module: string;
  load: Load;
}
const island = (module: string, load: Load): IslandEntry => ({ module, load });

/**
 * Every island of the prerendered public pages (web/components/Island.tsx): its name, as the page
 * writes it, and its component. Each component takes no props: what it shows comes from the page's
 * URL, the browser (theme, session) or the API, so the prerender and the browser draw it alike. Each
 * loads on its own, so a page downloads the code of its own islands only.
 */
export const ISLANDS = {
  header: island('shell/Header.tsx', () => import('../shell/Header').then((m) => m.Header)),
  theme: island('shell/ThemeSwitch.tsx', () => import('../shell/ThemeSwitch').then((m) => m.ThemeSwitch)),
  language: island('shell/LanguageIsland.tsx', () =>
    import('../shell/LanguageIsland').then((m) => m.LanguageIsland),
  ),
  'home-hero': island('features/home/islands.tsx', () =>
    import('../features/home/islands').then((m) => m.HomeHero),
  ),
  'home-compare': island('features/home/islands.tsx', () =>
    import('../features/home/islands').then((m) => m.HomeCompareCards),
  ),
  'home-gallery': island('features/home/islands.tsx', () =>
    import('../features/home/islands').then((m) => m.HomeGallery),
  ),
  'card-hero': island('features/card/islands.tsx', () =>
    import('../features/card/islands').then((m) => m.CardHeroIsland),
  ),
  'card-tiers': island('features/card/components/TiersSection.tsx', () =>
    import('../features/card/components/TiersSection').then((m) => m.TiersSection),
  ),
  'card-faq': island('features/card/islands.tsx', () =>
    import('../features/card/islands').then((m) => m.CardFaqIsland),
  ),
  'compare-hero': island('features/compare/islands.tsx', () =>
    import('../features/compare/islands').then((m) => m.CompareHeroIsland),
  ),
  'compare-plans': island('features/compare/islands.tsx', () =>
    import('../features/compare/islands').then((m) => m.ComparePlansIsland),
  ),
  'compare-faq': island('features/compare/islands.tsx', () =>
    import('../features/compare/islands').then((m) => m.CompareFaqIsland),
  ),
  'compare-join': island('features/compare/islands.tsx', () =>
    import('../features/compare/islands').then((m) => m.JoinBandIsland),
  ),
  'membership-hero': island('features/membership/islands.tsx', () =>
    import('../features/membership/islands').then((m) => m.MembershipHeroIsland),
  ),
  'membership-chapters': island('features/membership/islands.tsx', () =>
    import('../features/membership/islands').then((m) => m.BenefitChaptersIsland),
  ),
  'membership-story': island('features/membership/islands.tsx', () =>
    import('../features/membership/islands').then((m) => m.CardStoryIsland),
  ),
} satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof ISLANDS;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(ISLANDS, name);

/** React's id prefix for an island's root: the same in the prerender and the browser, unique per island. */
export const islandIdPrefix = (name: string) => `i-${name}-`;
