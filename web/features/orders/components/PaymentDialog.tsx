import { SandboxCheckout } from '../../../components/payments/SandboxCheckout';
import { useTranslation } from '../../../lib/i18n';
import { useEmiOffer } from '../api/emi';
import { ORDERS } from '../i18n';
import type { useOrderPayment } from '../lib/use-order-payment';

/** The sandbox checkout of the order being paid (Razorpay's opens by itself): checkout and order page. */
export function PaymentDialog({ payment }: { payment: ReturnType<typeof useOrderPayment> }) {
  const { t } = useTranslation(ORDERS);
  const pending = payment.sandbox;
  // The plans are offered only for an order the server says may be paid by no-cost EMI.
  const emi = useEmiOffer(pending !== null);
  return (
    <SandboxCheckout
      order={pending ? { id: pending.checkout.id, price: pending.checkout.price } : null}
      description={pending ? t('payment.order', { number: pending.number }) : ''}
      onSuccess={(result) => void payment.onSandboxSuccess(result)}
      onFailure={payment.onSandboxFailure}
      onDismiss={payment.onSandboxDismiss}
      emiMonths={emi.data?.eligible ? emi.data.months : []}
    />
  );
}
