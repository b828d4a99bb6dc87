import { Quote } from 'lucide-react';
import { SectionHeading } from '../../../components/SectionHeading';
import { useTranslation } from '../../../lib/i18n';
import { COMPARE } from '../i18n';

/** Two members, by their key in the catalogue (`testimonials.<key>`: name, city, card, quote). */
const TESTIMONIALS = ['anjali', 'reshma'] as const;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

/** Two members in their own words. */
export function Testimonials() {
  const { t } = useTranslation(COMPARE);
  return (
    <section aria-labelledby="members-say" className="container-page py-20 md:py-28">
      <SectionHeading
        id="members-say"
        eyebrow={t('testimonials.eyebrow')}
        title={t('testimonials.title')}
        center
      />
      <ul className="mx-auto mt-12 grid max-w-5xl gap-5 md:grid-cols-2 md:gap-6">
        {TESTIMONIALS.map((key) => (
          <li key={key}>
            <figure className="flex h-full flex-col rounded-[6px] border border-border bg-surface p-7 md:p-10">
              <Quote className="size-7 text-gold" strokeWidth={1.25} aria-hidden="true" />
              <blockquote className="mt-5 flex-1 font-display text-[1.45rem] leading-snug md:text-[1.65rem]">
                “{t(`testimonials.${key}.quote`)}”
              </blockquote>
              <figcaption className="mt-8 flex items-center gap-4 border-t border-border pt-6">
                <span
                  aria-hidden="true"
                  className="grid size-11 shrink-0 place-items-center rounded-full bg-accent font-display text-lg text-accent-foreground"
                >
                  {initials(t(`testimonials.${key}.name`))}
                </span>
                <span className="grid">
                  <span className="font-medium">{t(`testimonials.${key}.name`)}</span>
                  <span className="text-sm text-muted">
                    {t(`testimonials.${key}.city`)} · {t(`testimonials.${key}.card`)}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
