import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Account } from '#contracts/auth';
import { CARD_RULE_DEFAULTS } from '#contracts/constants';
import { passwordMeetsRules, WEAK_PASSWORD_MESSAGE } from '#contracts/passwords';
import { ApplicationNextSteps } from '../../../components/application/ApplicationNextSteps';
import { PageTitle } from '../../../components/PageTitle';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Input, Label } from '../../../components/ui/Input';
import { PageSpinner, Spinner } from '../../../components/ui/Spinner';
import { apiJson, errorMessage } from '../../../lib/api-client';
import { cardRuleText } from '../../../lib/card-rules-text';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { formMessage } from '../../../lib/i18n/form-messages';
import { paths } from '../../../lib/paths';
import { wasSessionEnded } from '../../../lib/session/auth-storage';
import { useAccount } from '../../../lib/session/get-account';
import { useProfile } from '../../../lib/session/get-profile';
import { useSignOut } from '../../../lib/session/sign-out';
import { useAuthSession } from '../../../lib/session/use-auth-session';
import { useTiers } from '../../../lib/tiers';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';
import { AccountSettingsPanel } from '../components/AccountSettingsPanel';
import { MembershipPanel, planExpiryLabel } from '../components/MembershipPanel';
import { type AccountsT, CARD_STATUS, displayName, tierLabel } from '../components/membership-labels';
import { PersonalInfoCard } from '../components/ProfileSummary';
import { ACCOUNTS } from '../i18n';

const TABS = ['profile', 'membership', 'settings'] as const;
type Tab = (typeof TABS)[number];

