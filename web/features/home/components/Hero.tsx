import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { HeroEyebrow } from '../../../components/HeroEyebrow';
import { HeroFacts } from '../../../components/HeroFacts';
import { MembershipCard } from '../../../components/MembershipCard';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../lib/paths';
import type { Picture } from '../lib/imagery';

const FACTS = [
  { value: '450+', label: 'new designs monthly' },
  { value: 'XS–8XL', label: 'every design, every size' },
  { value: '25', label: 'pieces per limited run' },
] as const;

export function Hero({ pictures }: { pictures: Picture[] }) {
  const [main, second, third] = pictures;
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-full bg-[radial-gradient(60%_60%_at_80%_20%,color-mix(in_oklab,var(--gold)_14%,transparent),transparent_70%)]"
      />
      <div className="container-page grid items-center gap-14 pb-16 pt-10 md:pb-24 md:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-10">
        <div className="anim-rise max-w-xl">
          <HeroEyebrow>The Roslis Membership Card</HeroEyebrow>
          <h1 className="mt-6 text-[3.1rem] leading-[0.98] sm:text-6xl lg:text-[5.2rem]">
            Crafted for the few.
            <span className="block italic text-gold">Made for every size.</span>
          </h1>
          <p className="mt-7 max-w-md text-[1.05rem] leading-relaxed text-muted">
            A selective membership for women's wear from Kerala: members-only designs every month,
            limited-edition runs that are never repeated, and savings of up to 70%.
          </p>
          <div className="mt-9 flex flex-col gap-3 xs:flex-row">
            <Button asChild size="lg">
              <Link to={paths.card2}>
                Join Now <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.open}>Explore Collection</Link>
            </Button>
          </div>
          <HeroFacts facts={FACTS} />
        </div>

        <div className="relative mx-auto w-full max-w-[34rem] lg:max-w-none">
          <div className="grid grid-cols-[1.35fr_1fr] gap-3 sm:gap-4">
            <figure className="relative row-span-2 overflow-hidden rounded-[4px] bg-surface-2">
              {main ? (
                <img
                  src={main.src}
                  alt={main.alt}
                  width={main.width}
                  height={main.height}
                  fetchPriority="high"
                  className="absolute inset-0 size-full object-cover"
                />
              ) : null}
            </figure>
            {[second, third].map((p, i) => (
              <figure
                // biome-ignore lint/suspicious/noArrayIndexKey: two fixed slots
                key={i}
                className={
                  i === 0
                    ? 'mt-10 overflow-hidden rounded-[4px] bg-surface-2'
                    : 'overflow-hidden rounded-[4px] bg-surface-2'
                }
              >
                {p ? (
                  <img
                    src={p.src}
                    alt={p.alt}
                    width={p.width}
                    height={p.height}
                    className="aspect-[3/4] h-auto w-full object-cover"
                  />
                ) : (
                  <span className="block aspect-[3/4]" />
                )}
              </figure>
            ))}
          </div>
          <div className="absolute -bottom-8 left-[8%] w-[58%] -rotate-[7deg] sm:-bottom-10 sm:w-[52%]">
            <MembershipCard finish="premium" label="The Roslis Premium membership card" />
          </div>
        </div>
      </div>
    </section>
  );
}
