import type { Tier } from '#contracts/membership';
import { SectionHeading } from '../../../components/SectionHeading';
import { faqPrices, MEMBERSHIP_FAQ } from '../content/faq';
import { FaqGroupItem } from './FaqGroupItem';

/** The Membership FAQ: five groups, each opening and closing on its own, all closed at first. */
export function MembershipFaq({ tiers }: { tiers: readonly Tier[] | undefined }) {
  const prices = faqPrices(tiers);
  return (
    <section aria-labelledby="card-faq" className="container-page py-20 md:py-28">
      <div className="grid gap-12 lg:grid-cols-[1fr_2.2fr] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading
            id="card-faq"
            eyebrow="Membership FAQ"
            title="Questions, answered"
            lede="Everything about the card, from joining to delivery. Cardholders can always ask client care on WhatsApp."
          />
        </div>
        <ul className="border-t border-border">
          {MEMBERSHIP_FAQ.map((group) => (
            <FaqGroupItem key={group.id} group={group} prices={prices} />
          ))}
        </ul>
      </div>
    </section>
  );
}
