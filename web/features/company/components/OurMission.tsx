import { Gem, Ruler, UsersRound } from 'lucide-react';

const PILLARS = [
  {
    Icon: Ruler,
    title: 'Every size, the same care',
    text: 'From XS to 8XL, each design is drafted, graded and fitted for every size, with nothing left out above a 2XL.',
  },
  {
    Icon: Gem,
    title: 'Never repeated',
    text: 'Limited runs and members-only designs mean what you wear is yours, not the same piece seen on every street.',
  },
  {
    Icon: UsersRound,
    title: 'A considered club',
    text: 'A personal Fashion Advisor, a team that reviews every application, and support for members every day of the week.',
  },
] as const;

export function OurMission() {
  return (
    <section aria-labelledby="our-mission" className="border-y border-border bg-surface">
      <div className="container-page py-20 md:py-28">
        <p className="eyebrow text-gold">Our Mission</p>
        <h2 id="our-mission" className="mt-4 max-w-4xl text-[2.4rem] leading-[1.1] md:text-[3.6rem]">
          To make every woman feel a design was made for her,{' '}
          <span className="italic text-gold">because it was.</span>
        </h2>
        <ul className="mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
          {PILLARS.map(({ Icon, title, text }) => (
            <li key={title} className="grid content-start gap-4 border-t border-border pt-8">
              <Icon aria-hidden="true" className="size-6 text-gold" strokeWidth={1.5} />
              <h3 className="text-2xl md:text-[1.7rem]">{title}</h3>
              <p className="text-sm leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
