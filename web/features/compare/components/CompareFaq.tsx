import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { SectionHeading } from '../../../components/SectionHeading';
import { cardRuleParams } from '../../../lib/card-rules-text';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { COMPARE } from '../i18n';

const FAQ = ['oneTime', 'goldAdds', 'active', 'sizes'] as const;

/** Four short answers, each a disclosure button (aria-expanded) over its own region. */
export function CompareFaq() {
  const { t } = useTranslation(COMPARE);
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <section aria-labelledby="compare-faq" className="border-y border-border bg-surface">
      <div className="container-page grid gap-10 py-20 md:grid-cols-[1fr_1.6fr] md:gap-16 md:py-28">
        <div>
          <SectionHeading
            id="compare-faq"
            eyebrow={t('faq.eyebrow')}
            title={t('faq.title')}
            lede={t('faq.lede')}
          />
        </div>
        <ul className="divide-y divide-border border-y border-border">
          {FAQ.map((item, i) => {
            const expanded = open === i;
            return (
              <li key={item}>
                <h3 className="font-sans text-base font-medium leading-snug tracking-normal">
                  <button
                    type="button"
                    id={`${id}-q${i}`}
                    aria-expanded={expanded}
                    aria-controls={`${id}-a${i}`}
                    onClick={() => setOpen(expanded ? null : i)}
                    className="flex min-h-16 w-full items-center justify-between gap-6 py-4 text-left hover:text-gold"
                  >
                    {t(`faq.${item}.q`)}
                    <Plus
                      className={cn(
                        'size-5 shrink-0 text-gold transition-transform duration-300',
                        expanded && 'rotate-45',
                      )}
                      aria-hidden="true"
                    />
                  </button>
                </h3>
                <section
                  id={`${id}-a${i}`}
                  aria-labelledby={`${id}-q${i}`}
                  hidden={!expanded}
                  className="anim-rise pb-6 pr-10 text-[0.95rem] leading-relaxed text-muted"
                >
                  {t(`faq.${item}.a`, cardRuleParams())}
                </section>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
