import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Storefront } from '#contracts/common';
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from '#contracts/locales';
import { MenuButtonBeforePaint } from '../components/ui/MenuButtonBeforePaint';
import { Sheet, SheetContent } from '../components/ui/Sheet';
import { cn } from '../lib/cn';
import { useTranslation } from '../lib/i18n';
import { paths, storefrontPath } from '../lib/paths';
import type { CurrentUser } from '../lib/session/use-current-user';
import { useStorefront } from '../lib/storefront';
import { useAfterPaint } from '../lib/use-after-paint';
import { useIsMobile } from '../lib/use-media-query';
import { LanguageSwitch, useChooseLanguage } from './LanguageSwitch';
import { StorefrontSwitch } from './StorefrontSwitch';
import { UserAvatar } from './UserAvatar';

interface AccountMenuProps {
  user: CurrentUser;
  onSignOut: () => void;
  onOpenChange?: (open: boolean) => void;
}

function TriggerFace({ user, open }: { user: CurrentUser; open: boolean }) {
  return (
    <>
      <UserAvatar initial={user.initial} />
      <span className="hidden min-w-0 text-left md:grid">
        <span className="max-w-40 truncate text-sm font-medium leading-tight">{user.name}</span>{' '}
        <span className="text-[0.65rem] uppercase leading-tight tracking-[0.18em] text-gold">
          {user.planLabel}
        </span>
      </span>
      <ChevronDown
        aria-hidden="true"
        className={cn('hidden size-4 text-muted transition-transform md:block', open && 'rotate-180')}
      />
    </>
  );
}

const triggerClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-3 rounded-full p-1 transition-colors hover:bg-text/[0.05] md:pr-3 data-[state=open]:bg-text/[0.05]';

/**
 * The avatar-and-name button and its menu: a storefront switch, Profile and Sign Out. Under 768 px a
 * full-screen panel that locks page scroll; otherwise a dropdown closing on outside click or Escape.
 */
