import { ChevronsRight } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { UI } from '../i18n';

/**
 * The box around a wide table. When the table is wider than the box, it says so: the cut edge fades
 * (left and right, as far as there is more), a line under the box reads "Scroll sideways for more
 * columns", and the box takes keyboard focus (arrow keys scroll it) with a name that says it scrolls.
 * When the table fits, it is a plain box.
 */
export function TableScroller({
  label,
  className,
  children,
}: {
  /** What the table holds, e.g. "Fashion advisors": names the scrolling region. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(UI);
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const left = el.scrollLeft > 1;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setMore((was) => (was.left === left && was.right === right ? was : { left, right }));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  const scrolls = more.left || more.right;
  return (
    <div className={cn('min-w-0', className)}>
      <div className="relative">
        <div
          ref={box}
          data-table-scroller=""
          className="relative overflow-x-auto rounded-[4px] border border-border bg-surface focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          // A box that scrolls must be reachable from the keyboard (and named for it).
          {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': t('scroller.region', { label }) } : {})}
        >
          {children}
        </div>
        <div
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-y-px left-px w-10 rounded-l-[4px] bg-gradient-to-r from-surface to-transparent transition-opacity',
            more.left ? 'opacity-100' : 'opacity-0',
          )}
        />
        <div
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-y-px right-px w-10 rounded-r-[4px] bg-gradient-to-l from-surface to-transparent transition-opacity',
            more.right ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
      {scrolls ? (
        <p className="mt-2 flex items-center justify-end gap-1 text-xs text-muted">
          {t('scroller.hint')}
          <ChevronsRight aria-hidden="true" className="size-3.5" />
        </p>
      ) : null}
    </div>
  );
}
