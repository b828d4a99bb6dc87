import { Ruler, Sparkles, UsersRound } from 'lucide-react';

const HIGHLIGHTS = [
  {
    icon: UsersRound,
    title: 'Join a club',
    text: 'A selective circle of women, each with a personal Fashion Advisor from her very first fitting.',
  },
  {
    icon: Sparkles,
    title: 'Unique, never-repeated fashion',
    text: 'Limited runs of 25 pieces per style. Once a design is gone, it is never made again.',
  },
  {
    icon: Ruler,
    title: 'Sizes up to 8XL',
    text: 'Every design is graded from XS to 8XL and fitted on real women, never simply scaled up.',
  },
] as const;

/** The three reasons to join, under the /card2 hero. */
export function Highlights() {
  return (
    <section aria-labelledby="why-join" className="container-page pb-20 md:pb-28">
      <h2 id="why-join" className="sr-only">
        Why members join
      </h2>
      <ul className="grid gap-8 md:grid-cols-3 md:gap-8">
        {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="grid grid-cols-[3rem_1fr] content-start gap-x-5 gap-y-2 border-t border-border pt-8 md:grid-cols-1 md:gap-4 md:pr-6"
          >
            <span className="row-span-2 grid size-12 place-items-center rounded-full border border-gold/40 text-gold md:row-span-1">
              <Icon className="size-5" strokeWidth={1.5} aria-hidden="true" />
            </span>
            <h3 className="font-display text-2xl leading-snug md:text-[1.7rem]">{title}</h3>
            <p className="text-sm leading-relaxed text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
