import { ArrowRight, Check } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Account } from '#contracts/auth';
import type { PickState } from '#contracts/pricing';
import { type CardFinish, MembershipCard } from '../../../components/MembershipCard';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { formatDate, formatDayMonth, formatMonthYear, formatNumber, formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useMonthlyPick } from '../../../lib/pricing';
import { useTiers, useTierWords } from '../../../lib/tiers';
import { useCardLife } from '../api/card-life';
import { usePoints } from '../api/points';
import { ACCOUNTS } from '../i18n';
import { activityRows } from './activity-lines';
import { CardPerks } from './CardPerks';
import { CardStanding } from './CardStanding';
import { type AccountsT, CARD_STATUS, tierLabel } from './membership-labels';

// The card dialog brings the QR code library: loaded only when a member opens it.
const CardDialog = lazy(() => import('./CardDialog'));

const FINISH: Partial<Record<Account['currentPlan'], CardFinish>> = {
  basic: 'basic',
  premium: 'premium',
  gold: 'gold',
  platinum: 'platinum',
};

/** The plan's expiry as a sentence-sized value: a date, lifetime, or nothing yet. */
export function planExpiryLabel(
  t: AccountsT,
  account: Pick<Account, 'currentPlan' | 'planExpiresAt'>,
): string {
  if (account.currentPlan === 'none') return t('membership.noPlan');
  if (account.planExpiresAt) return formatDate(account.planExpiresAt);
  return t('membership.lifetime');
}

/** This month's pick in a line: its price, free, or used until the next. */
function pickLineOf(t: AccountsT, pick: PickState): string | null {
  if (pick.status === 'none' || pick.price === null) return null;
  if (pick.status === 'used') return t('membership.pick.used', { date: formatDayMonth(pick.nextOn) });
  return Number(pick.price) === 0
    ? t('membership.pick.free')
    : t('membership.pick.price', { price: formatRupees(pick.price) });
}

