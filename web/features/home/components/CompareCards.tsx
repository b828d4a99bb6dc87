import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Tier } from '#contracts/membership';
import { MembershipCard } from '../../../components/MembershipCard';
import { Button } from '../../../components/ui/Button';
import { formatRupees } from '../../../lib/format';
import { paths } from '../../../lib/paths';

const SHOWN = ['premium', 'gold', 'platinum'] as const;

export function CompareCards({ tiers }: { tiers: Tier[] | undefined }) {
  const rows = SHOWN.map((id) => tiers?.find((t) => t.id === id)).filter((t): t is Tier => Boolean(t));
  return (
    <section aria-labelledby="compare-cards" className="container-page pb-20 md:pb-28">
      <div className="grid items-center gap-12 overflow-hidden rounded-[6px] border border-border bg-surface-2 px-6 py-14 md:grid-cols-2 md:px-14 md:py-20">
        <div className="relative mx-auto w-full max-w-md pb-10 pr-10 sm:pb-14 sm:pr-14">
          <MembershipCard
            finish="gold"
            className="relative z-10 rotate-[-4deg]"
            label="The Roslis Gold card"
          />
          <MembershipCard finish="premium" className="absolute bottom-0 right-0 w-[88%] rotate-[5deg]" />
        </div>
        <div>
          <p className="eyebrow text-gold">The cards</p>
          <h2 id="compare-cards" className="mt-3 text-4xl md:text-5xl">
            Two cards. One wardrobe that is never repeated.
          </h2>
          <p className="mt-4 max-w-md text-muted">
            Premium opens the club; Gold adds a free Limited Edition pick every month, early access and free
            shipping across India. Platinum is by invitation only.
          </p>
          {rows.length ? (
            <dl className="mt-8 grid max-w-md divide-y divide-border border-y border-border">
              {rows.map((t) => (
                <div key={t.id} className="flex items-baseline justify-between gap-4 py-3">
                  <dt className="font-display text-xl">{t.name}</dt>
                  <dd className="text-right text-sm text-muted">
                    {t.invitationOnly ? (
                      'By invitation'
                    ) : (
                      <>
                        <span className="font-medium text-text">{formatRupees(t.price)}</span> one-time
                      </>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          <Button asChild size="lg" className="mt-9">
            <Link to={paths.card2}>
              Compare the cards <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
