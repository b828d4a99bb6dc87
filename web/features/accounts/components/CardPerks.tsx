import { Cake, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import type { CardLife } from '#contracts/membership';
import { formatLongDate, formatRupees } from '../../../lib/format';
import { paths } from '../../../lib/paths';

const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
};

/** "12 Mar": the day of the purchase, in India time. */
const dayMonth = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** Platinum's waiver line: the purchase that waives this year's fee, or what would. */
export function platinumWaiverText(waiver: NonNullable<CardLife['platinumWaiver']>): string {
  const fee = formatRupees(waiver.fee);
  return waiver.purchasedAt
    ? `Your Signature purchase on ${dayMonth(waiver.purchasedAt)} waives this year's ${fee} Platinum fee`
    : `A Signature purchase before ${formatLongDate(waiver.by)} waives this year's ${fee} Platinum fee`;
}

/** The birthday line before the tier's month of membership. */
export function birthdayGiftText(gift: NonNullable<CardLife['birthdayGift']>): string {
  return `Your birthday gift starts in your ${ordinal(gift.fromMonth)} month, from ${formatLongDate(gift.startsOn)}`;
}

/**
 * What the card's rules promise the member next: Platinum's waiver by a Signature purchase, and when the
 * birthday gift starts (Premium from a later month of membership). Nothing when neither applies.
 */
export function CardPerks({ life }: { life: CardLife }) {
  const lines = [
    life.platinumWaiver
      ? {
          key: 'waiver',
          icon: <PenLine aria-hidden="true" className="size-4 text-gold" />,
          text: platinumWaiverText(life.platinumWaiver),
          link: life.platinumWaiver.purchasedAt
            ? null
            : { to: paths.signature, label: 'See the Signature Line' },
        }
      : null,
    life.birthdayGift
      ? {
          key: 'birthday',
          icon: <Cake aria-hidden="true" className="size-4 text-gold" />,
          text: birthdayGiftText(life.birthdayGift),
          link: null,
        }
      : null,
  ].filter((line) => line !== null);
  if (lines.length === 0) return null;
  return (
    <section
      aria-label="Your card's perks"
      className="rounded-[4px] border border-border bg-surface p-5 sm:p-6"
    >
      <ul className="grid gap-3">
        {lines.map((line) => (
          <li key={line.key} className="flex gap-3 text-sm leading-relaxed">
            <span className="mt-0.5 shrink-0">{line.icon}</span>
            <span>
              {line.text}
              {line.link ? (
                <>
                  {' '}
                  <Link to={line.link.to} className="text-accent underline">
                    {line.link.label}
                  </Link>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
