import {
  Briefcase,
  CreditCard,
  Gem,
  House,
  Info,
  LogIn,
  LogOut,
  Menu as MenuIcon,
  ShoppingBag,
  Sparkles,
  UserRound,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../components/ui/Button';
import { Sheet, SheetContent } from '../components/ui/Sheet';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';
import { scrollToTopSoon } from '../lib/scroll';
import type { CurrentUser } from '../lib/session/use-current-user';
import { LanguageSwitch } from './LanguageSwitch';
import { UserAvatar } from './UserAvatar';

const MAIN_LINKS = [
  { to: paths.home, label: 'menu.home', icon: House },
  { to: paths.profile, label: 'menu.myProfile', icon: UserRound },
  { to: paths.membership, label: 'nav.membership', icon: Gem },
  { to: paths.card, label: 'menu.card', icon: CreditCard },
  { to: paths.jobs, label: 'menu.careers', icon: Briefcase, scrollTop: true },
  { to: paths.about, label: 'nav.about', icon: Info, scrollTop: true },
] as const;

const SHOP_LINKS = [
  { to: paths.studio, label: 'nav.studio', icon: ShoppingBag },
  { to: paths.limitedEdition, label: 'nav.limitedEdition', icon: Sparkles },
] as const;

const linkClass =
  'flex min-h-12 items-center gap-4 rounded-[3px] px-2 text-[0.95rem] transition-colors hover:bg-text/[0.05]';

/**
 * The hamburger menu, shown while the header has no room for the main links (the header hides its
 * slot from then on), showing the real signed-in person.
 */
export function MobileMenu({ user, onSignOut }: { user: CurrentUser; onSignOut: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <button
        type="button"
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="-ml-2 inline-grid size-11 place-items-center rounded-full transition-colors hover:bg-text/[0.05]"
      >
        <MenuIcon className="size-6" aria-hidden="true" />
      </button>
      <SheetContent
        side="left"
        title={t('menu.title')}
        description={t('menu.description')}
        closeLabel={t('menu.close')}
      >
        <div className="flex flex-1 flex-col overflow-y-auto px-4 py-6">
          {user.signedIn ? (
            <div className="mb-6 flex items-center gap-3 rounded-md border border-border bg-surface p-4">
              <UserAvatar initial={user.initial} className="size-12 text-xl" />
              <div className="min-w-0">
                <p className="truncate font-display text-xl leading-tight">{user.name}</p>
                <p className="text-[0.65rem] uppercase tracking-[0.2em] text-gold">{user.planLabel}</p>
              </div>
            </div>
          ) : (
            <div className="mb-6 rounded-md border border-border bg-surface p-4">
              <p className="font-display text-xl leading-tight">{t('menu.welcome')}</p>
              <p className="mt-1 text-sm text-muted">{t('menu.signInToShop')}</p>
              <Button asChild size="sm" className="mt-4" block>
                <Link to={paths.auth} onClick={close}>
                  <LogIn aria-hidden="true" /> {t('nav.login')}
                </Link>
              </Button>
            </div>
          )}

          <nav aria-label={t('menu.mobile')}>
            <ul className="grid gap-0.5">
              {MAIN_LINKS.map(({ to, label, icon: Icon, ...rest }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className={linkClass}
                    onClick={() => {
                      close();
                      if ('scrollTop' in rest) scrollToTopSoon();
                    }}
                  >
                    <Icon className="size-5 text-muted" aria-hidden="true" /> {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="eyebrow mb-2 mt-8 px-2">{t('menu.shop')}</p>
            <ul className="grid gap-0.5">
              {SHOP_LINKS.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <Link to={to} className={linkClass} onClick={close}>
                    <Icon className="size-5 text-muted" aria-hidden="true" /> {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <LanguageSwitch name="roslis-language-menu" className="mt-8 px-2" />

          {user.signedIn ? (
            <div className="mt-auto border-t border-border pt-4">
              <button
                type="button"
                className={`${linkClass} w-full text-left`}
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                <LogOut className="size-5 text-muted" aria-hidden="true" /> {t('menu.signOut')}
              </button>
            </div>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