/** 'My Membership': plan, card status and expiry from the account, the card itself and the plan's benefits. */
export function MembershipPanel({ account, holder }: { account: Account; holder: string }) {
  const { t } = useTranslation(ACCOUNTS);
  const tiers = useTiers();
  const tierWords = useTierWords();
  const points = usePoints();
  const life = useCardLife(account.currentPlan !== 'none');
  const pick = useMonthlyPick(account.currentPlan !== 'none');
  const pickLine = pick.data ? pickLineOf(t, pick.data) : null;
  // ?card=open opens the card (a link from an e-mail or a bookmark); closing it drops the parameter.
  const [params, setParams] = useSearchParams();
  const cardOpen = params.get('card') === 'open';
  const setCardOpen = (open: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (open) next.set('card', 'open');
        else next.delete('card');
        return next;
      },
      { replace: !open },
    );
  const applicant = account.cardStatus === 'pending_review' || account.cardStatus === 'rejected';
  const hasCard = account.cardStatus === 'active' || account.cardStatus === 'inactive';
  const status = CARD_STATUS[account.cardStatus];
  const finish = FINISH[account.currentPlan];
  const plan = tierLabel(t, account.currentPlan);
  const tier = tiers.data?.find((t) => t.id === account.currentPlan);
  const canUpgrade =
    account.cardStatus === 'active' && (account.currentPlan === 'premium' || account.currentPlan === 'basic');

  // Points and the card's own history (reminders, re-entry, renewals) in one list, newest first.
  const activity = activityRows(t, points.data?.activity ?? [], life.data?.events ?? []);

  const rows: [string, ReactNode][] = [
    [t('membership.rows.plan'), account.currentPlan === 'none' ? t('membership.noCard') : plan],
    [
      t('membership.rows.status'),
      <Badge key="status" variant={status.variant}>
        {t(`cardStatus.${account.cardStatus}.label`)}
      </Badge>,
    ],
    // Before approval she is an applicant: when she applied, and no expiry of a card not yet hers.
    ...(applicant
      ? ([[t('membership.rows.applied'), formatMonthYear(account.createdAt)]] as [string, ReactNode][])
      : ([
          [t('membership.rows.memberSince'), formatMonthYear(account.createdAt)],
          [
            life.data?.renewal ? t('membership.rows.nextRenewal') : t('membership.rows.expiry'),
            life.data?.renewal ? formatDate(life.data.renewal.endsAt) : planExpiryLabel(t, account),
          ],
        ] as [string, ReactNode][])),
    [t('membership.rows.points'), points.data ? formatNumber(points.data.balance) : '…'],
    ...(pickLine ? ([[t('membership.rows.thisMonth'), pickLine]] as [string, ReactNode][]) : []),
  ];

  return (
    <div className="grid gap-6">
      <div>
        <p className="eyebrow text-gold">{t('membership.eyebrow')}</p>
        <h2 className="mt-1.5 text-3xl md:text-4xl">{t('membership.title')}</h2>
      </div>

      {/* An inactive card comes first: what restores it matters more than anything below. */}
      {life.data?.status === 'inactive' ? <CardStanding life={life.data} /> : null}

      <div className="grid gap-6 rounded-[4px] border border-border bg-surface p-5 sm:p-7 md:grid-cols-[minmax(0,20rem)_1fr] md:gap-10">
        <div className="mx-auto w-full max-w-xs md:max-w-none">
          {finish ? (
            <MembershipCard finish={finish} holder={holder} label={t('membership.cardLabel', { plan })} />
          ) : (
            <div className="grid aspect-[1.586] place-items-center rounded-[14px] border border-dashed border-border p-6 text-center">
              <p className="font-display text-2xl">{t('membership.noCard')}</p>
            </div>
          )}
        </div>
        <div className="min-w-0">
          <dl className="grid grid-cols-2 gap-x-6">
            {rows.map(([label, value]) => (
              <div key={label} className="border-t border-border py-3.5">
                <dt className="text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">{label}</dt>
                <dd className="mt-1 text-[0.95rem]">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm leading-relaxed text-muted">
            {t(`cardStatus.${account.cardStatus}.note`)}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            {account.currentPlan === 'none' ? (
              <Button asChild>
                <Link to={paths.card2}>
                  {t('membership.compare')} <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            ) : hasCard ? (
              <Button variant="outline" onClick={() => setCardOpen(true)}>
                {t('membership.viewCard')}
              </Button>
            ) : (
              <Button asChild variant="outline">
                <Link to={paths.card}>{t('membership.viewCard')}</Link>
              </Button>
            )}
            {canUpgrade ? (
              <Button asChild variant="gold">
                <Link to={`${paths.upgrade}?plan=gold&from=${account.currentPlan}`}>
                  {t('dashboard.upgrade.to', { plan: tierLabel(t, 'gold') })}
                </Link>
              </Button>
            ) : null}
          </div>
        </div>
      </div>

      {life.data && life.data.status !== 'inactive' ? <CardStanding life={life.data} /> : null}
      {life.data ? <CardPerks life={life.data} /> : null}

      {tier?.benefits.length ? (
        <section
          aria-labelledby="plan-benefits"
          className="rounded-[4px] border border-border bg-surface p-5 sm:p-7"
        >
          <h3 id="plan-benefits" className="text-2xl">
            {t('membership.benefits', { plan })}
          </h3>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {tier.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3 text-sm leading-relaxed">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
                {tierWords.benefit(benefit)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section
        aria-labelledby="membership-activity"
        className="rounded-[4px] border border-border bg-surface p-5 sm:p-7"
      >
        <h3 id="membership-activity" className="text-2xl">
          {t('membership.activity')}
        </h3>
        {activity.length > 0 ? (
          <ul className="mt-4">
            {activity.map((a) => (
              <li
                key={a.id}
                className="flex items-center justify-between gap-4 border-t border-border py-3 text-sm"
              >
                <span>
                  <span className="font-medium">{a.label}</span>
                  {a.note ? <span className="block text-muted">{a.note}</span> : null}
                  <span className="block text-xs text-muted">{formatDate(a.at)}</span>
                </span>
                {a.points === null ? null : (
                  <span className={a.points < 0 ? 'tabular-nums text-danger' : 'tabular-nums text-success'}>
                    {t('membership.points', {
                      sign: a.points > 0 ? '+' : a.points < 0 ? '−' : '',
                      points: formatNumber(Math.abs(a.points)),
                    })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-muted">
            {points.isPending ? t('membership.loading') : t('membership.empty')}
          </p>
        )}
      </section>
      {cardOpen ? (
        <Suspense fallback={null}>
          <CardDialog open={cardOpen} onOpenChange={setCardOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
