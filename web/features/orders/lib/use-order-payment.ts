import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OrderCheckout } from '#contracts/orders';
import type { CheckoutResult } from '#contracts/payments';
import { errorMessage } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { orderConfirmedPath } from '../../../lib/paths';
import { usePaymentConfig, verifyPayment } from '../../../lib/payments/gateway';
import { openRazorpayCheckout } from '../../../lib/payments/razorpay-checkout';
import { toast } from '../../../lib/toast';
import { emiOfferQuery } from '../api/emi';
import { ORDERS_PATH, placeOrder, reopenPayment } from '../api/orders';
import { ORDERS } from '../i18n';

/** Words for toasts, in the language shown when they appear. */
const tr = () => i18n.getFixedT(null, ORDERS);

const newKey = () => `checkout-${crypto.randomUUID()}`;

export interface PendingPayment {
  number: string;
  checkout: OrderCheckout;
}

/**
 * Pay for the cart or for a placed order: place it (one Idempotency-Key per attempt, so a double click
 * or a retry answers the same order), open the gateway's checkout (the sandbox dialog offline, Razorpay
 * with keys), verify the signed result and go to the confirmation. A failure keeps the cart.
 */
export function useOrderPayment(contactPhone?: string) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const config = usePaymentConfig();
  /**
   * This attempt's key and what it was used for: a retry of the same order reuses it (the server
   * answers the same order), a different address or bag is a new attempt with a new key.
   */
  const attempt = useRef<{ key: string; what: string | null }>({ key: newKey(), what: null });
  /** Set synchronously, so a second click before React re-renders sends nothing. */
  const inFlight = useRef(false);
  const [busy, setBusyState] = useState(false);
  const setBusy = (next: boolean) => {
    inFlight.current = next;
    setBusyState(next);
  };
  const restart = (what: string | null) => {
    attempt.current = { key: newKey(), what };
  };
  /** The order whose sandbox dialog is open. */
  const [sandbox, setSandbox] = useState<PendingPayment | null>(null);

  /** A paid order: the cart and the orders are read again, and the confirmation opens. */
  const done = async (number: string) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: ['/api/cart'] }),
      client.invalidateQueries({ queryKey: [ORDERS_PATH] }),
    ]);
    restart(null);
    setBusy(false);
    navigate(orderConfirmedPath(number));
  };

  const settle = async (number: string, result: CheckoutResult) => {
    setSandbox(null);
    try {
      const verified = await verifyPayment(result);
      await done(verified.orderNumber ?? number);
    } catch (error) {
      toast({
        title: tr()('payment.errorTitle'),
        description: errorMessage(error, tr()('payment.notConfirmed')),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const failed = (description: string) => {
    setSandbox(null);
    setBusy(false);
    toast({ title: tr()('payment.failedTitle'), description, variant: 'destructive' });
  };

  const open = async (pending: PendingPayment) => {
    if (pending.checkout.provider === 'sandbox') {
      setSandbox(pending);
      return;
    }
    const emi = await client.fetchQuery(emiOfferQuery()).catch(() => null);
    await openRazorpayCheckout({
      noCostEmi: emi?.eligible === true,
      order: pending.checkout,
      description: tr()('payment.order', { number: pending.number }),
      contact: { method: 'phone', value: contactPhone ? `+91${contactPhone}` : '' },
      onSuccess: (result) => void settle(pending.number, result),
      onDismiss: () => setBusy(false),
      onFailure: (description) =>
        toast({ title: tr()('payment.failedTitle'), description, variant: 'destructive' }),
    });
  };

  /**
   * Place the cart as an order for this address (or reopen the same order) and open its payment.
   * `bag` names what is in the cart (lines and quantities): when it or the address changed since this
   * attempt's key was used, the key would answer the earlier order, so a new attempt starts.
   */
  const payCart = async (addressId: string, bag = '', points = 0) => {
    if (inFlight.current) return;
    setBusy(true);
    const what = `${addressId}|${bag}|${points}`;
    if (attempt.current.what !== null && attempt.current.what !== what) restart(what);
    attempt.current.what = what;
    try {
      let placed = await placeOrder(addressId, attempt.current.key, points);
      if (!placed.payment && placed.order.status !== 'cancelled') {
        // This attempt's order was paid meanwhile (say the verify call was lost but the gateway's
        // webhook settled it): show its confirmation rather than place the bag again.
        await done(placed.order.number);
        return;
      }
      if (!placed.payment) {
        // This attempt's order is no longer awaiting payment (it lapsed or was paid): start a new one.
        restart(what);
        placed = await placeOrder(addressId, attempt.current.key, points);
      }
      if (!placed.payment) throw new Error(tr()('payment.cannotPay'));
      await open({ number: placed.order.number, checkout: placed.payment });
    } catch (error) {
      setBusy(false);
      toast({
        title: tr()('payment.placeFailed'),
        description: errorMessage(error, tr()('payment.retry')),
        variant: 'destructive',
      });
    }
  };

  /** Pay an order that is still awaiting payment (the order page's Pay now). */
  const payOrder = async (number: string) => {
    if (inFlight.current) return;
    setBusy(true);
    try {
      await open({ number, checkout: await reopenPayment(number) });
    } catch (error) {
      setBusy(false);
      toast({
        title: tr()('payment.openFailed'),
        description: errorMessage(error, tr()('payment.retry')),
        variant: 'destructive',
      });
    }
  };

  return {
    busy,
    ready: config.isSuccess,
    payCart,
    payOrder,
    sandbox,
    onSandboxSuccess: (result: CheckoutResult) => (sandbox ? settle(sandbox.number, result) : undefined),
    onSandboxFailure: failed,
    onSandboxDismiss: () => {
      setSandbox(null);
      setBusy(false);
    },
  };
}
