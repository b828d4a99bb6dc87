import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OrderCheckout } from '#contracts/orders';
import type { CheckoutResult } from '#contracts/payments';
import { errorMessage } from '../../../lib/api-client';
import { orderConfirmedPath } from '../../../lib/paths';
import { usePaymentConfig, verifyPayment } from '../../../lib/payments/gateway';
import { openRazorpayCheckout } from '../../../lib/payments/razorpay-checkout';
import { toast } from '../../../lib/toast';
import { ORDERS_PATH, placeOrder, reopenPayment } from '../api/orders';

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
  const key = useRef<string>(newKey());
  const [busy, setBusy] = useState(false);
  /** The order whose sandbox dialog is open. */
  const [sandbox, setSandbox] = useState<PendingPayment | null>(null);

  const settle = async (number: string, result: CheckoutResult) => {
    setSandbox(null);
    try {
      const verified = await verifyPayment(result);
      await Promise.all([
        client.invalidateQueries({ queryKey: ['/api/cart'] }),
        client.invalidateQueries({ queryKey: [ORDERS_PATH] }),
      ]);
      key.current = newKey();
      navigate(orderConfirmedPath(verified.orderNumber ?? number));
    } catch (error) {
      toast({
        title: 'Payment Error',
        description: errorMessage(error, 'We could not confirm the payment. Please contact support.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const failed = (description: string) => {
    setSandbox(null);
    setBusy(false);
    toast({ title: 'Payment Failed', description, variant: 'destructive' });
  };

  const open = async (pending: PendingPayment) => {
    if (pending.checkout.provider === 'sandbox') {
      setSandbox(pending);
      return;
    }
    await openRazorpayCheckout({
      order: pending.checkout,
      description: `Order ${pending.number}`,
      contact: { method: 'phone', value: contactPhone ? `+91${contactPhone}` : '' },
      onSuccess: (result) => void settle(pending.number, result),
      onDismiss: () => setBusy(false),
      onFailure: (description) => toast({ title: 'Payment Failed', description, variant: 'destructive' }),
    });
  };

  /** Place the cart as an order for this address (or reopen the same order) and open its payment. */
  const payCart = async (addressId: string) => {
    if (busy) return;
    setBusy(true);
    try {
      let placed = await placeOrder(addressId, key.current);
      if (!placed.payment) {
        // This attempt's order is no longer awaiting payment (it lapsed): start a new one.
        key.current = newKey();
        placed = await placeOrder(addressId, key.current);
      }
      if (!placed.payment) throw new Error('This order cannot be paid any more. Please try again.');
      await open({ number: placed.order.number, checkout: placed.payment });
    } catch (error) {
      setBusy(false);
      toast({
        title: 'Could not place your order',
        description: errorMessage(error, 'Please try again in a moment.'),
        variant: 'destructive',
      });
    }
  };

  /** Pay an order that is still awaiting payment (the order page's Pay now). */
  const payOrder = async (number: string) => {
    if (busy) return;
    setBusy(true);
    try {
      await open({ number, checkout: await reopenPayment(number) });
    } catch (error) {
      setBusy(false);
      toast({
        title: 'Could not open the payment',
        description: errorMessage(error, 'Please try again in a moment.'),
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
