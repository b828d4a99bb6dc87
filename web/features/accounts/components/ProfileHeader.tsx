import type { Account } from '#contracts/auth';
import type { ProfileWithPreferences } from '#contracts/profile';
import { Badge } from '../../../components/ui/Badge';
import { formatMonthYear } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { ACCOUNTS } from '../i18n';
import { CARD_STATUS, displayName, initialsOf, tierLabel } from './membership-labels';

/** Initials, full name, e-mail, the tier badge and 'Member since'. */
export function ProfileHeader({ account, profile }: { account: Account; profile: ProfileWithPreferences }) {
  const { t } = useTranslation(ACCOUNTS);
  const name = displayName(profile.firstName, profile.lastName, account.email, t('member'));
  const status = CARD_STATUS[account.cardStatus];
  return (
    <header className="flex items-center gap-5 border-b border-border pb-8 md:gap-7 md:pb-10">
      <span
        aria-hidden="true"
        className="grid size-16 shrink-0 place-items-center rounded-full bg-accent font-display text-2xl font-semibold text-accent-foreground ring-1 ring-gold/60 ring-offset-4 ring-offset-background md:size-20 md:text-3xl"
      >
        {initialsOf(profile.firstName, profile.lastName, account.email)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="eyebrow text-gold">{t('profile.eyebrow')}</p>
        <h1 className="mt-1.5 truncate text-3xl md:text-5xl">{name}</h1>
        {account.email ? <p className="mt-1 truncate text-sm text-muted">{account.email}</p> : null}
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
          <Badge variant="gold">{tierLabel(t, account.currentPlan)}</Badge>
          {account.cardStatus === 'none' ? null : (
            <Badge variant={status.variant}>{t(`cardStatus.${account.cardStatus}.label`)}</Badge>
          )}
          <span>{t('profile.memberSince', { date: formatMonthYear(account.createdAt) })}</span>
        </div>
      </div>
    </header>
  );
}
