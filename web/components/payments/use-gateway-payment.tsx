import { type ReactNode, useState } from 'react';
import type { CheckoutResult } from '#contracts/payments';
import { errorMessage } from '../../lib/api-client';
import { paiseToRupees } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { verifyPayment } from '../../lib/payments/gateway';
import { openRazorpayCheckout } from '../../lib/payments/razorpay-checkout';
import { toast } from '../../lib/toast';
import { UI } from '../i18n';
import { SandboxCheckout } from './SandboxCheckout';

/** What the server answers when it opens a payment (any purpose): the amount is its own. */
export interface OpenedPayment {
  id: string;
  amount: number;
  currency: 'INR';
  provider: 'sandbox' | 'razorpay';
  keyId: string | null;
}

/**
 * Pay for something the server has just opened (an upgrade, the re-entry fee, a renewal): the sandbox
 * dialog or Razorpay's checkout, then the verification. `onPaid` runs once the server has settled it.
 * Render `dialog` once in the page.
 */
export function useGatewayPayment({
  description,
  onPaid,
}: {
  description: string;
  onPaid: () => void | Promise<void>;
}): { pay: (opened: OpenedPayment) => Promise<void>; verifying: boolean; dialog: ReactNode } {
  const { t } = useTranslation(UI);
  const [sandbox, setSandbox] = useState<OpenedPayment | null>(null);
  const [verifying, setVerifying] = useState(false);

  const done = async (result: CheckoutResult) => {
    setSandbox(null);
    setVerifying(true);
    try {
      await verifyPayment(result);
      await onPaid();
    } catch (error) {
      toast({ title: t('checkout.errorTitle'), description: errorMessage(error), variant: 'destructive' });
    } finally {
      setVerifying(false);
    }
  };

  const pay = async (opened: OpenedPayment) => {
    if (opened.provider === 'sandbox') {
      setSandbox(opened);
      return;
    }
    await openRazorpayCheckout({
      order: opened,
      description,
      contact: { method: 'email', value: '' },
      onSuccess: (r) => void done(r),
      onDismiss: () => undefined,
    });
  };

  const dialog = (
    <SandboxCheckout
      order={sandbox ? { id: sandbox.id, price: paiseToRupees(sandbox.amount) } : null}
      description={description}
      onSuccess={(r) => void done(r)}
      onFailure={(text) => {
        setSandbox(null);
        toast({ title: t('checkout.failedTitle'), description: text, variant: 'destructive' });
      }}
      onDismiss={() => setSandbox(null)}
    />
  );
  return { pay, verifying, dialog };
}
