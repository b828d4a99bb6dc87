import { Cake, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { LOCALE_TAGS } from '#contracts/locale';
import type { CardLife } from '#contracts/membership';
import { ordinal } from '../../../lib/card-rules-text';
import { formatLongDate, formatRupees, SHOP_TIME_ZONE } from '../../../lib/format';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { ACCOUNTS } from '../i18n';
import type { AccountsT } from './membership-labels';

/** "12 Mar": the day of the purchase, in India time, in the language shown. */
const dayMonth = (iso: string) =>
  new Date(iso).toLocaleDateString(LOCALE_TAGS[currentLanguage()], {
    day: 'numeric',
    month: 'short',
    timeZone: SHOP_TIME_ZONE,
  });

/** Platinum's waiver line: the purchase that waives this year's fee, or what would. */
export function platinumWaiverText(t: AccountsT, waiver: NonNullable<CardLife['platinumWaiver']>): string {
  const fee = formatRupees(waiver.fee);
  return waiver.purchasedAt
    ? t('perks.waived', { date: dayMonth(waiver.purchasedAt), fee })
    : t('perks.waiveBy', { date: formatLongDate(waiver.by), fee });
}

/** The birthday line before the tier's month of membership ("6th" in English, the number in others). */
export function birthdayGiftText(t: AccountsT, gift: NonNullable<CardLife['birthdayGift']>): string {
  return t('perks.birthday', {
    ordinal: ordinal(gift.fromMonth),
    month: gift.fromMonth,
    date: formatLongDate(gift.startsOn),
  });
}

/**
 * What the card's rules promise the member next: Platinum's waiver by a Signature purchase, and when the
 * birthday gift starts (Premium from a later month of membership). Nothing when neither applies.
 */
export function CardPerks({ life }: { life: CardLife }) {
  const { t } = useTranslation(ACCOUNTS);
  const lines = [
    life.platinumWaiver
      ? {
          key: 'waiver',
          icon: <PenLine aria-hidden="true" className="size-4 text-gold" />,
          text: platinumWaiverText(t, life.platinumWaiver),
          link: life.platinumWaiver.purchasedAt
            ? null
            : { to: paths.signature, label: t('perks.seeSignature') },
        }
      : null,
    life.birthdayGift
      ? {
          key: 'birthday',
          icon: <Cake aria-hidden="true" className="size-4 text-gold" />,
          text: birthdayGiftText(t, life.birthdayGift),
          link: null,
        }
      : null,
  ].filter((line) => line !== null);
  if (lines.length === 0) return null;
  return (
    <section
      aria-label={t('perks.region')}
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
