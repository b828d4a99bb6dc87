import { LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { paths, profileTab } from '../../../lib/paths';
import { ACCOUNTS } from '../i18n';
import { PROFILE_SECTIONS, type ProfileSectionId } from './profile-sections';

const item =
  'flex min-h-11 items-center gap-3 whitespace-nowrap rounded-full px-4 text-sm transition-colors lg:rounded-[3px] lg:px-3.5';

/**
 * The profile's side menu: a vertical list on wide screens, a horizontally scrollable row of pills on
 * phones (the chosen one is scrolled into view). Each entry is a link to `?tab=…`, so the choice survives
 * a reload and the back button.
 */
export function ProfileMenu({ active }: { active: ProfileSectionId }) {
  const { t } = useTranslation(ACCOUNTS);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const row = listRef.current;
    const link = row?.querySelector<HTMLElement>(`[data-section="${active}"]`);
    // Only the phone's scrolling row needs this; the desktop list never overflows sideways.
    if (!link || !row || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    const left = row.scrollLeft + linkBox.left - rowBox.left - (rowBox.width - linkBox.width) / 2;
    row.scrollTo?.({ left: Math.max(0, left), behavior: 'smooth' });
  }, [active]);

  return (
    <nav aria-label={t('profile.sectionsLabel')} className="min-w-0">
      <ul
        ref={listRef}
        className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-2 [scrollbar-width:none] md:-mx-8 md:px-8 lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0 lg:pb-0 [&::-webkit-scrollbar]:hidden"
      >
        {PROFILE_SECTIONS.map(({ id, icon: Icon }) => {
          const current = id === active;
          return (
            <li key={id} className="shrink-0">
              <Link
                data-section={id}
                to={profileTab(id)}
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                className={cn(
                  item,
                  'border lg:border-0 lg:border-l-2',
                  current
                    ? 'border-accent bg-accent text-accent-foreground lg:border-gold lg:bg-surface lg:font-medium lg:text-text'
                    : 'border-border bg-surface text-muted hover:text-text lg:border-transparent lg:bg-transparent lg:hover:bg-surface',
                )}
              >
                <Icon
                  aria-hidden="true"
                  className={cn('size-4 shrink-0', current ? 'lg:text-gold' : 'text-current')}
                />
                {t(`profile.sections.${id}`)}
              </Link>
            </li>
          );
        })}
        <li className="shrink-0 lg:mt-4 lg:border-t lg:border-border lg:pt-4">
          <Link
            to={paths.signout}
            className={cn(
              item,
              'border border-border text-muted hover:text-danger lg:border-0 lg:border-l-2 lg:border-transparent',
            )}
          >
            <LogOut aria-hidden="true" className="size-4 shrink-0" />
            {t('profile.logout')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
