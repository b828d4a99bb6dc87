import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { type Navigator, Router, type To } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '#contracts/locale';
import { IslandPage } from '../components/Island';
import { localizedHref } from '../lib/public-language';
import { queryClient } from '../lib/query-client';
import { StorefrontProvider } from '../lib/storefront';
import { ThemeProvider } from '../shell/ThemeProvider';

const href = (to: To) =>
  typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;

/**
 * Links in an island leave the page as ordinary links do: the next page arrives as HTML (prerendered,
 * or the app's shell, which loads the app), not drawn here by a router.
 */
const fullPageNavigator = (language: Locale): Navigator => {
  const localized = (to: To) => localizedHref(href(to), language);
  return {
    createHref: localized,
    push: (to) => window.location.assign(localized(to)),
    replace: (to) => window.location.replace(localized(to)),
    go: (delta) => window.history.go(delta),
  };
};

const nowhere = (language: Locale): Navigator => ({
  createHref: (to) => localizedHref(href(to), language),
  push() {},
  replace() {},
  go() {},
});

/**
 * What every island is drawn in, in the prerender (`path`) and in the browser alike (the same tree, so
 * React's ids match): the query client (prices, pictures), the theme, and a router at the page's path
 * whose links load the next page, and the storefront the header's account menu names. `path` is the
 * page's own (English) path; on a page shown in another language (`/ml/card`) the links to the
 * translated public pages go to their twins in that language.
 */
export function IslandProviders({
  path,
  language = DEFAULT_LOCALE,
  children,
}: {
  path: string;
  language?: Locale;
  children: ReactNode;
}) {
  const browser = typeof window !== 'undefined';
  const page = useMemo(() => ({ path }), [path]);
  const navigator = useMemo(() => (browser ? fullPageNavigator : nowhere)(language), [browser, language]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <Router location={path} navigator={navigator} static={!browser}>
          {/* The header's account menu names the storefront (a member's header, once she signs in in
              another tab while this page is open). */}
          <StorefrontProvider>
            <IslandPage.Provider value={page}>{children}</IslandPage.Provider>
          </StorefrontProvider>
        </Router>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
