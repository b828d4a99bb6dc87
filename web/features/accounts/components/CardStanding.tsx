import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, CalendarClock, Lock, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import type { CardLife } from '#contracts/membership';
import { useGatewayPayment } from '../../../components/payments/use-gateway-payment';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatLongDate, formatMonthYear, formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { usePaymentConfig } from '../../../lib/payments/gateway';
import { toast } from '../../../lib/toast';
import { openCardPayment } from '../api/card-life';
import { ACCOUNTS } from '../i18n';

/**
 * The card and the Terms' rules that keep it active: this month's LIMITED-EDITION piece for Premium and Gold,
 * Platinum's year and its Signature waiver, and, when the card is inactive (or Platinum is due), the
 * payment that restores it: the ₹1,000 re-entry fee or the renewal.
 */
export function CardStanding({ life }: { life: CardLife }) {
  const { t } = useTranslation(ACCOUNTS);
  const client = useQueryClient();
  const config = usePaymentConfig();
  const kind = life.payment?.kind;
  const payment = useGatewayPayment({
    description: kind === 'renewal' ? t('standing.renewalPayment') : t('standing.reEntryPayment'),
    onPaid: async () => {
      await client.invalidateQueries();
      toast({
        title: kind === 'renewal' ? t('standing.renewedTitle') : t('standing.reactivatedTitle'),
        description:
          kind === 'renewal' ? t('standing.renewedDescription') : t('standing.reactivatedDescription'),
        variant: 'success',
      });
    },
  });
  const start = useMutation({
    mutationFn: () => openCardPayment(kind!),
    onSuccess: (opened) => payment.pay(opened),
    onError: (error) =>
      toast({
        title: t('standing.paymentFailed'),
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
        <Spinner label={t('standing.opening')} />
      ) : (
        <>
          <Lock aria-hidden="true" />
          {t(life.payment.kind === 'renewal' ? 'standing.renewFor' : 'standing.reactivateFor', {
            fee: formatRupees(life.payment.fee),
          })}
        </>
      )}
    </Button>
  ) : null;

  let icon = <CalendarCheck aria-hidden="true" className="size-5 text-success" />;
  let title: string;
  let text: string;
  if (life.status === 'inactive') {
    icon = <RotateCcw aria-hidden="true" className="size-5 text-danger" />;
    title = life.plan === 'platinum' ? t('standing.platinumEnded') : t('standing.inactive');
    text =
      life.plan === 'platinum'
        ? t('standing.platinumEndedText')
        : life.inactiveSince
          ? t('standing.inactiveSince', { date: formatDate(life.inactiveSince) })
          : t('standing.inactiveText');
  } else if (life.renewal) {
    icon = <CalendarClock aria-hidden="true" className="size-5 text-gold" />;
    title = t('standing.renewalTitle', { date: formatDate(life.renewal.endsAt) });
    text = t('standing.renewalText', { fee: formatRupees(life.renewal.fee) });
  } else if (life.monthly?.bought) {
    title = t('standing.chosenTitle', { month: formatMonthYear(life.monthly.monthStartsOn) });
    text = t('standing.chosenText');
  } else if (life.monthly) {
    icon = <CalendarClock aria-hidden="true" className="size-5 text-gold" />;
    title = t('standing.chooseTitle', { month: formatMonthYear(life.monthly.monthStartsOn) });
    text = t('standing.chooseText', { deadline: formatLongDate(life.monthly.deadlineOn) });
  } else {
    return null;
  }

  return (
    <section
      aria-label={t('standing.region')}
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
                {t('standing.openLimited')}
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
