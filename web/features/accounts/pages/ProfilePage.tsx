import { LogOut, ShoppingBag, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { PLAN_LABELS } from '#contracts/constants';
import type { CardStatus } from '#contracts/membership';
import { paths } from '../../../app/paths';
import { type CardFinish, MembershipCard } from '../../../components/MembershipCard';
import { PageTitle } from '../../../components/PageTitle';
import { Badge, type BadgeProps } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { PageSpinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatMonthYear } from '../../../lib/format';
import { useAuthSession } from '../../../lib/use-auth-session';
import { useAccount } from '../api/get-account';
import { useProfile } from '../api/get-profile';
import { useSignOut } from '../api/sign-out';

const CARD_STATUS: Record<CardStatus, { label: string; variant: BadgeProps['variant'] }> = {
  none: { label: 'No card yet', variant: 'outline' },
  pending_review: { label: 'Under review', variant: 'info' },
  active: { label: 'Active', variant: 'success' },
  inactive: { label: 'Inactive', variant: 'outline' },
  rejected: { label: 'Not approved', variant: 'outline' },
};

export function ProfilePage() {
  const { userId } = useAuthSession();
  const account = useAccount(userId);
  const profile = useProfile(userId);
  const signOut = useSignOut();

  if (account.isPending || profile.isPending) return <PageSpinner label="Loading profile..." />;
  if (account.isError) {
    return (
      <div className="container-page py-24 text-center">
        <p className="font-display text-3xl">Your profile could not be loaded</p>
        <p className="mt-3 text-muted">{errorMessage(account.error, 'Please try again in a moment.')}</p>
      </div>
    );
  }

  const a = account.data;
  const p = profile.data;
  const first = p?.firstName?.trim() ?? '';
  const last = p?.lastName?.trim() ?? '';
  const localPart = a.email?.split('@')[0] ?? '';
  const name = [first, last].filter(Boolean).join(' ') || localPart || 'Member';
  const initials = (first[0] ?? '') + (last[0] ?? '') || (a.email?.[0] ?? 'U');
  const plan = a.currentPlan === 'none' ? 'Member' : PLAN_LABELS[a.currentPlan];
  const finish: CardFinish =
    a.currentPlan === 'gold' ? 'gold' : a.currentPlan === 'platinum' ? 'platinum' : 'premium';
  const status = CARD_STATUS[a.cardStatus];
  const hasCard = a.currentPlan !== 'none';

  const details: [string, string][] = [
    ['Email', a.email ?? '—'],
    ['Phone', a.phone ?? '—'],
    ['Plan', plan],
    ['Card status', status.label],
    ['Member since', formatMonthYear(a.createdAt)],
  ];
  if (a.planExpiresAt) details.push(['Plan valid until', formatDate(a.planExpiresAt)]);

  return (
    <div className="container-page py-12 md:py-20">
      <PageTitle title="My Profile" />
      <header className="flex flex-col gap-6 border-b border-border pb-10 sm:flex-row sm:items-center">
        <span
          aria-hidden="true"
          className="grid size-20 shrink-0 place-items-center rounded-full bg-accent font-display text-3xl font-semibold uppercase text-accent-foreground ring-1 ring-gold/60 ring-offset-4 ring-offset-background"
        >
          {initials}
        </span>
        <div className="min-w-0 flex-1">
          <p className="eyebrow">My profile</p>
          <h1 className="mt-2 truncate text-4xl md:text-5xl">{name}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-muted">
            <Badge variant="gold">{plan}</Badge>
            <Badge variant={status.variant}>{status.label}</Badge>
            <span>Member since {formatMonthYear(a.createdAt)}</span>
          </div>
        </div>
        <Button variant="outline" onClick={() => void signOut()} className="self-start sm:self-center">
          <LogOut aria-hidden="true" /> Sign Out
        </Button>
      </header>

      <div className="mt-12 grid gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <section aria-labelledby="your-card">
          <h2 id="your-card" className="text-3xl">
            Your card
          </h2>
          <div className="mt-6 max-w-md">
            {hasCard ? (
              <MembershipCard finish={finish} holder={name} label={`Your Roslis ${plan} card`} />
            ) : (
              <div className="grid aspect-[1.586] place-items-center rounded-[14px] border border-dashed border-border p-8 text-center">
                <div>
                  <p className="font-display text-2xl">No card yet</p>
                  <p className="mt-2 text-sm text-muted">Choose Premium or Gold to join the club.</p>
                  <Button asChild size="sm" className="mt-5">
                    <Link to={paths.card2}>Compare the cards</Link>
                  </Button>
                </div>
              </div>
            )}
          </div>
        </section>

        <section aria-labelledby="account-details">
          <h2 id="account-details" className="text-3xl">
            Account details
          </h2>
          <dl className="mt-6 divide-y divide-border border-y border-border">
            {details.map(([label, value]) => (
              <div
                key={label}
                className="grid grid-cols-[8.5rem_1fr] gap-4 py-4 text-sm sm:grid-cols-[11rem_1fr]"
              >
                <dt className="text-muted">{label}</dt>
                <dd className="min-w-0 break-words">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-8 grid gap-3 sm:grid-cols-2">
            <Button asChild variant="subtle" size="lg">
              <Link to={paths.studio}>
                <ShoppingBag aria-hidden="true" /> Shop the Studio
              </Link>
            </Button>
            <Button asChild variant="subtle" size="lg">
              <Link to={paths.limitedEdition}>
                <Sparkles aria-hidden="true" /> Limited Edition
              </Link>
            </Button>
          </div>
        </section>
      </div>
    </div>
  );
}
