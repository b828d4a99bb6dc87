import { RotateCw } from 'lucide-react';
import { SectionHeading } from '../../../components/SectionHeading';
import { Button } from '../../../components/ui/Button';
import { useSiteInfo } from '../../../lib/site-info';
import type { Opening } from '../lib/openings';
import { OpeningCard } from './OpeningCard';

export function OpenPositions({ openings }: { openings: readonly Opening[] }) {
  const site = useSiteInfo();
  const hrEmail = site.data?.hrEmail;
  return (
    <section aria-labelledby="open-positions" className="container-page pb-20 md:pb-28">
      <SectionHeading
        id="open-positions"
        eyebrow="Open positions"
        title="Three roles, one team"
        lede="Apply by e-mail: tell us about yourself and attach your CV. Our HR team replies to every application."
      />
      {site.isError ? (
        <div
          role="alert"
          className="mt-8 flex flex-col gap-3 rounded-[4px] border border-border bg-surface px-5 py-4 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p>We could not load the address for applications. Please try again.</p>
          <Button size="sm" variant="outline" onClick={() => site.refetch()}>
            <RotateCw aria-hidden="true" /> Try again
          </Button>
        </div>
      ) : null}
      <ul className="mt-12 grid gap-5 lg:grid-cols-3 lg:gap-6">
        {openings.map((opening) => (
          <li key={opening.id}>
            <OpeningCard opening={opening} hrEmail={hrEmail} />
          </li>
        ))}
      </ul>
      {hrEmail ? (
        <p className="mt-10 text-sm text-muted">
          Don’t see your role? Write to us anyway at{' '}
          <a
            href={`mailto:${hrEmail}`}
            className="font-medium text-text underline decoration-gold/60 underline-offset-4 hover:decoration-gold"
          >
            {hrEmail}
          </a>
          .
        </p>
      ) : null}
    </section>
  );
}
