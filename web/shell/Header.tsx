import { LayoutDashboard } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '../components/ui/Button';
import { cn } from '../lib/cn';
import { useTranslation } from '../lib/i18n';
import { paths, SCROLL_TOP_PATHS } from '../lib/paths';
import { scrollToTopSoon } from '../lib/scroll';
import { useAdvisorSignedIn } from '../lib/session/advisor-hint';
import { useSignOut } from '../lib/session/sign-out';
import { useCurrentUser } from '../lib/session/use-current-user';
import { useHeaderVisibility } from '../lib/use-header-visibility';
import { AccountMenu } from './AccountMenu';
import { MobileMenu } from './MobileMenu';
import { NoticeBell } from './NoticeBell';

const NAV = [
  { to: paths.studio, label: 'studio' },
  { to: paths.limitedEdition, label: 'limitedEdition' },
  { to: paths.card, label: 'card' },
  { to: paths.membership, label: 'membership' },
  { to: paths.about, label: 'about' },
] as const;

/** `cartButton`: the cart's own button, shown to a signed-in member (the app fills the slot). */
export function Header({ cartButton }: { cartButton?: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const advisor = useAdvisorSignedIn();
  const signOut = useSignOut();
  const [visible, setVisible] = useHeaderVisibility();
  const [menuOpen, setMenuOpen] = useState(false);
  const shown = visible || menuOpen;
  // Where the main links replace the menu: a visitor's Login leaves room for them sooner.
  const fullNav = user.signedIn || advisor ? 'xl' : 'lg';

  return (
    <header
      onFocusCapture={() => setVisible(true)}
      className={cn(
        'sticky top-0 z-40 border-b border-border/80 bg-background/88 backdrop-blur-md transition-transform duration-300 ease-out supports-[backdrop-filter]:bg-background/75',
        !shown && '-translate-y-full',
      )}
    >
      {/*
        Phones: the menu, the logo centred, the icons. From 768 px the member's name and plan join the
        account icon, so the logo moves beside the menu; the five main links fit beside the name only
        from 1280 px (beside a visitor's Login from 1024 px), and until then they live in the menu.
      */}
      <div
        className={cn(
          'container-page grid h-16 grid-cols-[1fr_auto_1fr] items-center gap-2 md:flex md:h-20 md:gap-4',
          fullNav === 'xl' ? 'xl:gap-8' : 'lg:gap-8',
        )}
      >
        <div className={cn('flex items-center', fullNav === 'xl' ? 'xl:hidden' : 'lg:hidden')}>
          <MobileMenu user={user} onSignOut={signOut} />
        </div>

        <Link
          to={paths.home}
          aria-label={t('nav.home')}
          className="font-display text-[1.7rem] font-semibold leading-none tracking-[0.34em] md:text-[1.95rem]"
        >
          <span aria-hidden="true" className="-mr-[0.34em]">
            ROSLIS
          </span>
        </Link>

        <nav
          aria-label={t('nav.main')}
          className={cn('hidden flex-1 justify-center', fullNav === 'xl' ? 'xl:flex' : 'lg:flex')}
        >
          <ul className="flex items-center gap-9 whitespace-nowrap">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={SCROLL_TOP_PATHS.includes(item.to) ? scrollToTopSoon : undefined}
                  className={({ isActive }) =>
                    cn(
                      'relative inline-flex min-h-11 items-center text-[0.7rem] font-medium uppercase tracking-[0.2em] text-text/75 transition-colors hover:text-text',
                      'after:absolute after:inset-x-0 after:bottom-2 after:h-px after:origin-left after:scale-x-0 after:bg-gold after:transition-transform hover:after:scale-x-100',
                      isActive && 'text-text after:scale-x-100',
                    )
                  }
                >
                  {t(`nav.${item.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center justify-end gap-1 sm:gap-2 md:ml-auto">
          {user.signedIn ? (
            <>
              <NoticeBell onOpenChange={setMenuOpen} />
              {cartButton}
              <AccountMenu user={user} onSignOut={signOut} onOpenChange={setMenuOpen} />
            </>
          ) : advisor ? (
            // On a phone the words do not fit beside the logo: an icon, named for screen readers.
            <Button asChild size="sm" variant="outline" className="h-10 px-3 sm:px-5">
              <Link to={paths.advisorDashboard}>
                <LayoutDashboard aria-hidden="true" className="sm:hidden" />
                <span className="sr-only sm:not-sr-only">{t('nav.advisorDashboard')}</span>
              </Link>
            </Button>
          ) : (
            <Button asChild size="sm" variant="primary" className="h-10 px-4 sm:px-5">
              <Link to={paths.auth}>{t('nav.login')}</Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
