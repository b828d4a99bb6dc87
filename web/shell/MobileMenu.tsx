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
import { paths } from '../lib/paths';
import { scrollToTopSoon } from '../lib/scroll';
import type { CurrentUser } from '../lib/session/use-current-user';
import { UserAvatar } from './UserAvatar';

const MAIN_LINKS = [
  { to: paths.home, label: 'Home', icon: House },
  { to: paths.profile, label: 'My Profile', icon: UserRound },
  { to: paths.membership, label: 'Membership', icon: Gem },
  { to: paths.card, label: 'Card', icon: CreditCard },
  { to: paths.jobs, label: 'Careers', icon: Briefcase, scrollTop: true },
  { to: paths.about, label: 'About', icon: Info, scrollTop: true },
] as const;

const SHOP_LINKS = [
  { to: paths.studio, label: 'Studio', icon: ShoppingBag },
  { to: paths.limitedEdition, label: 'Limited Edition', icon: Sparkles },
] as const;

const linkClass =
  'flex min-h-12 items-center gap-4 rounded-[3px] px-2 text-[0.95rem] transition-colors hover:bg-text/[0.05]';

/**
 * The hamburger menu, shown while the header has no room for the main links (the header hides its
 * slot from then on), showing the real signed-in person.
 */
export function MobileMenu({ user, onSignOut }: { user: CurrentUser; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="-ml-2 inline-grid size-11 place-items-center rounded-full transition-colors hover:bg-text/[0.05]"
      >
        <MenuIcon className="size-6" aria-hidden="true" />
      </button>
      <SheetContent side="left" title="Menu" description="Site navigation" closeLabel="Close menu">
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
              <p className="font-display text-xl leading-tight">Welcome to Roslis</p>
              <p className="mt-1 text-sm text-muted">Sign in to shop members-only designs.</p>
              <Button asChild size="sm" className="mt-4" block>
                <Link to={paths.auth} onClick={close}>
                  <LogIn aria-hidden="true" /> Login
                </Link>
              </Button>
            </div>
          )}

          <nav aria-label="Mobile">
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
                    <Icon className="size-5 text-muted" aria-hidden="true" /> {label}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="eyebrow mb-2 mt-8 px-2">Shop</p>
            <ul className="grid gap-0.5">
              {SHOP_LINKS.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <Link to={to} className={linkClass} onClick={close}>
                    <Icon className="size-5 text-muted" aria-hidden="true" /> {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

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
                <LogOut className="size-5 text-muted" aria-hidden="true" /> Sign Out
              </button>
            </div>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