export function AccountMenu({ user, onSignOut, onOpenChange }: AccountMenuProps) {
  const isMobile = useIsMobile();
  const live = useAfterPaint(typeof window === 'undefined');
  const [open, setOpenState] = useState(false);
  const { storefront, setStorefront } = useStorefront();
  const navigate = useNavigate();
  const languages = useChooseLanguage();
  const { t } = useTranslation();

  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };

  const chooseStorefront = (next: Storefront) => {
    setStorefront(next);
    setOpen(false);
    navigate(storefrontPath(next));
  };

  const label = t('account.menuLabel', { name: user.name, plan: user.planLabel });

  if (isMobile) {
    return (
      <Sheet open={open} onOpenChange={setOpen}>
        <button
          type="button"
          aria-label={label}
          aria-haspopup="dialog"
          className={triggerClass}
          onClick={() => setOpen(true)}
        >
          <TriggerFace user={user} open={open} />
        </button>
        <SheetContent side="full" title={t('account.title')} description={t('account.description')}>
          <div className="flex flex-1 flex-col gap-8 overflow-y-auto px-5 py-8">
            <div className="flex items-center gap-4">
              <UserAvatar initial={user.initial} className="size-14 text-2xl" />
              <div className="min-w-0">
                <p className="truncate font-display text-2xl leading-tight">{user.name}</p>
                {user.email ? <p className="truncate text-sm text-muted">{user.email}</p> : null}
                <p className="mt-1 text-[0.68rem] uppercase tracking-[0.2em] text-gold">{user.planLabel}</p>
              </div>
            </div>
            <StorefrontSwitch value={storefront} onChange={chooseStorefront} />
            <LanguageSwitch name="roslis-language-account" />
            <nav aria-label={t('account.nav')} className="grid border-y border-border">
              <Link
                to={paths.profile}
                onClick={() => setOpen(false)}
                className="flex min-h-14 items-center gap-3 border-b border-border text-base"
              >
                <UserRound className="size-5 text-muted" aria-hidden="true" /> {t('account.profile')}
              </Link>
              {user.isStaff ? (
                <Link
                  to={paths.admin}
                  onClick={() => setOpen(false)}
                  className="flex min-h-14 items-center gap-3 border-b border-border text-base"
                >
                  <LayoutDashboard className="size-5 text-muted" aria-hidden="true" />{' '}
                  {t('account.adminDashboard')}
                </Link>
              ) : null}
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  onSignOut();
                }}
                className="flex min-h-14 items-center gap-3 text-left text-base"
              >
                <LogOut className="size-5 text-muted" aria-hidden="true" /> {t('menu.signOut')}
              </button>
            </nav>
          </div>
        </SheetContent>
      </Sheet>
    );
  }

  const itemClass =
    'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-[3px] px-3 text-sm outline-none transition-colors data-[highlighted]:bg-text/[0.06]';

  // Radix's menu once the page's first frame is painted (MenuButtonBeforePaint says why).
  if (!live && !open) {
    return (
      <MenuButtonBeforePaint label={label} className={triggerClass} onOpen={() => setOpen(true)}>
        <TriggerFace user={user} open={false} />
      </MenuButtonBeforePaint>
    );
  }

  return (
    <Menu.Root open={open} onOpenChange={setOpen} modal={false}>
      <Menu.Trigger aria-label={label} className={triggerClass}>
        <TriggerFace user={user} open={open} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={12}
          collisionPadding={16}
          className="anim-pop z-50 w-72 rounded-md border border-border bg-surface p-2 text-text shadow-[0_24px_60px_-24px_rgba(0,0,0,0.45)]"
        >
          <div className="flex items-center gap-3 px-3 pb-3 pt-2">
            <UserAvatar initial={user.initial} className="size-11 text-xl" />
            <div className="min-w-0">
              <p className="truncate font-medium leading-tight">{user.name}</p>
              {user.email ? <p className="truncate text-xs text-muted">{user.email}</p> : null}
              <p className="mt-0.5 text-[0.62rem] uppercase tracking-[0.2em] text-gold">{user.planLabel}</p>
            </div>
          </div>
          <Menu.Separator className="my-1 h-px bg-border" />
          <Menu.Label className="eyebrow px-3 pb-1 pt-2">{t('account.storefront')}</Menu.Label>
          <Menu.RadioGroup
            value={storefront}
            onValueChange={(v) => chooseStorefront(v as Storefront)}
            className="grid gap-0.5"
          >
            {(
              [
                ['LIMITED-EDITION', 'nav.limitedEdition'],
                ['STUDIO', 'nav.studio'],
              ] as const
            ).map(([value, text]) => (
              <Menu.RadioItem
                key={value}
                value={value}
                className={cn(itemClass, 'justify-between uppercase tracking-[0.14em] text-xs')}
              >
                {t(text)}
                <Menu.ItemIndicator>
                  <Check className="size-4 text-gold" aria-hidden="true" />
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
          <Menu.Separator className="my-1 h-px bg-border" />
          <Menu.Label className="eyebrow px-3 pb-1 pt-2">{t('language.legend')}</Menu.Label>
          <Menu.RadioGroup
            value={languages.language}
            onValueChange={(v) => languages.onChange(v as Locale)}
            className="grid gap-0.5"
          >
            {LOCALES.map((l) => (
              <Menu.RadioItem key={l} value={l} className={cn(itemClass, 'justify-between')}>
                <span lang={LOCALE_TAGS[l]}>{LOCALE_NAMES[l]}</span>
                <Menu.ItemIndicator>
                  <Check className="size-4 text-gold" aria-hidden="true" />
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
          <Menu.Separator className="my-1 h-px bg-border" />
          <Menu.Item asChild className={itemClass}>
            <Link to={paths.profile}>
              <UserRound className="size-4 text-muted" aria-hidden="true" /> {t('account.profile')}
            </Link>
          </Menu.Item>
          {user.isStaff ? (
            <Menu.Item asChild className={itemClass}>
              <Link to={paths.admin}>
                <LayoutDashboard className="size-4 text-muted" aria-hidden="true" />{' '}
                {t('account.adminDashboard')}
              </Link>
            </Menu.Item>
          ) : null}
          <Menu.Item className={itemClass} onSelect={() => onSignOut()}>
            <LogOut className="size-4 text-muted" aria-hidden="true" /> {t('menu.signOut')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
