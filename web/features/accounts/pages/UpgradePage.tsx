import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Check, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  TIER_IDS,
  type TierId,
  UPGRADE_MESSAGES,
  type UpgradeCheckout,
  type UpgradeQuote,
} from '#contracts/membership';
import { MembershipCard } from '../../../components/MembershipCard';
import { useGatewayPayment } from '../../../components/payments/use-gateway-payment';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { apiJson, errorBody, errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { profileTab } from '../../../lib/paths';
import { usePaymentConfig } from '../../../lib/payments/gateway';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';
import { tierLabel } from '../components/membership-labels';
import { ACCOUNTS } from '../i18n';

const UPGRADE_PATH = '/api/membership/upgrade';
const FINISH = { basic: 'basic', premium: 'premium', gold: 'gold', platinum: 'platinum' } as const;

/** The page once the plan is hers: just paid for, or already held when she opened it. */
function UpgradeOutcome({
  plan,
  title,
  text,
  link,
}: {
  plan: TierId;
  title: string;
  text: string;
  link: string;
}) {
  const { t } = useTranslation(ACCOUNTS);
  return (
    <section aria-labelledby="upgrade-outcome" className="mx-auto grid max-w-xl gap-6 px-5 py-16 text-center">
      <div className="mx-auto w-full max-w-xs">
        <MembershipCard finish={FINISH[plan]} label={t('upgrade.theCard', { plan: tierLabel(t, plan) })} />
      </div>
      <span className="mx-auto grid size-11 place-items-center rounded-full border border-gold/40 text-gold">
        <Check className="size-5" aria-hidden="true" />
      </span>
      <h1 id="upgrade-outcome" className="font-display text-4xl">
        {title}
      </h1>
      <p className="text-muted">{text}</p>
      <Button asChild className="mx-auto">
        <Link to={profileTab('membership')}>{link}</Link>
      </Button>
    </section>
  );
}

/**
 * /upgrade?plan=gold&from=premium: both cards and the difference the server computes from the tiers
 * table; Pay opens the gateway, and the plan changes once the payment is verified.
 */
export function UpgradePage() {
  const { t } = useTranslation(ACCOUNTS);
  usePageMeta({ title: t('upgrade.title'), description: t('upgrade.description') });
  const [params] = useSearchParams();
  const plan = (TIER_IDS as readonly string[]).includes(params.get('plan') ?? '')
    ? (params.get('plan') as TierId)
    : 'gold';
  const name = tierLabel(t, plan);
  const invite = params.get('invite') ?? undefined;
  const client = useQueryClient();
  // Once paid, the quote no longer applies (she holds the card now): it is never asked for again.
  const [upgraded, setUpgraded] = useState(false);
  const config = usePaymentConfig();
  const quote = useQuery({
    enabled: !upgraded,
    queryKey: [UPGRADE_PATH, plan, invite ?? null] as const,
    queryFn: ({ signal }) =>
      apiJson<UpgradeQuote>(
        'GET',
        `${UPGRADE_PATH}?plan=${plan}${invite ? `&invite=${encodeURIComponent(invite)}` : ''}`,
        undefined,
        { signal },
      ),
  });

  const payment = useGatewayPayment({
    description: t('upgrade.paymentDescription', { plan: name }),
    onPaid: async () => {
      setUpgraded(true);
      // Everything else (account, tier badge, card) refreshes; the quote would answer "already held".
      await client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== UPGRADE_PATH });
      toast({
        title: t('upgrade.welcome', { plan: name }),
        description: t('upgrade.upgraded'),
        variant: 'success',
      });
    },
  });

  const start = useMutation({
    mutationFn: () => apiJson<UpgradeCheckout>('POST', UPGRADE_PATH, { plan, invite }),
    onSuccess: (checkout) => payment.pay(checkout),
    onError: (error) =>
      toast({
        title: t('upgrade.startFailed'),
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });

  if (upgraded) {
    return (
      <UpgradeOutcome
        plan={plan}
        title={t('upgrade.welcome', { plan: name })}
        text={t('upgrade.upgradedText', { plan: name })}
        link={t('upgrade.seeCard', { plan: name })}
      />
    );
  }
  if (quote.isPending) {
    return (
      <div className="container-page grid gap-6 py-12">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (quote.isError && errorBody(quote.error)?.message === UPGRADE_MESSAGES.same) {
    return (
      <UpgradeOutcome
        plan={plan}
        title={t('upgrade.alreadyHeld', { plan: name })}
        text={t('upgrade.nothingToPay')}
        link={t('upgrade.myMembership')}
      />
    );
  }
  if (quote.isError) {
    return (
      <div className="mx-auto grid max-w-xl gap-4 px-5 py-20 text-center">
        <h1 className="font-display text-3xl">{t('upgrade.unavailable')}</h1>
        <p className="text-muted">{errorMessage(quote.error)}</p>
        <Button asChild className="mx-auto">
          <Link to={profileTab('membership')}>{t('upgrade.myMembership')}</Link>
        </Button>
      </div>
    );
  }
  const q = quote.data;
  return (
    <div className="container-page py-10 md:py-16">
      <p className="eyebrow text-gold">{t('upgrade.eyebrow')}</p>
      <h1 className="mt-2 font-display text-4xl sm:text-5xl">
        {t('upgrade.heading', { from: tierLabel(t, q.from), to: tierLabel(t, q.to) })}
      </h1>
      <div className="mt-10 grid items-center gap-6 md:grid-cols-[1fr_auto_1fr]">
        <figure className="grid gap-3">
          <MembershipCard
            finish={FINISH[q.from]}
            label={t('upgrade.yourCard', { plan: tierLabel(t, q.from) })}
          />
          <figcaption className="text-center text-sm text-muted">
            {t('upgrade.today', { plan: tierLabel(t, q.from), price: formatRupees(q.fromPrice) })}
          </figcaption>
        </figure>
        <ArrowRight className="mx-auto size-8 rotate-90 text-gold md:rotate-0" aria-hidden="true" />
        <figure className="grid gap-3">
          <MembershipCard finish={FINISH[q.to]} label={t('upgrade.theCard', { plan: tierLabel(t, q.to) })} />
          <figcaption className="text-center text-sm text-muted">
            {t('upgrade.next', { plan: tierLabel(t, q.to), price: formatRupees(q.toPrice) })}
          </figcaption>
        </figure>
      </div>
      <div className="mx-auto mt-10 grid max-w-md gap-4 rounded-[4px] border border-border bg-surface p-6 text-center">
        <p className="text-sm text-muted">
          {q.byInvitation ? t('upgrade.byInvitation') : t('upgrade.difference')}
        </p>
        <p className="font-display text-5xl tabular-nums lining-nums">{formatRupees(q.difference)}</p>
        <p className="text-xs text-muted">{t('upgrade.taxes')}</p>
        <Button
          variant="gold"
          size="lg"
          onClick={() => start.mutate()}
          disabled={start.isPending || payment.verifying || !config.isSuccess}
        >
          {start.isPending || payment.verifying ? (
            <Spinner label={t('upgrade.opening')} />
          ) : (
            <>
              <Lock aria-hidden="true" /> {t('upgrade.pay', { amount: formatRupees(q.difference) })}
            </>
          )}
        </Button>
      </div>
      {payment.dialog}
    </div>
  );
}
