import { Lock, ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import type { Tier, TierId } from '#contracts/membership';
import type { CheckoutResult, CreateOrderResponse, PaymentStatusResponse } from '#contracts/payments';
import { PageTitle } from '../../../components/PageTitle';
import { SandboxCheckout } from '../../../components/payments/SandboxCheckout';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage, errorStatus } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { openRazorpayCheckout } from '../../../lib/payments/razorpay-checkout';
import { useTiers } from '../../../lib/tiers';
import { toast } from '../../../lib/toast';
import { getPaymentStatus, useCreateOrder, usePaymentConfig, useVerifyPayment } from '../api/payment';
import { PlanChooser } from '../components/PlanChooser';
import { RegistrationSteps } from '../components/RegistrationSteps';
import { ONBOARDING } from '../i18n';
import {
  type RegistrationContact,
  readLastOrderId,
  readRegistrationContact,
  readStoredPlan,
  storeLastOrderId,
  storePasswordSetup,
  storePlan,
} from '../lib/registration-storage';
import { useTierWords } from '../lib/tier-words';
import { usePaymentPolling } from '../lib/use-payment-polling';

export const DEFAULT_PLAN: TierId = 'premium';

type VerifiedContact = RegistrationContact & { verificationToken: string };

/**
 * What can be paid for here: purchasable, not by invitation, and the ₹1 test tier (listed by the server
 * only when PAYMENTS_TEST_TIER is on) only with the sandbox, after the real cards.
 */
export function payableTiers(tiers: readonly Tier[] | undefined, sandbox: boolean): Tier[] {
  return (tiers ?? [])
    .filter((t) => t.purchasable && !t.invitationOnly && (!t.sandboxOnly || sandbox))
    .sort((a, b) => Number(a.sandboxOnly) - Number(b.sandboxOnly));
}

/** /register/payment: only for an applicant whose contact was verified. */
export function PaymentPage() {
  const [contact] = useState(readRegistrationContact);
  if (!contact?.verificationToken) return <Navigate to={paths.register} replace />;
  return <PaymentStep contact={contact as VerifiedContact} />;
}

