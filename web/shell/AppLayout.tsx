import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Island } from '../components/Island';
import { useTranslation } from '../lib/i18n';
import { StorefrontProvider } from '../lib/storefront';
import { useAfterPaint } from '../lib/use-after-paint';
import { Footer } from './Footer';
import { Header } from './Header';
import { scrollKey } from './scroll-key';

/** The full-screen loops have no header (nor its bell and bag) and no footer. */
export const isImmersive = (pathname: string) => pathname.startsWith('/loops');

/**
 * Header, main area, footer and the cart drawer around every page; /loops pages show no header. The
 * cart's button and drawer come from the app (web/app/RootLayout.tsx): the shell imports no feature.
 */
export function AppLayout({ cartButton, cartDrawer }: { cartButton?: ReactNode; cartDrawer?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const immersive = isImmersive(pathname);
  // The footer lies below the fold of every page: drawn once the first frame is painted, it stays out of
  // that frame's render and layout (a long task on a slow phone). The prerender draws it at once.
  const footer = useAfterPaint(typeof window === 'undefined');

  return (
    <StorefrontProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-[60] rounded-[3px] bg-accent px-4 py-3 text-sm font-medium text-accent-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {t('skip')}
        </a>
        {immersive ? null : (
          <Island name="header">
            <Header cartButton={cartButton} />
          </Island>
        )}
        {/* At least a screen tall: the footer never shows and then jumps away while a page loads (no layout shift). */}
        <main id="main" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
          <Outlet />
        </main>
        {immersive || !footer ? null : <Footer />}
        {cartDrawer}
      </div>
      <ScrollRestoration getKey={scrollKey} />
    </StorefrontProvider>
  );
}
