import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn';

export interface TabNavItem {
  /** The tab's URL (each tab has one, so Back and shared links work). */
  to: string;
  label: string;
}

/**
 * A row of tabs that are links (a dashboard's sections): the current one underlined in gold, scrolling
 * sideways on a phone rather than wrapping.
 */
export function TabNav({
  label,
  items,
  className,
}: {
  label: string;
  items: readonly TabNavItem[];
  className?: string;
}) {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the row scrolls sideways: keep the current tab in sight (a link into the sixth tab lands there).
  useLayoutEffect(() => {
    const row = nav.current;
    // The link of this path (NavLink marks it aria-current once it renders for the new path).
    const current = [...(row?.querySelectorAll<HTMLElement>('a[href]') ?? [])].find(
      (a) => a.getAttribute('href') === pathname,
    );
    if (!row || !current) return;
    const rowBox = row.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    if (box.left < rowBox.left || box.right > rowBox.right) {
      row.scrollLeft += box.left - rowBox.left - 20;
    }
  }, [pathname]);
  return (
    <nav ref={nav} aria-label={label} className={cn('-mx-5 overflow-x-auto px-5', className)}>
      <ul className="flex min-w-max gap-1 border-b border-border">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-sm tracking-wide transition-colors',
                  isActive ? 'border-gold text-text' : 'border-transparent text-muted hover:text-text',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
