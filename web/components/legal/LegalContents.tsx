import type { MouseEvent } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { UI } from '../i18n';

export interface ContentsEntry {
  /** The element id of the section. */
  id: string;
  /** The id of the section's heading, focused after a jump inside a dialog. */
  headingId: string;
  heading: string;
}

const number = (i: number) => String(i + 1).padStart(2, '0');

/**
 * The table of contents. On a page its links are ordinary #anchors (shareable, and the browser moves
 * focus); inside a dialog they scroll the dialog and focus the heading without touching the URL.
 */
export function LegalContents({
  entries,
  compact,
  active,
}: {
  entries: ContentsEntry[];
  compact: boolean;
  active: string | null;
}) {
  const { t } = useTranslation(UI);
  const jumpInPlace = (event: MouseEvent<HTMLAnchorElement>, entry: ContentsEntry) => {
    event.preventDefault();
    const section = document.getElementById(entry.id);
    // scrollIntoView is missing in some test DOMs.
    section?.scrollIntoView?.({ block: 'start' });
    document.getElementById(entry.headingId)?.focus({ preventScroll: true });
  };

  return (
    <nav
      aria-label={t('legal.contents')}
      className={cn(
        'rounded-[4px] border border-border bg-surface',
        compact ? 'p-4' : 'p-5 lg:border-0 lg:bg-transparent lg:p-0',
      )}
    >
      <p className="eyebrow text-gold">{t('legal.onThisPage')}</p>
      <ol className={cn('mt-3 grid', compact ? 'gap-x-6 sm:grid-cols-2' : 'gap-0.5')}>
        {entries.map((entry, i) => {
          const current = active === entry.id;
          return (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                onClick={compact ? (event) => jumpInPlace(event, entry) : undefined}
                aria-current={current ? 'location' : undefined}
                className={cn(
                  'group flex min-h-10 items-baseline gap-3 py-2 text-sm leading-snug transition-colors hover:text-text',
                  !compact && 'lg:-ml-px lg:border-l lg:border-border lg:pl-4',
                  current ? 'text-muted lg:border-gold lg:text-text' : 'text-muted',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'w-5 shrink-0 text-[0.7rem] font-medium tabular-nums tracking-wider transition-colors group-hover:text-gold',
                    current ? 'text-muted/90 lg:text-gold' : 'text-muted/90',
                  )}
                >
                  {number(i)}
                </span>
                <span>{entry.heading}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
