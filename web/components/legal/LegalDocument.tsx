import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import type { LegalDocumentContent } from './content/types';
import { LegalBlockView } from './LegalBlocks';
import { type ContentsEntry, LegalContents } from './LegalContents';
import { useActiveSection } from './use-active-section';

export interface LegalDocumentProps {
  document: LegalDocumentContent;
  /**
   * The compact reading for a dialog (the registration screen): the title is an h2 and sections are h3,
   * the contents scroll the dialog instead of the page, and ids are unique even beside the page itself.
   */
  asDialog?: boolean;
  /** Leave the title out, when the dialog's own title already names the document. */
  hideTitle?: boolean;
  className?: string;
}

/** One legal text (Privacy Policy, Terms & Conditions, Design Protection Policy) from its data module. */
export function LegalDocument({
  document: doc,
  asDialog = false,
  hideTitle = false,
  className,
}: LegalDocumentProps) {
  const uid = useId();
  const idOf = (id: string) => (asDialog ? `${uid}${doc.id}-${id}` : id);
  const titleId = `${uid}title`;
  const entries: ContentsEntry[] = doc.sections.map((s) => ({
    id: idOf(s.id),
    headingId: `${idOf(s.id)}-heading`,
    heading: s.heading,
  }));
  const active = useActiveSection(
    entries.map((e) => e.id),
    !asDialog,
  );
  const Title = asDialog ? 'h2' : 'h1';
  const SectionHeading = asDialog ? 'h3' : 'h2';

  return (
    <article
      aria-labelledby={hideTitle ? undefined : titleId}
      aria-label={hideTitle ? doc.title : undefined}
      className={cn('text-text', className)}
    >
      <header className={cn(asDialog ? 'mb-6' : 'mb-12 max-w-[70ch] md:mb-16')}>
        {hideTitle ? null : (
          <Title
            id={titleId}
            className={asDialog ? 'text-3xl' : 'text-[2.6rem] leading-[1.02] sm:text-5xl md:text-6xl'}
          >
            {doc.title}
          </Title>
        )}
        <p className={cn('flex items-center gap-2 text-muted', asDialog ? 'mt-2 text-xs' : 'mt-5 text-sm')}>
          <CalendarDays aria-hidden="true" className="size-4 text-gold" />
          <span>
            {doc.effective.label}: <time dateTime={doc.effective.iso}>{doc.effective.display}</time>
          </span>
        </p>
        {asDialog ? null : <div className="hairline mt-8 w-32" />}
        <div
          className={cn(
            'grid gap-4 text-muted',
            asDialog ? 'mt-4 text-sm leading-relaxed' : 'mt-8 text-base leading-[1.75] md:text-[1.075rem]',
          )}
        >
          {doc.intro.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </header>

      <div
        className={cn(
          asDialog
            ? 'grid gap-8'
            : 'grid gap-12 lg:grid-cols-[15rem_minmax(0,70ch)] lg:gap-16 xl:grid-cols-[17rem_minmax(0,70ch)] xl:gap-24',
        )}
      >
        <div className={asDialog ? undefined : 'lg:sticky lg:top-28 lg:self-start'}>
          <LegalContents entries={entries} compact={asDialog} active={active} />
        </div>

        <div className={cn('grid', asDialog ? 'gap-8' : 'gap-12 md:gap-14')}>
          {doc.sections.map((section, i) => {
            const entry = entries[i]!;
            return (
              <section
                key={section.id}
                id={entry.id}
                aria-labelledby={entry.headingId}
                className={cn(
                  asDialog && 'scroll-mt-4',
                  i > 0 && 'border-t border-border',
                  i > 0 && (asDialog ? 'pt-8' : 'pt-12 md:pt-14'),
                )}
              >
                <SectionHeading
                  id={entry.headingId}
                  tabIndex={asDialog ? -1 : undefined}
                  className={cn(
                    'flex items-baseline gap-4',
                    asDialog ? 'text-xl' : 'text-[1.75rem] md:text-[2.1rem]',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className="shrink-0 font-sans text-xs font-medium tabular-nums tracking-[0.18em] text-gold"
                  >
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  <span>{section.heading}</span>
                </SectionHeading>
                <div
                  className={cn(
                    'grid text-text/85',
                    asDialog
                      ? 'mt-3 gap-3 text-sm leading-relaxed'
                      : 'mt-6 gap-5 text-[1.0625rem] leading-[1.8]',
                  )}
                >
                  {section.body.map((block, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text, never reordered
                    <LegalBlockView key={j} block={block} compact={asDialog} />
                  ))}
                </div>
              </section>
            );
          })}
        </div>
      </div>
    </article>
  );
}
