import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { paths, registerPath } from '../../../lib/paths';

/** The page's close: apply, or compare the two cards first. */
export function MembershipCta() {
  return (
    <section aria-labelledby="membership-apply" className="container-page py-20 md:py-28">
      <div className="mx-auto max-w-2xl text-center">
        <p className="eyebrow text-gold">Your invitation</p>
        <h2 id="membership-apply" className="mt-3 text-4xl md:text-5xl">
          Apply with your Fashion Advisor’s code
        </h2>
        <div className="hairline mx-auto mt-8 w-24" />
        <p className="mx-auto mt-8 max-w-md text-muted">
          Every application is reviewed personally within 3 to 5 business days. Once approved, your card opens
          the members-only Studio and Limited Edition.
        </p>
        <div className="mx-auto mt-10 grid max-w-xs gap-3 sm:flex sm:max-w-none sm:justify-center">
          <Button asChild size="lg">
            <Link to={registerPath()}>
              Apply for the card <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.card2}>Compare Premium &amp; Gold</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
