import type { ReactNode } from 'react';
import type { Account } from '#contracts/auth';
import type { ProfileWithPreferences } from '#contracts/profile';
import { ColourSwatch } from '../../../components/ColourSwatch';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { ACCOUNTS } from '../i18n';
import { optionList, optionText, optionWord } from './option-labels';

interface Row {
  label: string;
  value: ReactNode;
  wide?: boolean;
}

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
  const { t } = useTranslation(ACCOUNTS);
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
                {empty ? t('summary.notProvided') : value}
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
  const { t } = useTranslation(ACCOUNTS);
  const rows: Row[] = [
    { label: t('summary.personal.firstName'), value: p.firstName },
    { label: t('summary.personal.lastName'), value: p.lastName },
    { label: t('summary.personal.username'), value: p.username },
    { label: t('summary.personal.email'), value: account.email },
    { label: t('summary.personal.phone'), value: account.phone },
    { label: t('summary.personal.gender'), value: optionText(t, 'genders', p.gender) },
    {
      label: t('summary.personal.dateOfBirth'),
      value: p.dateOfBirth ? formatDate(`${p.dateOfBirth}T00:00:00`) : null,
    },
    { label: t('summary.personal.pincode'), value: p.pincode },
    { label: t('summary.personal.address'), value: p.address, wide: true },
    { label: t('summary.personal.city'), value: p.city },
    { label: t('summary.personal.state'), value: p.state },
    { label: t('summary.personal.bio'), value: p.bio, wide: true },
  ];
  return (
    <SummaryCard
      id="personal-information"
      eyebrow={t('summary.personal.eyebrow')}
      title={t('summary.personal.title')}
      rows={rows}
    />
  );
}

/** The saved style and shopping answers, read-only, in the same card style. */
export function StyleProfileCard({ profile: p }: { profile: ProfileWithPreferences }) {
  const { t } = useTranslation(ACCOUNTS);
  const sizes = (['tops', 'bottoms', 'dresses', 'shoes'] as const)
    .map((garment) => [garment, p.preferredSizes[garment]] as const)
    .filter(([, size]) => size);
  const channels = (['email', 'sms', 'whatsapp'] as const)
    .filter((channel) => p.communicationPreferences[channel])
    .map((channel) => t(`summary.style.channels.${channel}`));

  const rows: Row[] = [
    { label: t('summary.style.styles'), value: optionList(t, 'styles', p.stylePreferences) },
    {
      label: t('summary.style.colours'),
      value: p.favoriteColors.length ? (
        <span className="flex flex-wrap gap-x-3 gap-y-1">
          {p.favoriteColors.map((colour) => (
            <span key={colour} className="inline-flex items-center gap-1.5">
              <ColourSwatch
                colour={colour}
                className="size-3.5 rounded-full ring-1 ring-text/20 ring-inset"
              />
              {optionWord(t, 'colours', colour)}
            </span>
          ))}
        </span>
      ) : null,
    },
    { label: t('summary.style.occasions'), value: optionList(t, 'occasions', p.occasion) },
    { label: t('summary.style.bodyType'), value: optionText(t, 'bodyTypes', p.bodyType) },
    {
      label: t('summary.style.sizes'),
      value: sizes.length
        ? sizes
            .map(([garment, size]) => t('summary.style.size', { garment: t(`garments.${garment}`), size }))
            .join(' · ')
        : null,
      wide: true,
    },
    { label: t('summary.style.frequency'), value: optionText(t, 'frequencies', p.shoppingFrequency) },
    { label: t('summary.style.budget'), value: optionText(t, 'budgets', p.budgetRange) },
    { label: t('summary.style.influences'), value: optionList(t, 'influences', p.fashionInfluences) },
    { label: t('summary.style.interests'), value: optionList(t, 'interests', p.interests) },
    {
      label: t('summary.style.sustainability'),
      value: optionText(t, 'sustainability', p.sustainabilityPreferences),
    },
    {
      label: t('summary.style.stylist'),
      value: p.personalStylistInterest ? t('summary.style.interested') : t('summary.style.notInterested'),
    },
    {
      label: t('summary.style.updatesBy'),
      value: channels.length ? channels.join(', ') : t('summary.style.noUpdates'),
      wide: true,
    },
  ];
  return (
    <SummaryCard
      id="style-profile"
      eyebrow={t('summary.style.eyebrow')}
      title={t('summary.style.title')}
      rows={rows}
    />
  );
}
