import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../lib/paths';

const STEPS = [
  { n: '01', title: 'Designed in Kerala', text: 'Every style is drawn in our studio in Kochi.' },
  {
    n: '02',
    title: 'Made in small runs',
    text: 'Cut and sewn by our units in Jaipur, Surat, Tirupur and Ranni.',
  },
  { n: '03', title: 'Chosen by members', text: 'Your votes decide which designs we launch next.' },
] as const;

/** The story banner with Learn About Our Process (its target: the About page, where the process is told). */
export function StoryBanner() {
  return (
    <section aria-labelledby="story-title" className="mt-24 bg-accent text-accent-foreground md:mt-32">
      <div className="container-page grid gap-12 py-16 md:py-24 lg:grid-cols-[1fr_1.1fr] lg:items-center lg:gap-20">
        <div>
          <p className="text-[0.7rem] font-medium uppercase tracking-[0.26em] opacity-75">Our story</p>
          <h2 id="story-title" className="mt-4 text-4xl leading-[1.02] md:text-6xl">
            Slow fashion, <span className="italic">made for every size.</span>
          </h2>
          <p className="mt-6 max-w-md leading-relaxed opacity-80">
            No mass production and no repeats: each design is made in a considered run, in sizes from XS to
            8XL, and never restocked once it is gone.
          </p>
          <Button
            asChild
            size="lg"
            className="mt-9 bg-accent-foreground text-accent hover:bg-accent-foreground/90"
          >
            <Link to={paths.about}>
              Learn About Our Process <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <ol className="grid gap-px overflow-hidden rounded-[4px] bg-accent-foreground/15 sm:grid-cols-3 lg:grid-cols-1">
          {STEPS.map((s) => (
            <li key={s.n} className="grid grid-cols-[auto_1fr] gap-x-5 bg-accent p-6 sm:block lg:grid">
              <span className="font-display text-3xl opacity-60 sm:block">{s.n}</span>
              <div className="sm:mt-3 lg:mt-0">
                <p className="font-display text-2xl">{s.title}</p>
                <p className="mt-1 text-sm opacity-75">{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
