import type { ReactNode } from 'react';
import type { Account } from '#contracts/auth';
import { GENDER_OPTIONS, type ProfileWithPreferences } from '#contracts/profile';
import {
  BODY_TYPE_OPTIONS,
  BUDGET_OPTIONS,
  FREQUENCY_OPTIONS,
  optionLabel,
  SUSTAINABILITY_OPTIONS,
} from '#contracts/style';
import { ColourSwatch } from '../../../components/ColourSwatch';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';

export const NOT_PROVIDED = 'Not provided';

interface Row {
  label: string;
  value: ReactNode;
  wide?: boolean;
}

const list = (values: readonly string[]) => (values.length ? values.join(', ') : null);

function SummaryCard({
  id,
  eyebrow,
  title,
  rows,
}: {
  id: string;
  eyebrow: string;
  title: string;
  rows: Row[];
}) {
  return (
    <section aria-labelledby={id} className="rounded-[4px] border border-border bg-surface p-5 sm:p-7">
      <p className="eyebrow text-gold">{eyebrow}</p>
      <h3 id={id} className="mt-1.5 text-2xl md:text-3xl">
        {title}
      </h3>
      <dl className="mt-5 grid gap-x-8 sm:grid-cols-2">
        {rows.map(({ label, value, wide }) => {
          const empty = value === null || value === undefined || value === '';
          return (
            <div key={label} className={cn('border-t border-border py-3.5', wide && 'sm:col-span-2')}>
              <dt className="text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">{label}</dt>
              <dd className={cn('mt-1 break-words text-[0.95rem]', empty && 'text-muted')}>
                {empty ? NOT_PROVIDED : value}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/** The read-only Personal Information card: each empty value reads 'Not provided'. */
export function PersonalInfoCard({
  account,
  profile: p,
}: {
  account: Account;
  profile: ProfileWithPreferences;
}) {
  const rows: Row[] = [
    { label: 'First name', value: p.firstName },
    { label: 'Last name', value: p.lastName },
    { label: 'Username', value: p.username },
    { label: 'Email', value: account.email },
    { label: 'Phone', value: account.phone },
    { label: 'Gender', value: optionLabel(GENDER_OPTIONS, p.gender) },
    { label: 'Date of birth', value: p.dateOfBirth ? formatDate(`${p.dateOfBirth}T00:00:00`) : null },
    { label: 'PIN code', value: p.pincode },
    { label: 'Address', value: p.address, wide: true },
    { label: 'City', value: p.city },
    { label: 'State', value: p.state },
    { label: 'Bio', value: p.bio, wide: true },
  ];
  return (
    <SummaryCard id="personal-information" eyebrow="About you" title="Personal Information" rows={rows} />
  );
}

/** The saved style and shopping answers, read-only, in the same card style. */
export function StyleProfileCard({ profile: p }: { profile: ProfileWithPreferences }) {
  const sizes = (
    [
      ['Tops', p.preferredSizes.tops],
      ['Bottoms', p.preferredSizes.bottoms],
      ['Dresses', p.preferredSizes.dresses],
      ['Shoes', p.preferredSizes.shoes],
    ] as const
  ).filter(([, size]) => size);
  const channels = (
    [
      ['Email', p.communicationPreferences.email],
      ['SMS', p.communicationPreferences.sms],
      ['WhatsApp', p.communicationPreferences.whatsapp],
    ] as const
  )
    .filter(([, on]) => on)
    .map(([name]) => name);

  const rows: Row[] = [
    { label: 'Styles', value: list(p.stylePreferences) },
    {
      label: 'Favourite colours',
      value: p.favoriteColors.length ? (
        <span className="flex flex-wrap gap-x-3 gap-y-1">
          {p.favoriteColors.map((colour) => (
            <span key={colour} className="inline-flex items-center gap-1.5">
              <ColourSwatch
                colour={colour}
                className="size-3.5 rounded-full ring-1 ring-text/20 ring-inset"
              />
              {colour}
            </span>
          ))}
        </span>
      ) : null,
    },
    { label: 'Occasions', value: list(p.occasion) },
    { label: 'Body type', value: optionLabel(BODY_TYPE_OPTIONS, p.bodyType) },
    {
      label: 'Sizes',
      value: sizes.length ? sizes.map(([name, size]) => `${name} ${size}`).join(' · ') : null,
      wide: true,
    },
    { label: 'Shopping frequency', value: optionLabel(FREQUENCY_OPTIONS, p.shoppingFrequency) },
    { label: 'Budget per item', value: optionLabel(BUDGET_OPTIONS, p.budgetRange) },
    { label: 'Fashion influences', value: list(p.fashionInfluences) },
    { label: 'Interests', value: list(p.interests) },
    { label: 'Sustainability', value: optionLabel(SUSTAINABILITY_OPTIONS, p.sustainabilityPreferences) },
    { label: 'Personal stylist', value: p.personalStylistInterest ? 'Interested' : 'Not interested' },
    { label: 'Updates by', value: channels.length ? channels.join(', ') : 'No updates', wide: true },
  ];
  return <SummaryCard id="style-profile" eyebrow="Your style" title="Style & Shopping" rows={rows} />;
}
