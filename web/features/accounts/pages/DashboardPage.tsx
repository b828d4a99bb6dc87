import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Account } from '#contracts/auth';
import { passwordMeetsRules, WEAK_PASSWORD_MESSAGE } from '#contracts/passwords';
import { ApplicationNextSteps } from '../../../components/application/ApplicationNextSteps';
import { PageTitle } from '../../../components/PageTitle';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Input, Label } from '../../../components/ui/Input';
import { PageSpinner, Spinner } from '../../../components/ui/Spinner';
import { apiJson, errorMessage } from '../../../lib/api-client';
import { TIER_PROMISES } from '../../../lib/card-rules-text';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format';
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
import { CARD_STATUS, displayName, tierLabel } from '../components/membership-labels';
import { PersonalInfoCard } from '../components/ProfileSummary';

const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'membership', label: 'Membership' },
  { id: 'settings', label: 'Settings' },
] as const;
type Tab = (typeof TABS)[number]['id'];

export const PASSWORD_MISMATCH = 'Password Mismatch: the two passwords must be the same.';

/** The banner of an account without a password: Password Mismatch / Weak Password. */
function CreatePasswordBanner({ userId }: { userId: string }) {
  const client = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [pending, setPending] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      toast({ title: 'Password Mismatch', description: PASSWORD_MISMATCH, variant: 'destructive' });
      return;
    }
    if (!passwordMeetsRules(password)) {
      toast({ title: 'Weak Password', description: WEAK_PASSWORD_MESSAGE, variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      await apiJson('POST', '/api/auth/setup-password', { userId, password });
      await client.invalidateQueries();
      toast({
        title: 'Password created',
        description: 'You can now sign in with your password.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Could not create the password',
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
      aria-label="Create a password"
    >
      <p className="flex items-center gap-2 font-medium">
        <KeyRound className="size-4 text-gold" aria-hidden="true" /> Create a password to sign in with your
        e-mail or phone.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="new-password">Password</Label>
          <Input
            id="new-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="confirm-password">Confirm password</Label>
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
        {pending ? <Spinner label="Saving" /> : 'Create password'}
      </Button>
    </form>
  );
}

/** Upgrade cards: the tiers above the current plan (none and the current plan omitted). */
function UpgradeCards({ current }: { current: string }) {
  const tiers = useTiers();
  const currentPrice = tiers.data?.find((t) => t.id === current)?.price;
  const higher = (tiers.data ?? []).filter(
    (t) => t.id !== current && t.id !== 'basic' && (!currentPrice || Number(t.price) > Number(currentPrice)),
  );
  if (higher.length === 0) return null;
  return (
    <section aria-labelledby="upgrade-cards" className="grid gap-4">
      <h3 id="upgrade-cards" className="text-2xl">
        Upgrade your card
      </h3>
      <ul className="grid gap-4 sm:grid-cols-2">
        {higher.map((t) => (
          <li key={t.id} className="grid gap-3 rounded-[4px] border border-border bg-surface p-5">
            <p className="font-display text-2xl">{tierLabel(t.id)}</p>
            <p className="text-sm text-muted">{t.invitationOnly ? 'By invitation' : formatRupees(t.price)}</p>
            {t.id in TIER_PROMISES ? (
              <p className="text-sm leading-relaxed">{TIER_PROMISES[t.id as keyof typeof TIER_PROMISES]}</p>
            ) : null}
            {t.invitationOnly ? null : (
              <Button asChild variant="gold" size="sm" className="justify-self-start">
                <Link to={`${paths.upgrade}?plan=${t.id}&from=${current}`}>Upgrade to {tierLabel(t.id)}</Link>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The line under the name: the plan and where the card stands, never an expiry before approval. */
function planLine(a: Account): string {
  if (a.currentPlan === 'none') return 'No card yet';
  const card = `${tierLabel(a.currentPlan)} card`;
  if (a.cardStatus === 'pending_review') return `${card} · Application pending review`;
  if (a.cardStatus === 'rejected') return `${card} · Application not approved`;
  return `${card} · ${planExpiryLabel(a)}`;
}

/** A waiting or turned-down applicant sees her application first, and what happens next. */
function ApplicationState({ account }: { account: Account }) {
  if (account.cardStatus !== 'pending_review' && account.cardStatus !== 'rejected') return null;
  const pending = account.cardStatus === 'pending_review';
  return (
    <section
      aria-labelledby="application-state"
      className="grid gap-5 rounded-[4px] border border-gold/40 bg-gold/10 p-5 sm:p-7"
    >
      <div>
        <p className="eyebrow text-gold">Your application</p>
        <h2 id="application-state" className="mt-1.5 text-2xl md:text-3xl">
          {pending ? 'Your application is under review' : 'Your application was not approved'}
        </h2>
        {pending ? null : <p className="mt-2 text-sm text-muted">{CARD_STATUS.rejected.note}</p>}
      </div>
      {pending ? (
        <>
          <ApplicationNextSteps />
          <p className="text-xs text-muted">
            If your application is not approved, your membership fee is refunded in full.
          </p>
        </>
      ) : null}
    </section>
  );
}

/** /dashboard (the customer dashboard): Profile, Membership and Settings. */
export function DashboardPage() {
  usePageMeta({ title: 'Your Dashboard', description: 'Your card, your plan and your settings.' });
  const { userId } = useAuthSession();
  const signOut = useSignOut();
  const account = useAccount(userId);
  const profile = useProfile(userId);
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS.find((t) => t.id === params.get('tab'))?.id ?? 'profile') as Tab;

  // A 401 clears the stored sign-in at once (lib/api-client): the session ended, not still loading.
  const ended = !userId && wasSessionEnded();
  if (ended || account.isError || profile.isError) {
    return (
      <div role="alert" className="container-page py-24 text-center">
        <p className="font-display text-3xl">Session expired. Please login again.</p>
        <Button asChild className="mt-6">
          <Link to={paths.login}>Login</Link>
        </Button>
      </div>
    );
  }
  if (!userId || account.isPending || profile.isPending)
    return <PageSpinner label="Loading your dashboard..." />;
  const a = account.data;
  const p = profile.data;
  return (
    <div className="container-page grid gap-8 py-10 md:py-16">
      <PageTitle title="Your Dashboard" />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="eyebrow text-gold">Your Dashboard</p>
          <h1 className="mt-2 font-display text-4xl sm:text-5xl">
            {displayName(p.firstName, p.lastName, a.email)}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-muted">
            {planLine(a)}
            {a.currentPlan === 'none' ? null : (
              <Badge variant={CARD_STATUS[a.cardStatus].variant}>{CARD_STATUS[a.cardStatus].label}</Badge>
            )}
          </p>
        </div>
        <Button variant="outline" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" /> Logout
        </Button>
      </div>
      <ApplicationState account={a} />
      {a.hasPassword ? null : <CreatePasswordBanner userId={a.userId} />}
      <div role="tablist" aria-label="Dashboard" className="flex gap-6 border-b border-border">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            onClick={() => setParams(t.id === 'profile' ? {} : { tab: t.id })}
            className={cn(
              '-mb-px min-h-12 border-b-2 text-[0.72rem] font-medium uppercase tracking-[0.18em]',
              tab === t.id ? 'border-text text-text' : 'border-transparent text-muted hover:text-text',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={TABS.find((t) => t.id === tab)!.label}>
        {tab === 'profile' ? <PersonalInfoCard account={a} profile={p} /> : null}
        {tab === 'membership' ? (
          <div className="grid gap-8">
            <MembershipPanel account={a} holder={displayName(p.firstName, p.lastName, a.email)} />
            <UpgradeCards current={a.currentPlan} />
          </div>
        ) : null}
        {tab === 'settings' ? <AccountSettingsPanel /> : null}
      </div>
    </div>
  );
}
