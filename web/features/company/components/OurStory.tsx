import { MapPin } from 'lucide-react';
import { SectionHeading } from '../../../components/SectionHeading';
import { SITE } from '../../../lib/site';
import { productionUnitsText } from '../lib/company';

export function OurStory() {
  return (
    <section aria-labelledby="our-story" className="container-page pb-20 pt-6 md:pb-28 md:pt-10">
      <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:gap-20">
        <div>
          <SectionHeading id="our-story" eyebrow="Our Story" title={`Begun in Kerala in ${SITE.founded}`} />
          <div className="mt-8 grid max-w-[62ch] gap-5 text-[1.05rem] leading-[1.8] text-text/85">
            <p>
              {SITE.name} was founded in {SITE.founded} in Kerala, out of a simple frustration: beautiful
              clothes too often stopped a size too small for the women we knew. So we began making our own,
              with every design graded from XS to 8XL and fitted on real women, never scaled up as an
              afterthought.
            </p>
            <p>
              We chose to be a membership club rather than another shop. Entry is selective, so that every
              member has a personal Fashion Advisor, sees designs made for the club, and wears pieces from
              limited runs that are never repeated.
            </p>
            <p>
              Our clothes are cut and stitched in our own production units in {productionUnitsText}, where we
              can watch over every seam, make to order and keep each run as small as we promised.
            </p>
          </div>
        </div>

        <div className="self-end rounded-[6px] border border-border bg-surface p-6 md:p-8">
          <h3 className="text-2xl">Where our clothes are made</h3>
          <ul className="mt-6 grid grid-cols-2 gap-3">
            {SITE.productionUnits.map((unit) => (
              <li
                key={unit}
                className="flex items-center gap-2.5 rounded-[4px] border border-border bg-background px-4 py-3.5"
              >
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-gold" />
                <span className="font-display text-xl leading-none">{unit}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm leading-relaxed text-muted">
            Made to order in small runs: limited editions of 25 pieces per style, Signature pieces of 1 to 25.
          </p>
        </div>
      </div>
    </section>
  );
}
