import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  PLAN_LABELS,
  TIER_IDS,
  type TierId,
  type UpgradeCheckout,
  type UpgradeQuote,
} from '#contracts/membership';
import type { CheckoutResult } from '#contracts/payments';
import { MembershipCard } from '../../../components/MembershipCard';
import { SandboxCheckout } from '../../../components/payments/SandboxCheckout';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { apiJson, errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { usePaymentConfig, verifyPayment } from '../../../lib/payments/gateway';
import { openRazorpayCheckout } from '../../../lib/payments/razorpay-checkout';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';

const UPGRADE_PATH = '/api/membership/upgrade';
const FINISH = { basic: 'basic', premium: 'premium', gold: 'gold', platinum: 'platinum' } as const;

/**
 * /upgrade?plan=gold&from=premium: both cards and the difference the server computes from the tiers
 * table; Pay opens the gateway, and the plan changes once the payment is verified.
 */
export function UpgradePage() {
  usePageMeta({
    title: 'Upgrade your card',
    description: 'Move to a higher card by paying only the difference.',
  });
  const [params] = useSearchParams();
  const plan = (TIER_IDS as readonly string[]).includes(params.get('plan') ?? '')
    ? (params.get('plan') as TierId)
    : 'gold';
  const client = useQueryClient();
  const navigate = useNavigate();
  const config = usePaymentConfig();
  const [sandbox, setSandbox] = useState<UpgradeCheckout | null>(null);
  const quote = useQuery({
    queryKey: [UPGRADE_PATH, plan] as const,
    queryFn: ({ signal }) =>
      apiJson<UpgradeQuote>('GET', `${UPGRADE_PATH}?plan=${plan}`, undefined, { signal }),
  });

  const done = async (result: CheckoutResult) => {
    setSandbox(null);
    try {
      await verifyPayment(result);
      await client.invalidateQueries();
      toast({
        title: `Welcome to ${PLAN_LABELS[plan]}`,
        description: 'Your card has been upgraded.',
        variant: 'success',
      });
      navigate(`${paths.profile}?tab=membership`);
    } catch (error) {
      toast({ title: 'Payment Error', description: errorMessage(error), variant: 'destructive' });
    }
  };

  const start = useMutation({
    mutationFn: () => apiJson<UpgradeCheckout>('POST', UPGRADE_PATH, { plan }),
    onSuccess: async (checkout) => {
      if (checkout.provider === 'sandbox') setSandbox(checkout);
      else
        await openRazorpayCheckout({
          order: checkout,
          description: `Upgrade to ${PLAN_LABELS[plan]}`,
          contact: { method: 'email', value: '' },
          onSuccess: (r) => void done(r),
          onDismiss: () => undefined,
        });
    },
    onError: (error) =>
      toast({
        title: 'Could not start the upgrade',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });

  if (quote.isPending) {
    return (
      <div className="container-page grid gap-6 py-12">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (quote.isError) {
    return (
      <div className="mx-auto grid max-w-xl gap-4 px-5 py-20 text-center">
        <h1 className="font-display text-3xl">This upgrade is not available</h1>
        <p className="text-muted">{errorMessage(quote.error)}</p>
        <Button asChild className="mx-auto">
          <Link to={`${paths.profile}?tab=membership`}>My Membership</Link>
        </Button>
      </div>
    );
  }
  const q = quote.data;
  return (
    <div className="container-page py-10 md:py-16">
      <p className="eyebrow text-gold">Upgrade</p>
      <h1 className="mt-2 font-display text-4xl sm:text-5xl">
        {PLAN_LABELS[q.from]} to {PLAN_LABELS[q.to]}
      </h1>
      <div className="mt-10 grid items-center gap-6 md:grid-cols-[1fr_auto_1fr]">
        <figure className="grid gap-3">
          <MembershipCard finish={FINISH[q.from]} label={`Your ${PLAN_LABELS[q.from]} card`} />
          <figcaption className="text-center text-sm text-muted">
            Today: {PLAN_LABELS[q.from]} ({formatRupees(q.fromPrice)})
          </figcaption>
        </figure>
        <ArrowRight className="mx-auto size-8 rotate-90 text-gold md:rotate-0" aria-hidden="true" />
        <figure className="grid gap-3">
          <MembershipCard finish={FINISH[q.to]} label={`The ${PLAN_LABELS[q.to]} card`} />
          <figcaption className="text-center text-sm text-muted">
            {PLAN_LABELS[q.to]} ({formatRupees(q.toPrice)})
          </figcaption>
        </figure>
      </div>
      <div className="mx-auto mt-10 grid max-w-md gap-4 rounded-[4px] border border-border bg-surface p-6 text-center">
        <p className="text-sm text-muted">You pay only the difference</p>
        <p className="font-display text-5xl tabular-nums">{formatRupees(q.difference)}</p>
        <p className="text-xs text-muted">
          Inclusive of all taxes. Your card changes as soon as the payment is confirmed.
        </p>
        <Button
          variant="gold"
          size="lg"
          onClick={() => start.mutate()}
          disabled={start.isPending || !config.isSuccess}
        >
          {start.isPending ? (
            <Spinner label="Opening payment" />
          ) : (
            <>
              <Lock aria-hidden="true" /> Pay {formatRupees(q.difference)}
            </>
          )}
        </Button>
      </div>
      <SandboxCheckout
        order={sandbox ? { id: sandbox.id, price: sandbox.difference } : null}
        description={`Upgrade to ${PLAN_LABELS[plan]}`}
        onSuccess={(r) => void done(r)}
        onFailure={(description) => {
          setSandbox(null);
          toast({ title: 'Payment Failed', description, variant: 'destructive' });
        }}
        onDismiss={() => setSandbox(null)}
      />
    </div>
  );
}
