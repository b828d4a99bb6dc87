import { BadgePercent, Clock, Gem, Gift, type LucideIcon, Truck } from 'lucide-react';
import { SectionHeading } from '../../../components/SectionHeading';
import { CARD_RULE_TEXT as T } from '../../../lib/card-rules-text';

interface Advantage {
  icon: LucideIcon;
  title: string;
  gold: string;
  premium: string;
}

/** What the Gold card adds over Premium. */
const ADVANTAGES: readonly Advantage[] = [
  {
    icon: Gem,
    title: 'Limited Edition pick',
    gold: `One pick free, every month, worth up to ${T.pickCap}`,
    premium: `One pick a month for ${T.pickPremium}`,
  },
  {
    icon: BadgePercent,
    title: 'Member price',
    gold: `${T.memberGold} off every other piece`,
    premium: `${T.memberPremium} off every other piece`,
  },
  {
    icon: Clock,
    title: 'Early access',
    gold: `${T.earlyAccess} early access to launches`,
    premium: `Launches open ${T.earlyAccessHours} hours after Gold`,
  },
  {
    icon: Gift,
    title: 'Birthday gift',
    gold: `From your ${T.birthdayGold} month`,
    premium: `From your ${T.birthdayPremium} month`,
  },
  {
    icon: Truck,
    title: 'Free shipping',
    gold: 'Across India',
    premium: 'Across Kerala',
  },
];

export function GoldAdvantages() {
  return (
    <section aria-labelledby="gold-adds" className="border-y border-border bg-surface">
      <div className="container-page py-20 md:py-28">
        <SectionHeading
          id="gold-adds"
          eyebrow="Gold and Premium"
          title="What Gold adds"
          lede="Gold keeps every Premium privilege and raises five of them."
        />
        <ul className="mt-12 grid gap-px overflow-hidden rounded-[6px] border border-border bg-border sm:grid-cols-2 lg:grid-cols-4">
          {ADVANTAGES.map(({ icon: Icon, title, gold, premium }) => (
            <li key={title} className="flex flex-col gap-6 bg-background p-7 md:p-8">
              <span className="grid size-12 place-items-center rounded-full border border-gold/40 text-gold">
                <Icon className="size-5" strokeWidth={1.5} aria-hidden="true" />
              </span>
              <h3 className="text-2xl">{title}</h3>
              <dl className="mt-auto grid gap-3 border-t border-border pt-5 text-sm">
                <div className="grid gap-1">
                  <dt className="eyebrow text-gold">Gold</dt>
                  <dd className="font-medium">{gold}</dd>
                </div>
                <div className="grid gap-1">
                  <dt className="eyebrow">Premium</dt>
                  <dd className="text-muted">{premium}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
