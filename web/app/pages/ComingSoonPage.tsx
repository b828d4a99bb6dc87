import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { Button } from '../../components/ui/Button';
import { paths } from '../../lib/paths';

export interface ComingSoonProps {
  title: string;
  description?: string;
  eyebrow?: string;
}

/** A designed placeholder for pages that arrive in a later release. */
export function ComingSoonPage({ title, description, eyebrow = 'Coming soon' }: ComingSoonProps) {
  return (
    <section className="relative isolate flex flex-1 items-center overflow-hidden py-20 md:py-28">
      <PageTitle title={title} />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute left-1/2 top-1/2 -z-10 -translate-x-1/2 -translate-y-1/2 select-none font-display text-[22rem] leading-none text-gold/[0.07] md:text-[34rem]"
      >
        R
      </span>
      <div className="container-page anim-rise">
        <div className="mx-auto max-w-xl text-center">
          <p className="eyebrow text-gold">{eyebrow}</p>
          <h1 className="mt-4 text-5xl md:text-6xl">{title}</h1>
          <div className="hairline mx-auto mt-8 w-24" />
          <p className="mx-auto mt-8 max-w-md text-base leading-relaxed text-muted">
            {description ??
              'We are tailoring this page with the same care as our garments. It opens with an upcoming release.'}
          </p>
          <div className="mx-auto mt-10 grid max-w-xs gap-3 sm:flex sm:max-w-none sm:justify-center">
            <Button asChild>
              <Link to={paths.home}>
                <ArrowLeft aria-hidden="true" /> Back to home
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.studio}>Explore the Studio</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