function PaymentStep({ contact }: { contact: VerifiedContact }) {
  const { t } = useTranslation(ONBOARDING);
  const words = useTierWords();
  const PAYMENT_ERROR = t('payment.initiateFailed');
  const VERIFY_ERROR = t('payment.verifyFailed');
  const navigate = useNavigate();
  const tiersQuery = useTiers();
  const configQuery = usePaymentConfig();
  const createOrder = useCreateOrder();
  const verify = useVerifyPayment();
  const [wanted, setWanted] = useState<TierId>(() => readStoredPlan() ?? DEFAULT_PLAN);
  const [pickedHere, setPickedHere] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [checking, setChecking] = useState(false);
  const [sandboxOrder, setSandboxOrder] = useState<CreateOrderResponse | null>(null);
  const [pollOrderId, setPollOrderId] = useState<string | null>(null);
  const [orderKnown, setOrderKnown] = useState(() => readLastOrderId() !== null);
  const [existingAccount, setExistingAccount] = useState<string | null>(null);
  /** The order whose result was taken (by the checkout's handler, polling or a status check). */
  const settledOrder = useRef<string | null>(null);

  const sandbox = configQuery.data?.provider === 'sandbox';
  const choices = payableTiers(tiersQuery.data, sandbox);
  // The ₹1 test tier is never preselected (not even as the stored plan): only a click here chooses it.
  const plan = choices.some((t) => t.id === wanted && (pickedHere || !t.sandboxOnly))
    ? wanted
    : (choices.find((t) => t.id === DEFAULT_PLAN)?.id ?? choices.find((t) => !t.sandboxOnly)?.id ?? wanted);
  const chosen = choices.find((t) => t.id === plan);
  const invitationOnly = (tiersQuery.data ?? []).filter((t) => t.invitationOnly);
  const loading = tiersQuery.isPending || configQuery.isPending;
  const tierName = (id: TierId) => {
    const tier = tiersQuery.data?.find((t) => t.id === id);
    return tier ? words.name(tier) : id;
  };

  /** Takes an order's result once; stops polling and closes the sandbox checkout. */
  const claim = (orderId: string): boolean => {
    if (settledOrder.current === orderId) return false;
    settledOrder.current = orderId;
    setPollOrderId(null);
    setSandboxOrder(null);
    return true;
  };

  const goOn = (
    answer: Pick<PaymentStatusResponse, 'needsPasswordSetup' | 'userId' | 'token'>,
    paidPlan: TierId,
  ) => {
    storePlan(paidPlan);
    if (answer.needsPasswordSetup && answer.userId) {
      storePasswordSetup(answer.userId, answer.token ?? null);
      navigate(paths.registerSetupPassword);
    } else {
      navigate(paths.registerProfile);
    }
  };

  const paymentSuccessful = () =>
    toast({
      title: t('payment.successTitle'),
      description: t('payment.successDescription'),
      variant: 'success',
    });

  const stopLoading = () => {
    setProcessing(false);
    setSandboxOrder(null);
  };

  /** What Razorpay's checkout (or the sandbox's Pay) hands over: verified by the server. */
  const onCheckoutResult = (order: CreateOrderResponse) => (result: CheckoutResult) => {
    if (!claim(order.id)) return;
    verify.mutate(
      {
        ...result,
        plan: order.plan,
        contactData: { method: contact.method, value: contact.value, referralCode: contact.referralCode },
      },
      {
        onSuccess: (answer) => {
          paymentSuccessful();
          goOn(answer, order.plan);
        },
        onError: (error) => {
          setProcessing(false);
          toast({
            title: t('payment.verifyErrorTitle'),
            // 409: paid, but the contact got an account meanwhile (the server refunds and says so).
            description: errorStatus(error) === 409 ? errorMessage(error, VERIFY_ERROR) : VERIFY_ERROR,
            variant: 'destructive',
          });
        },
      },
    );
  };

  const settlePaid = (orderId: string, answer: PaymentStatusResponse) => {
    if (!claim(orderId)) return;
    paymentSuccessful();
    goOn(answer, answer.plan ?? readStoredPlan() ?? plan);
  };

  usePaymentPolling({
    orderId: pollOrderId,
    verificationToken: contact.verificationToken,
    onSettled: (answer, orderId) => {
      if (answer.status === 'paid') settlePaid(orderId, answer);
      else {
        setPollOrderId(null);
        stopLoading();
      }
    },
  });

  const openCheckout = (order: CreateOrderResponse) => {
    const description = t('payment.cardDescription', { card: tierName(order.plan) });
    if (order.provider === 'sandbox') {
      setSandboxOrder(order);
      setPollOrderId(order.id);
      return;
    }
    openRazorpayCheckout({
      order,
      description,
      contact,
      onSuccess: onCheckoutResult(order),
      onDismiss: stopLoading,
      onFailure: (reason) =>
        toast({ title: t('payment.failedTitle'), description: reason, variant: 'destructive' }),
    })
      .then(() => setPollOrderId(order.id))
      .catch(() => {
        setProcessing(false);
        toast({ title: t('payment.errorTitle'), description: PAYMENT_ERROR, variant: 'destructive' });
      });
  };

  const proceed = () => {
    if (!chosen || processing) return;
    setProcessing(true);
    setExistingAccount(null);
    createOrder.mutate(
      {
        plan: chosen.id,
        amount: Number(chosen.price),
        verificationToken: contact.verificationToken,
        referralCode: contact.referralCode ?? '',
      },
      {
        onSuccess: (order) => {
          storeLastOrderId(order.id);
          storePlan(order.plan);
          setOrderKnown(true);
          openCheckout(order);
        },
        onError: (error) => {
          setProcessing(false);
          const status = errorStatus(error);
          if (status === 409) {
            const message = errorMessage(error, t('verify.accountExists'));
            setExistingAccount(message);
            toast({ title: t('verify.accountExistsTitle'), description: message, variant: 'destructive' });
            return;
          }
          // The server's words for what the applicant can act on (a lapsed verification, a plan that
          // cannot be bought); the spec's words for a gateway or network failure.
          const description =
            status !== undefined && status >= 400 && status < 500
              ? errorMessage(error, PAYMENT_ERROR)
              : PAYMENT_ERROR;
          toast({ title: t('payment.errorTitle'), description, variant: 'destructive' });
        },
      },
    );
  };

  const checkStatus = async () => {
    const orderId = readLastOrderId();
    if (!orderId) {
      toast({ title: t('payment.noPaymentTitle'), description: t('payment.noPayment') });
      return;
    }
    setChecking(true);
    try {
      const answer = await getPaymentStatus(orderId, contact.verificationToken);
      if (answer.status === 'paid') settlePaid(orderId, answer);
      else if (answer.status === 'pending') {
        toast({
          title: t('payment.pendingTitle'),
          description: t('payment.pending'),
        });
      } else {
        if (pollOrderId === orderId) setPollOrderId(null);
        stopLoading();
        storeLastOrderId(null);
        setOrderKnown(false);
        toast({
          title: t('payment.notCompletedTitle'),
          description: t('payment.notCompleted'),
          variant: 'destructive',
        });
      }
    } catch (error) {
      toast({
        title: t('payment.checkFailedTitle'),
        description: errorMessage(error, t('payment.checkFailed')),
        variant: 'destructive',
      });
    } finally {
      setChecking(false);
    }
  };

  return (
    <section className="flex-1">
      <PageTitle title={t('payment.pageTitle')} />
      <div className="container-page py-10 md:py-16">
        <RegistrationSteps current="payment" />

        <header className="mx-auto mt-10 max-w-2xl text-center md:mt-14">
          <p className="eyebrow flex items-center justify-center gap-3 text-gold">
            <span className="h-px w-8 bg-gold" aria-hidden="true" /> {t('payment.eyebrow')}
            <span className="h-px w-8 bg-gold" aria-hidden="true" />
          </p>
          <h1 id="choose-card" className="mt-4 text-4xl md:text-6xl">
            {t('payment.heading')}
          </h1>
          <p className="mx-auto mt-4 max-w-xl text-muted">{t('payment.intro')}</p>
        </header>

        <div className="mx-auto mt-10 grid max-w-6xl items-start gap-8 md:mt-14 lg:grid-cols-[minmax(0,1fr)_23rem] lg:gap-12">
          <div>
            {loading ? (
              <div className="grid gap-3 sm:gap-4" aria-busy="true">
                <span className="sr-only" role="status">
                  {t('payment.loading')}
                </span>
                {['a', 'b'].map((k) => (
                  <Skeleton key={k} className="h-[8.5rem] w-full rounded-[6px] sm:h-[9.5rem]" />
                ))}
              </div>
            ) : tiersQuery.isError || !choices.length ? (
              <div role="alert" className="rounded-[6px] border border-border bg-surface p-6 text-sm">
                <p>{t('payment.loadFailed')}</p>
                <Button variant="outline" size="sm" className="mt-4" onClick={() => tiersQuery.refetch()}>
                  {t('payment.tryAgain')}
                </Button>
              </div>
            ) : (
              <PlanChooser
                tiers={choices}
                value={plan}
                onChange={(id) => {
                  setPickedHere(true);
                  setWanted(id);
                }}
                disabled={processing}
                labelledBy="choose-card"
              />
            )}
            {invitationOnly.map((tier) => (
              <p key={tier.id} className="mt-5 flex items-start gap-2.5 text-sm text-muted">
                <Lock className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
                {t('payment.invitationOnly', { card: words.name(tier) })}
              </p>
            ))}
          </div>

          <aside
            aria-labelledby="payment-summary"
            className="rounded-[6px] border border-border bg-surface p-6 sm:p-7 lg:sticky lg:top-24"
          >
            <h2 id="payment-summary" className="text-3xl">
              {t('payment.summary')}
            </h2>
            <dl className="mt-5 grid grid-cols-[minmax(0,1fr)] gap-3 text-sm">
              <div className="flex min-w-0 items-baseline justify-between gap-4">
                <dt className="text-muted">{t('payment.card')}</dt>
                <dd className="font-medium">{chosen ? words.name(chosen) : '—'}</dd>
              </div>
              <div className="flex min-w-0 items-baseline justify-between gap-4">
                <dt className="text-muted">{t('payment.terms')}</dt>
                <dd>{chosen ? words.terms(chosen) : '—'}</dd>
              </div>
              <div className="flex min-w-0 items-baseline justify-between gap-4">
                <dt className="shrink-0 text-muted">{t('payment.applicant')}</dt>
                <dd className="min-w-0 truncate">{contact.value}</dd>
              </div>
              <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-border pt-4">
                <dt className="eyebrow">{t('payment.toPay')}</dt>
                <dd className="font-display text-4xl font-semibold leading-none lining-nums">
                  {chosen ? formatRupees(chosen.price) : '—'}
                </dd>
              </div>
            </dl>

            <div className="mt-6 grid gap-3">
              <Button size="lg" block onClick={proceed} disabled={!chosen || processing}>
                {processing ? <Spinner label={t('payment.processing')} /> : t('payment.proceed')}
              </Button>
              {processing || orderKnown ? (
                <Button variant="outline" size="md" block onClick={checkStatus} disabled={checking}>
                  {checking ? <Spinner label={t('payment.checking')} /> : t('payment.checkStatus')}
                </Button>
              ) : null}
            </div>

            {existingAccount ? (
              <div role="alert" className="mt-5 rounded-[4px] border border-danger/30 p-4 text-sm">
                <p>{existingAccount}</p>
                <Button asChild variant="outline" size="sm" className="mt-3">
                  <Link to={`${paths.auth}?mode=login`}>{t('payment.goToLogin')}</Link>
                </Button>
              </div>
            ) : null}

            <p className="mt-5 flex items-start gap-2.5 text-xs leading-relaxed text-muted">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
              {sandbox ? t('payment.sandboxNote') : t('payment.razorpayNote')}
            </p>
          </aside>
        </div>
      </div>

      <SandboxCheckout
        order={sandboxOrder && { ...sandboxOrder, ownerToken: contact.verificationToken }}
        description={sandboxOrder ? t('payment.cardDescription', { card: tierName(sandboxOrder.plan) }) : ''}
        onSuccess={(result) => {
          if (sandboxOrder) onCheckoutResult(sandboxOrder)(result);
        }}
        onFailure={(reason) => {
          setPollOrderId(null);
          stopLoading();
          toast({ title: t('payment.failedTitle'), description: reason, variant: 'destructive' });
        }}
        onDismiss={stopLoading}
      />
    </section>
  );
}
