import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { SectionHeading } from '../../../components/SectionHeading';
import { CARD_RULE_TEXT as T } from '../../../lib/card-rules-text';
import { cn } from '../../../lib/cn';

const FAQ = [
  {
    q: 'Is the card a one-time payment?',
    a: 'Yes. Each card has a single joining fee, shown above. If you start with Premium, you can upgrade to Gold at any time by paying the difference. Platinum is by invitation only.',
  },
  {
    q: 'What does Gold add to Premium?',
    a: `Your monthly Limited Edition pick free instead of ${T.pickPremium} (worth up to ${T.pickCap}), ${T.memberGold} off every other piece instead of ${T.memberPremium}, ${T.earlyAccess} early access to launches, and a birthday gift from your ${T.birthdayGold} month instead of your ${T.birthdayPremium}, with free shipping across India, as on every card.`,
  },
  {
    q: 'How do I keep my card active?',
    a: `Pick one Limited Edition piece each month. If you miss a month, the card becomes inactive; you can reactivate it at once with the re-entry fee of ${T.reEntry}.`,
  },
  {
    q: 'Which sizes do you make?',
    a: `Every design is made from XS to 8XL. Sizes from ${T.surchargeFrom} cost ${T.surcharge} more a piece, and made-to-order pieces are ordered a month in advance.`,
  },
] as const;

/** Four short answers, each a disclosure button (aria-expanded) over its own region. */
export function CompareFaq() {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <section aria-labelledby="compare-faq" className="border-y border-border bg-surface">
      <div className="container-page grid gap-10 py-20 md:grid-cols-[1fr_1.6fr] md:gap-16 md:py-28">
        <div>
          <SectionHeading
            id="compare-faq"
            eyebrow="Questions"
            title="Before you apply"
            lede="Anything else? Your Fashion Advisor is a message away."
          />
        </div>
        <ul className="divide-y divide-border border-y border-border">
          {FAQ.map((item, i) => {
            const expanded = open === i;
            return (
              <li key={item.q}>
                <h3 className="font-sans text-base font-medium leading-snug tracking-normal">
                  <button
                    type="button"
                    id={`${id}-q${i}`}
                    aria-expanded={expanded}
                    aria-controls={`${id}-a${i}`}
                    onClick={() => setOpen(expanded ? null : i)}
                    className="flex min-h-16 w-full items-center justify-between gap-6 py-4 text-left hover:text-gold"
                  >
                    {item.q}
                    <Plus
                      className={cn(
                        'size-5 shrink-0 text-gold transition-transform duration-300',
                        expanded && 'rotate-45',
                      )}
                      aria-hidden="true"
                    />
                  </button>
                </h3>
                <section
                  id={`${id}-a${i}`}
                  aria-labelledby={`${id}-q${i}`}
                  hidden={!expanded}
                  className="anim-rise pb-6 pr-10 text-[0.95rem] leading-relaxed text-muted"
                >
                  {item.a}
                </section>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
