import {
  BadgePercent,
  CalendarClock,
  Coins,
  Gem,
  Gift,
  type LucideIcon,
  MessageCircle,
  PenTool,
  Tag,
  Zap,
} from 'lucide-react';
import { SectionHeading } from '../../../components/SectionHeading';
import { CARD_RULE_TEXT as T } from '../../../lib/card-rules-text';
import { cn } from '../../../lib/cn';

interface Privilege {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The privileges and their facts. */
const PRIVILEGES: readonly Privilege[] = [
  {
    icon: Gem,
    title: 'Limited Edition',
    text: `Your Limited Edition pick each month: ${T.pickPremium} on Premium, free on Gold and Platinum, for a piece worth up to ${T.pickCap} (a piece listed above adds the excess), from runs of just 25 per style.`,
  },
  {
    icon: PenTool,
    title: 'Signature',
    text: `Our most personal line, made in runs of ${T.signatureRun} pieces. A Signature purchase in the year waives Platinum's yearly fee, and custom sizing is free for Platinum members.`,
  },
  {
    icon: BadgePercent,
    title: 'Unlimited member discounts',
    text: `Member prices on every other piece with an active card: ${T.memberPremium} off on Premium, ${T.memberGold} off on Gold and Platinum, with no limit on how many.`,
  },
  {
    icon: Gift,
    title: 'A birthday-month gift',
    text: `A gift in your birthday month: from your ${T.birthdayPremium} month on Premium, from your very first month on Gold and Platinum.`,
  },
  {
    icon: Zap,
    title: 'Dynamo Deal',
    text: `Log in between ${T.dynamoHours} for surprise gifts.`,
  },
  {
    icon: Coins,
    title: 'Points you spend',
    text: `Earn ${T.pointsEarn} of a delivered order; at checkout ${T.pointValue}, for up to ${T.pointsMax} of an order.`,
  },
  {
    icon: CalendarClock,
    title: 'Early access and EMI',
    text: `${T.earlyAccess} early access to launches on Gold and Platinum. From your ${T.emiFrom} purchase, no-cost EMI over ${T.emiMonths}.`,
  },
  {
    icon: Tag,
    title: 'Sister-brand 50% offer',
    text: 'A flat 50% off selected categories on our partner site.',
  },
  {
    icon: MessageCircle,
    title: 'Premium client care',
    text: 'A private WhatsApp line for cardholders only, open 8 hours a day, 7 days a week.',
  },
];

export function PrivilegesGrid() {
  return (
    <section aria-labelledby="card-privileges" className="container-page py-20 md:py-28">
      <SectionHeading
        id="card-privileges"
        eyebrow="Privileges"
        title="Reserved for members"
        lede="Every cardholder enjoys the same quiet privileges, from the first month onwards."
      />
      <ul className="mt-12 grid gap-px overflow-hidden rounded-[6px] border border-border bg-border sm:grid-cols-2 lg:grid-cols-4">
        {PRIVILEGES.map(({ icon: Icon, title, text }, i) => {
          const featured = i === 0;
          return (
            <li
              key={title}
              className={cn(
                'flex items-start gap-5 bg-background p-6 sm:flex-col sm:p-7 md:p-8',
                featured && 'flex-col bg-surface sm:col-span-2 md:p-10',
              )}
            >
              <span
                className={cn(
                  'grid size-12 shrink-0 place-items-center rounded-full border border-gold/40 text-gold',
                  featured && 'size-14',
                )}
              >
                <Icon className={cn('size-5', featured && 'size-6')} strokeWidth={1.5} aria-hidden="true" />
              </span>
              <div className="grid gap-2">
                <h3 className={cn('text-2xl', featured && 'text-3xl md:text-4xl')}>{title}</h3>
                <p
                  className={cn('text-sm leading-relaxed text-muted', featured && 'max-w-md text-[0.95rem]')}
                >
                  {text}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
