import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, CalendarClock, Lock, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import type { CardLife } from '#contracts/membership';
import { useGatewayPayment } from '../../../components/payments/use-gateway-payment';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatRupees } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { usePaymentConfig } from '../../../lib/payments/gateway';
import { toast } from '../../../lib/toast';
import { openCardPayment } from '../api/card-life';

/**
 * The card and the Terms' rules that keep it active: this month's LIMITED-EDITION piece for Premium and Gold,
 * Platinum's year and its Signature waiver, and, when the card is inactive (or Platinum is due), the
 * payment that restores it: the ₹1,000 re-entry fee or the renewal.
 */
export function CardStanding({ life }: { life: CardLife }) {
  const client = useQueryClient();
  const config = usePaymentConfig();
  const kind = life.payment?.kind;
  const payment = useGatewayPayment({
    description: kind === 'renewal' ? 'Platinum renewal' : 'Card re-entry fee',
    onPaid: async () => {
      await client.invalidateQueries();
      toast({
        title: kind === 'renewal' ? 'Card renewed' : 'Card reactivated',
        description:
          kind === 'renewal'
            ? 'Your Platinum card runs for another year.'
            : 'Your card is active again: the Limited Edition is open to you.',
        variant: 'success',
      });
    },
  });
  const start = useMutation({
    mutationFn: () => openCardPayment(kind!),
    onSuccess: (opened) => payment.pay(opened),
    onError: (error) =>
      toast({
        title: 'Could not start the payment',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });

  const busy = start.isPending || payment.verifying;
  const action = life.payment ? (
    <Button
      variant={life.status === 'inactive' ? 'gold' : 'outline'}
      onClick={() => start.mutate()}
      disabled={busy || !config.isSuccess}
      className="w-full sm:w-auto"
    >
      {busy ? (
        <Spinner label="Opening payment" />
      ) : (
        <>
          <Lock aria-hidden="true" />
          {life.payment.kind === 'renewal' ? 'Renew for' : 'Reactivate for'} {formatRupees(life.payment.fee)}
        </>
      )}
    </Button>
  ) : null;

  let icon = <CalendarCheck aria-hidden="true" className="size-5 text-success" />;
  let title: string;
  let text: string;
  if (life.status === 'inactive') {
    icon = <RotateCcw aria-hidden="true" className="size-5 text-danger" />;
    title = life.plan === 'platinum' ? 'Your Platinum year has ended' : 'Your card is inactive';
    text =
      life.plan === 'platinum'
        ? 'Renew your card to open the Limited Edition and Signature collections again, for another year.'
        : `Your card became inactive${life.inactiveSince ? ` on ${formatDate(life.inactiveSince)}` : ''} after a month without a Limited Edition piece. Pay the re-entry fee to reactivate it at once.`;
  } else if (life.renewal) {
    icon = <CalendarClock aria-hidden="true" className="size-5 text-gold" />;
    title = `Next renewal: ${formatDate(life.renewal.endsAt)}`;
    text = `The yearly fee is ${formatRupees(life.renewal.fee)}, waived when you buy from the Signature collection before then.`;
  } else if (life.monthly?.bought) {
    title = `Your ${life.monthly.month} design is chosen`;
    text = 'Thank you: your card stays active this month.';
  } else if (life.monthly) {
    icon = <CalendarClock aria-hidden="true" className="size-5 text-gold" />;
    title = `Choose your ${life.monthly.month} design`;
    text = `One Limited Edition piece by ${life.monthly.deadline} keeps your card active.`;
  } else {
    return null;
  }

  return (
    <section
      aria-label="Your card this month"
      className={`rounded-[4px] border p-5 sm:p-6 ${life.status === 'inactive' ? 'border-danger/50 bg-danger/5' : 'border-border bg-surface'}`}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <span className="mt-0.5 shrink-0">{icon}</span>
          <div>
            <h3 className="font-display text-xl">{title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
            {life.monthly && !life.monthly.bought ? (
              <Link to={paths.limitedEdition} className="mt-2 inline-block text-sm text-accent underline">
                Open the Limited Edition
              </Link>
            ) : null}
          </div>
        </div>
        {action}
      </div>
      {payment.dialog}
    </section>
  );
}
