import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { emiMonthlyPaise } from '#contracts/money';
import type { CheckoutResult } from '#contracts/payments';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { formatRupees, paiseToRupees, toPaise } from '../../lib/format';
import { rich, useTranslation } from '../../lib/i18n';
import { completeSandboxPayment, isCheckoutResult } from '../../lib/payments/gateway';
import { toast } from '../../lib/toast';
import { UI } from '../i18n';
import { Button } from '../ui/Button';
import { Sheet, SheetContent } from '../ui/Sheet';
import { Spinner } from '../ui/Spinner';

type Outcome = 'success' | 'failure';

/**
 * The sandbox gateway's checkout: "Test payment", with "Pay ₹N" and "Fail payment" (the names the tests
 * and demos click).
 * Pay hands the signed result to the same handler Razorpay's checkout calls; closing it is a dismissal.
 */
export function SandboxCheckout({
  order,
  description,
  onSuccess,
  onFailure,
  onDismiss,
  emiMonths = [],
}: {
  /**
   * The order being paid; the dialog is open while it is set. `ownerToken`: an applicant's verification
   * token (she has no session yet), which proves she is the payer.
   */
  order: { id: string; price: string; ownerToken?: string } | null;
  description: string;
  onSuccess: (result: CheckoutResult) => void;
  onFailure: (description: string) => void;
  onDismiss: () => void;
  /**
   * No-cost EMI plans (months) the order may be paid over, when it is eligible: the dialog offers them
   * beside paying in full and reports the one chosen, as the gateway's EMI method would.
   */
  emiMonths?: readonly number[];
}) {
  const { t } = useTranslation(UI);
  const [pending, setPending] = useState<Outcome | null>(null);
  const amount = order ? formatRupees(order.price) : '';
  /** The EMI plan chosen (months) for this payment, or null to pay in full: a new payment starts in full. */
  const [choice, setChoice] = useState<{ orderId: string; months: number } | null>(null);
  const plan = choice && choice.orderId === order?.id ? choice.months : null;
  const setPlan = (months: number | null) =>
    setChoice(order && months !== null ? { orderId: order.id, months } : null);

  const complete = async (outcome: Outcome) => {
    if (!order || pending) return;
    setPending(outcome);
    try {
      const emi = outcome === 'success' && plan !== null ? { emiMonths: plan } : {};
      const answer = await completeSandboxPayment({ orderId: order.id, outcome, ...emi }, order.ownerToken);
      if (isCheckoutResult(answer)) onSuccess(answer);
      else onFailure(answer.error.description);
    } catch (error) {
      toast({
        title: t('checkout.errorTitle'),
        description: errorMessage(error, t('checkout.failed')),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <Sheet
      open={order !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onDismiss();
      }}
    >
      <SheetContent
        side="center"
        title={t('checkout.title')}
        description={t('checkout.description', { description, amount })}
        closeLabel={t('checkout.close')}
        onInteractOutside={(e) => e.preventDefault()}
      >
        <div className="grid gap-6 px-5 py-6 sm:px-6">
          <p className="flex items-start gap-3 rounded-[4px] border border-gold/30 bg-gold/10 p-4 text-sm leading-relaxed">
            <FlaskConical className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
            <span>{rich(t('checkout.note'), { strong: <strong className="font-semibold" /> })}</span>
          </p>
          <dl className="grid gap-1 border-y border-border py-5 text-center">
            <dt className="eyebrow">{description}</dt>
            <dd className="font-display text-5xl font-semibold leading-tight lining-nums">{amount}</dd>
            <dd className="break-all text-xs text-muted">{t('checkout.order', { id: order?.id ?? '' })}</dd>
          </dl>
          {order && emiMonths.length > 0 ? (
            <EmiPlans
              totalPaise={toPaise(order.price)}
              months={emiMonths}
              plan={plan}
              onChange={setPlan}
              disabled={pending !== null}
            />
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <Button
              variant="gold"
              size="lg"
              onClick={() => complete('success')}
              disabled={pending !== null}
              className="sm:order-2"
            >
              {pending === 'success' ? (
                <Spinner label={t('checkout.paying')} />
              ) : (
                t('checkout.pay', { amount })
              )}
            </Button>
            <Button
              variant="outline"
              size="lg"
              onClick={() => complete('failure')}
              disabled={pending !== null}
              className="sm:order-1"
            >
              {pending === 'failure' ? <Spinner label={t('checkout.failing')} /> : t('checkout.fail')}
            </Button>
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** Pay in full, or one of the no-cost EMI plans with its monthly amount (the total over the months). */
function EmiPlans({
  totalPaise,
  months,
  plan,
  onChange,
  disabled,
}: {
  totalPaise: number;
  months: readonly number[];
  plan: number | null;
  onChange: (plan: number | null) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation(UI);
  const option = (value: number | null, label: string, detail?: string) => (
    <label
      key={value ?? 'full'}
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-[4px] border px-3 py-2 text-sm transition-colors',
        plan === value ? 'border-gold bg-gold/[0.06]' : 'border-border hover:border-text/30',
      )}
    >
      <input
        type="radio"
        name="sandbox-emi-plan"
        className="size-4 accent-[var(--gold)]"
        checked={plan === value}
        onChange={() => onChange(value)}
        disabled={disabled}
      />
      <span className="font-medium">{label}</span>
      {detail ? <span className="ml-auto tabular-nums text-muted">{detail}</span> : null}
    </label>
  );
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{t('checkout.howToPay')}</legend>
      <p className="mb-1 text-xs text-muted">{t('checkout.emiNote')}</p>
      {option(null, t('checkout.payInFull'))}
      {months.map((m) =>
        option(
          m,
          t('checkout.months', { count: m }),
          t('checkout.perMonth', { amount: formatRupees(paiseToRupees(emiMonthlyPaise(totalPaise, m))) }),
        ),
      )}
    </fieldset>
  );
}
