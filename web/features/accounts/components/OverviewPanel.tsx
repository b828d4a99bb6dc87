import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Account } from '#contracts/auth';
import type { ProfileWithPreferences } from '#contracts/profile';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';
import { ACCOUNTS } from '../i18n';
import { AddressesCard } from './AddressesCard';
import { ProfileEditForm } from './ProfileEditForm';
import { PersonalInfoCard, StyleProfileCard } from './ProfileSummary';

/** Overview: the read-only cards with Edit Profile, or the edit form. */
export function OverviewPanel({
  userId,
  account,
  profile,
}: {
  userId: string;
  account: Account;
  profile: ProfileWithPreferences;
}) {
  const { t } = useTranslation(ACCOUNTS);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);

  // Back from the form, keyboard focus returns to the button that opened it.
  useEffect(() => {
    if (!editing && returning.current) {
      returning.current = false;
      editButton.current?.focus({ preventScroll: true });
    }
  }, [editing]);

  if (editing) {
    return (
      <ProfileEditForm
        userId={userId}
        profile={profile}
        onDone={() => {
          returning.current = true;
          setEditing(false);
        }}
      />
    );
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow text-gold">{t('overview.eyebrow')}</p>
          <h2 className="mt-1.5 text-3xl md:text-4xl">{t('overview.title')}</h2>
        </div>
        <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" /> {t('overview.edit')}
        </Button>
      </div>
      <PersonalInfoCard account={account} profile={profile} />
      <AddressesCard />
      <StyleProfileCard profile={profile} />
    </div>
  );
}
