import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { MembershipCard } from '../../../components/MembershipCard';
import { Button } from '../../../components/ui/Button';
import { applyPath, type ComparePlan, PLAN_NAMES } from '../lib/plans';

/** The last word on /card2: Join Now applies for the card whose tab is open. */
export function JoinBand({ plan, onSwitch }: { plan: ComparePlan; onSwitch: (plan: ComparePlan) => void }) {
  const other: ComparePlan = plan === 'premium' ? 'gold' : 'premium';
  return (
    <section aria-labelledby="join-now" className="container-page py-20 md:py-28">
      <div className="grid items-center gap-10 overflow-hidden rounded-[6px] border border-border bg-surface-2 px-6 py-14 text-center md:grid-cols-[1.4fr_1fr] md:px-14 md:py-16 md:text-left">
        <div>
          <p className="eyebrow text-gold">Ready when you are</p>
          <h2 id="join-now" className="mt-3 text-4xl md:text-5xl">
            Join the club with the {PLAN_NAMES[plan]} card
          </h2>
          <p className="mx-auto mt-4 max-w-md text-muted md:mx-0">
            Apply with your Fashion Advisor’s code; our team reviews every application personally within 3 to
            5 business days.
          </p>
          <div className="mt-9 flex flex-col items-center gap-3 sm:flex-row md:items-start">
            <Button asChild size="lg">
              <Link to={applyPath(plan)} aria-label={`Join Now with the ${PLAN_NAMES[plan]} card`}>
                Join Now <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button variant="ghost" size="lg" onClick={() => onSwitch(other)}>
              Choose {PLAN_NAMES[other]} instead
            </Button>
          </div>
        </div>
        <div className="mx-auto hidden w-full max-w-xs md:block">
          <MembershipCard finish={plan} className="rotate-[4deg]" />
        </div>
      </div>
    </section>
  );
}