/** The banner of an account without a password: Password Mismatch / Weak Password. */
function CreatePasswordBanner({ userId }: { userId: string }) {
  const { t } = useTranslation(ACCOUNTS);
  const client = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [pending, setPending] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      toast({
        title: t('dashboard.createPassword.mismatchTitle'),
        description: t('dashboard.createPassword.mismatch'),
        variant: 'destructive',
      });
      return;
    }
    if (!passwordMeetsRules(password)) {
      toast({
        title: t('dashboard.createPassword.weakTitle'),
        description: formMessage(WEAK_PASSWORD_MESSAGE),
        variant: 'destructive',
      });
      return;
    }
    setPending(true);
    try {
      await apiJson('POST', '/api/auth/setup-password', { userId, password });
      await client.invalidateQueries();
      toast({
        title: t('dashboard.createPassword.createdTitle'),
        description: t('dashboard.createPassword.createdDescription'),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('dashboard.createPassword.failedTitle'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-[4px] border border-gold/40 bg-gold/10 p-5 sm:p-6"
      aria-label={t('dashboard.createPassword.formLabel')}
    >
      <p className="flex items-center gap-2 font-medium">
        <KeyRound className="size-4 text-gold" aria-hidden="true" /> {t('dashboard.createPassword.intro')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="new-password">{t('dashboard.createPassword.password')}</Label>
          <Input
            id="new-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="confirm-password">{t('dashboard.createPassword.confirm')}</Label>
          <Input
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </div>
      </div>
      <Button type="submit" className="justify-self-start" disabled={pending}>
        {pending ? (
          <Spinner label={t('dashboard.createPassword.saving')} />
        ) : (
          t('dashboard.createPassword.submit')
        )}
      </Button>
    </form>
  );
}

/** Upgrade cards: the tiers above the current plan (none and the current plan omitted). */
function UpgradeCards({ current }: { current: Account['currentPlan'] }) {
  const { t } = useTranslation(ACCOUNTS);
  const tiers = useTiers();
  const currentPrice = tiers.data?.find((t) => t.id === current)?.price;
  const higher = (tiers.data ?? []).filter(
    (t) => t.id !== current && t.id !== 'basic' && (!currentPrice || Number(t.price) > Number(currentPrice)),
  );
  if (higher.length === 0) return null;
  return (
    <section aria-labelledby="upgrade-cards" className="grid gap-4">
      <h3 id="upgrade-cards" className="text-2xl">
        {t('dashboard.upgrade.title')}
      </h3>
      <ul className="grid gap-4 sm:grid-cols-2">
        {higher.map((tier) => (
          <li key={tier.id} className="grid gap-3 rounded-[4px] border border-border bg-surface p-5">
            <p className="font-display text-2xl">{tierLabel(t, tier.id)}</p>
            <p className="text-sm text-muted">
              {tier.invitationOnly ? t('dashboard.upgrade.byInvitation') : formatRupees(tier.price)}
            </p>
            {tier.id === 'basic' ? null : (
              <p className="text-sm leading-relaxed">{tierPromise(t, tier.id)}</p>
            )}
            {tier.invitationOnly ? null : (
              <Button asChild variant="gold" size="sm" className="justify-self-start">
                <Link to={`${paths.upgrade}?plan=${tier.id}&from=${current}`}>
                  {t('dashboard.upgrade.to', { plan: tierLabel(t, tier.id) })}
                </Link>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What each card adds, in one line, each figure from the card's rules. */
function tierPromise(t: AccountsT, plan: 'premium' | 'gold' | 'platinum'): string {
  return t(`dashboard.upgrade.promises.${plan}`, {
    pick: cardRuleText().pickPremium,
    cap: cardRuleText().pickCap,
    discount: plan === 'premium' ? cardRuleText().memberPremium : cardRuleText().memberGold,
    hours: cardRuleText().earlyAccessHours,
    ordinal: cardRuleText().birthdayGold,
    month: CARD_RULE_DEFAULTS.birthdayFromMonthGold,
  });
}

/** The line under the name: the plan and where the card stands, never an expiry before approval. */
function planLine(t: AccountsT, a: Account): string {
  if (a.currentPlan === 'none') return t('dashboard.plan.none');
  const plan = tierLabel(t, a.currentPlan);
  if (a.cardStatus === 'pending_review') return t('dashboard.plan.pending', { plan });
  if (a.cardStatus === 'rejected') return t('dashboard.plan.rejected', { plan });
  return t('dashboard.plan.expiry', { plan, expiry: planExpiryLabel(t, a) });
}

/** A waiting or turned-down applicant sees her application first, and what happens next. */
function ApplicationState({ account }: { account: Account }) {
  const { t } = useTranslation(ACCOUNTS);
  if (account.cardStatus !== 'pending_review' && account.cardStatus !== 'rejected') return null;
  const pending = account.cardStatus === 'pending_review';
  return (
    <section
      aria-labelledby="application-state"
      className="grid gap-5 rounded-[4px] border border-gold/40 bg-gold/10 p-5 sm:p-7"
    >
      <div>
        <p className="eyebrow text-gold">{t('dashboard.application.eyebrow')}</p>
        <h2 id="application-state" className="mt-1.5 text-2xl md:text-3xl">
          {pending ? t('dashboard.application.pending') : t('dashboard.application.rejected')}
        </h2>
        {pending ? null : <p className="mt-2 text-sm text-muted">{t('cardStatus.rejected.note')}</p>}
      </div>
      {pending ? (
        <>
          <ApplicationNextSteps />
          <p className="text-xs text-muted">{t('dashboard.application.refund')}</p>
        </>
      ) : null}
    </section>
  );
}

/** /dashboard (the customer dashboard): Profile, Membership and Settings. */
export function DashboardPage() {
  const { t } = useTranslation(ACCOUNTS);
  usePageMeta({ title: t('dashboard.title'), description: t('dashboard.description') });
  const { userId } = useAuthSession();
  const signOut = useSignOut();
  const account = useAccount(userId);
  const profile = useProfile(userId);
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((id) => id === params.get('tab')) ?? 'profile';

  // A 401 clears the stored sign-in at once (lib/api-client): the session ended, not still loading.
  const ended = !userId && wasSessionEnded();
  if (ended || account.isError || profile.isError) {
    return (
      <div role="alert" className="container-page py-24 text-center">
        <p className="font-display text-3xl">{t('dashboard.sessionExpired')}</p>
        <Button asChild className="mt-6">
          <Link to={paths.login}>{t('dashboard.login')}</Link>
        </Button>
      </div>
    );
  }
  if (!userId || account.isPending || profile.isPending)
    return <PageSpinner label={t('dashboard.loading')} />;
  const a = account.data;
  const p = profile.data;
  const name = displayName(p.firstName, p.lastName, a.email, t('member'));
  return (
    <div className="container-page grid gap-8 py-10 md:py-16">
      <PageTitle title={t('dashboard.title')} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="eyebrow text-gold">{t('dashboard.title')}</p>
          <h1 className="mt-2 font-display text-4xl sm:text-5xl">{name}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-muted">
            {planLine(t, a)}
            {a.currentPlan === 'none' ? null : (
              <Badge variant={CARD_STATUS[a.cardStatus].variant}>
                {t(`cardStatus.${a.cardStatus}.label`)}
              </Badge>
            )}
          </p>
        </div>
        <Button variant="outline" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" /> {t('dashboard.logout')}
        </Button>
      </div>
      <ApplicationState account={a} />
      {a.hasPassword ? null : <CreatePasswordBanner userId={a.userId} />}
      <div role="tablist" aria-label={t('dashboard.tabsLabel')} className="flex gap-6 border-b border-border">
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            onClick={() => setParams(id === 'profile' ? {} : { tab: id })}
            className={cn(
              '-mb-px min-h-12 border-b-2 text-[0.72rem] font-medium uppercase tracking-[0.18em]',
              tab === id ? 'border-text text-text' : 'border-transparent text-muted hover:text-text',
            )}
          >
            {t(`dashboard.tabs.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`dashboard.tabs.${tab}`)}>
        {tab === 'profile' ? <PersonalInfoCard account={a} profile={p} /> : null}
        {tab === 'membership' ? (
          <div className="grid gap-8">
            <MembershipPanel account={a} holder={name} />
            <UpgradeCards current={a.currentPlan} />
          </div>
        ) : null}
        {tab === 'settings' ? <AccountSettingsPanel /> : null}
      </div>
    </div>
  );
}
