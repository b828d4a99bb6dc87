import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import type { CheckoutResult } from '#contracts/payments';
import { errorMessage } from '../../lib/api-client';
import { formatRupees } from '../../lib/format';
import { completeSandboxPayment, isCheckoutResult } from '../../lib/payments/gateway';
import { toast } from '../../lib/toast';
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
}) {
  const [pending, setPending] = useState<Outcome | null>(null);
  const amount = order ? formatRupees(order.price) : '';

  const complete = async (outcome: Outcome) => {
    if (!order || pending) return;
    setPending(outcome);
    try {
      const answer = await completeSandboxPayment({ orderId: order.id, outcome }, order.ownerToken);
      if (isCheckoutResult(answer)) onSuccess(answer);
      else onFailure(answer.error.description);
    } catch (error) {
      toast({
        title: 'Payment Error',
        description: errorMessage(error, 'The test payment could not be completed. Please try again.'),
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
        title="Test payment"
        description={`Sandbox checkout: no money moves. ${description}, ${amount}.`}
        closeLabel="Close test payment"
        onInteractOutside={(e) => e.preventDefault()}
      >
        <div className="grid gap-6 px-5 py-6 sm:px-6">
          <p className="flex items-start gap-3 rounded-[4px] border border-gold/30 bg-gold/10 p-4 text-sm leading-relaxed">
            <FlaskConical className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
            <span>
              This is the Roslis <strong className="font-semibold">sandbox</strong> gateway. No money moves:
              choose how this test payment ends.
            </span>
          </p>
          <dl className="grid gap-1 border-y border-border py-5 text-center">
            <dt className="eyebrow">{description}</dt>
            <dd className="font-display text-5xl font-semibold leading-tight lining-nums">{amount}</dd>
            <dd className="break-all text-xs text-muted">Order {order?.id}</dd>
          </dl>
          <div className="grid gap-3 sm:grid-cols-2">
            <Button
              variant="gold"
              size="lg"
              onClick={() => complete('success')}
              disabled={pending !== null}
              className="sm:order-2"
            >
              {pending === 'success' ? <Spinner label="Paying" /> : `Pay ${amount}`}
            </Button>
            <Button
              variant="outline"
              size="lg"
              onClick={() => complete('failure')}
              disabled={pending !== null}
              className="sm:order-1"
            >
              {pending === 'failure' ? <Spinner label="Failing" /> : 'Fail payment'}
            </Button>
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}
