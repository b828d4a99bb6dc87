import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { type FaqGroup, type FaqPrices, faqWords } from '../content/faq';
import { CARD } from '../i18n';

/** One collapsible FAQ group: a button (aria-expanded, aria-controls) over its questions and answers. */
export function FaqGroupItem({ group, prices }: { group: FaqGroup; prices: FaqPrices | null }) {
  const { t } = useTranslation(CARD);
  const words = faqWords(t, group, prices);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = group.entries.length;

  return (
    <li className="border-b border-border">
      <h3 className="text-[1.65rem] md:text-3xl">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="group flex min-h-11 w-full items-center justify-between gap-6 py-6 text-left md:py-7"
        >
          <span className="transition-colors group-hover:text-gold">{words.title}</span>
          <span className="flex shrink-0 items-center gap-4">
            <span className="hidden font-sans text-xs uppercase tracking-[0.16em] text-muted sm:inline">
              {t('faq.questions', { count })}
            </span>
            <span className="grid size-10 place-items-center rounded-full border border-border transition-colors group-hover:border-gold">
              <Plus
                className={cn('size-4 transition-transform duration-300', open && 'rotate-45')}
                strokeWidth={1.5}
                aria-hidden="true"
              />
            </span>
          </span>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="anim-rise pb-8 [animation-duration:400ms]">
        <dl className="grid gap-7 md:grid-cols-2 md:gap-x-14 md:gap-y-9">
          {words.entries.map((entry) => (
            <div key={entry.id} className="grid content-start gap-2">
              <dt className="font-medium">{entry.question}</dt>
              <dd className="text-sm leading-relaxed text-muted">{entry.answer}</dd>
            </div>
          ))}
        </dl>
      </div>
    </li>
  );
}
