import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/Button';
import { rich, useTranslation } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';
import { CATALOG } from '../../i18n';

const STEPS = [
  { n: '01', title: 'story.s1title', text: 'story.s1' },
  { n: '02', title: 'story.s2title', text: 'story.s2' },
  { n: '03', title: 'story.s3title', text: 'story.s3' },
] as const;

/** The story banner with Learn About Our Process (its target: the About page, where the process is told). */
export function StoryBanner() {
  const { t } = useTranslation(CATALOG);
  return (
    <section aria-labelledby="story-title" className="mt-24 bg-accent text-accent-foreground md:mt-32">
      <div className="container-page grid gap-12 py-16 md:py-24 lg:grid-cols-[1fr_1.1fr] lg:items-center lg:gap-20">
        <div>
          <p className="text-[0.7rem] font-medium uppercase tracking-[0.26em] opacity-75">
            {t('story.eyebrow')}
          </p>
          <h2 id="story-title" className="mt-4 text-4xl leading-[1.02] md:text-6xl">
            {rich(t('story.title'), { em: <span className="italic" /> })}
          </h2>
          <p className="mt-6 max-w-md leading-relaxed opacity-80">{t('story.body')}</p>
          <Button
            asChild
            size="lg"
            className="mt-9 bg-accent-foreground text-accent hover:bg-accent-foreground/90"
          >
            <Link to={paths.about}>
              {t('story.cta')} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <ol className="grid gap-px overflow-hidden rounded-[4px] bg-accent-foreground/15 sm:grid-cols-3 lg:grid-cols-1">
          {STEPS.map((s) => (
            <li key={s.n} className="grid grid-cols-[auto_1fr] gap-x-5 bg-accent p-6 sm:block lg:grid">
              <span className="font-display text-3xl opacity-60 sm:block">{s.n}</span>
              <div className="sm:mt-3 lg:mt-0">
                <p className="font-display text-2xl">{t(s.title)}</p>
                <p className="mt-1 text-sm opacity-75">{t(s.text)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
