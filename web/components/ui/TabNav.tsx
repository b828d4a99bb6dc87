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
  return (
    <nav aria-label={label} className={cn('-mx-5 overflow-x-auto px-5', className)}>
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
