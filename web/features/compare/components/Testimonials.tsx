import { Quote } from 'lucide-react';
import { SectionHeading } from '../../../components/SectionHeading';

const TESTIMONIALS = [
  {
    name: 'Anjali Menon',
    city: 'Kochi',
    card: 'Gold member',
    quote:
      'I wear a 6XL, and for the first time the designs my friends admire come in my size, cut for me rather than simply made bigger.',
  },
  {
    name: 'Reshma Varghese',
    city: 'Thrissur',
    card: 'Premium member',
    quote:
      'Only twenty-five pieces of each style. I wore my limited-edition tunic to a wedding in Kottayam, and no one else had it.',
  },
] as const;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

/** Two members in their own words. */
export function Testimonials() {
  return (
    <section aria-labelledby="members-say" className="container-page py-20 md:py-28">
      <SectionHeading id="members-say" eyebrow="Our members" title="In their words" center />
      <ul className="mx-auto mt-12 grid max-w-5xl gap-5 md:grid-cols-2 md:gap-6">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-[6px] border border-border bg-surface p-7 md:p-10">
              <Quote className="size-7 text-gold" strokeWidth={1.25} aria-hidden="true" />
              <blockquote className="mt-5 flex-1 font-display text-[1.45rem] leading-snug md:text-[1.65rem]">
                “{t.quote}”
              </blockquote>
              <figcaption className="mt-8 flex items-center gap-4 border-t border-border pt-6">
                <span
                  aria-hidden="true"
                  className="grid size-11 shrink-0 place-items-center rounded-full bg-accent font-display text-lg text-accent-foreground"
                >
                  {initials(t.name)}
                </span>
                <span className="grid">
                  <span className="font-medium">{t.name}</span>
                  <span className="text-sm text-muted">
                    {t.city} · {t.card}
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
