import { BadgePercent, Gem, Gift, type LucideIcon, MessageCircle, PenTool, Tag, Zap } from 'lucide-react';
import { SectionHeading } from '../../../components/SectionHeading';
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
    text: 'One Limited Edition pick every month for ₹999, a piece worth up to ₹3,500, from runs of just 25 per style. Extra picks come at insider pricing, with no cap.',
  },
  {
    icon: PenTool,
    title: 'Signature',
    text: 'Our most personal line, made in runs of 1 to 25 pieces. Custom sizing on Signature collections is free for Platinum members.',
  },
  {
    icon: BadgePercent,
    title: 'Unlimited member discounts',
    text: 'Member pricing on every extra piece you add, with no limit on how many.',
  },
  {
    icon: Gift,
    title: 'A birthday-month gift',
    text: 'A gift in your birthday month: from your 6th month on Premium, from your very first month on Gold.',
  },
  {
    icon: Zap,
    title: 'Dynamo Deal',
    text: 'Log in between 10 AM and 10 PM for surprise gifts.',
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
