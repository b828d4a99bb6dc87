/**
 * The public pages' titles and descriptions, written once for the web app (usePageMeta) and for the
 * server, which puts them in the HTML it sends to link previews and search engines, and the
 * pages a sitemap lists. Plain data, no zod: the marketing pages load it.
 */

export const SITE_NAME = 'Roslis';

/** A page's title as the browser tab and a link preview show it: the brand once, at the end. */
export const fullTitle = (title: string) => (title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}`);

export interface PublicPageMeta {
  title: string;
  description: string;
}

/** The shop's own title and description (web/index.html's, and any preview the server cannot name). */
export const SHOP_META: PublicPageMeta = {
  title: 'Roslis · The membership card for women’s wear',
  description:
    "Roslis is a selective membership card for women's wear from Kerala: members-only designs every month, limited-edition runs, sizes up to 8XL and savings of up to 70%.",
};

/** The prerendered marketing pages (web/app/route-table.ts `prerender`). */
export const PAGE_META = {
  '/': SHOP_META,
  '/card': {
    title: 'The Roslis Card — Crafted for the Few',
    description:
      'A selective membership card for women’s wear from Kerala: 450+ exclusive designs every month, early access to studio launches, savings of up to 70% and sizes XS to 10XL.',
  },
  '/card2': {
    title: 'Compare Premium & Gold Cards',
    description:
      'Exclusive styles, every size, just for members. Compare the Roslis Premium and Gold membership cards: one-time joining fee, benefits and sizes up to 8XL.',
  },
  '/membership': {
    title: 'Membership',
    description:
      'The Roslis membership card: 75+ new members-only designs a month, flash sales up to 70% off and every design in sizes XS to 8XL.',
  },
} as const satisfies Record<string, PublicPageMeta>;

/** The languages a translated public page has an address in, and the prefix of each (English none). */
export const PAGE_LANGUAGES = ['en', 'ml'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** A translated public page's address in `language`: '/card' -> '/ml/card', '/' -> '/ml'. */
export const pageAddress = (path: keyof typeof PAGE_META, language: PageLanguage) =>
  language === 'en' ? path : path === '/' ? `/${language}` : `/${language}${path}`;

/**
 * The translated public page an address shows and its language ('/ml/card' -> '/card' in ml), or
 * undefined for any other address.
 */
export function translatedPageAt(
  address: string,
): { path: keyof typeof PAGE_META; language: PageLanguage } | undefined {
  for (const language of PAGE_LANGUAGES) {
    for (const path of Object.keys(PAGE_META) as (keyof typeof PAGE_META)[]) {
      if (pageAddress(path, language) === address) return { path, language };
    }
  }
  return undefined;
}

/** The register page's preview (`/register?advisor=CODE`): with the advisor's first name when the code is active. */
export const REGISTER_META = {
  title: 'Apply for the Roslis card',
  description:
    'Apply for the Roslis membership card: members-only designs every month, limited-edition runs and sizes up to 8XL.',
  invitedBy: (firstName: string) =>
    `${firstName}, your Roslis Fashion Advisor, invites you to apply for the Roslis membership card: members-only designs every month and sizes up to 8XL.`,
} as const;

/** A LIMITED-EDITION piece's preview: its name and picture, never its price. */
export const MEMBERS_ONLY_DESCRIPTION =
  'A members-only LIMITED-EDITION piece from Roslis. Sign in with an active Roslis card to see it.';

/**
 * The public pages a sitemap lists (every one is a page of web/app/route-table.ts that needs no
 * sign-in; route-table.test.ts checks it).
 */
export const SITEMAP_PATHS = [
  '/',
  '/card',
  '/card2',
  '/membership',
  '/gold',
  '/about',
  '/jobs',
  '/privacy-policy',
  '/terms-and-conditions',
  '/design-protection',
] as const;
