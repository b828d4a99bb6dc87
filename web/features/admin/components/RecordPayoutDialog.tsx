import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminAdvisor } from '#contracts/advisor-codes';
import { COMMISSION_MESSAGES, type PayoutInput, payoutBody } from '#contracts/commissions';
import { Button } from '../../../components/ui/Button';
import { InputField } from '../../../components/ui/Field';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { setServerErrors } from '../../../lib/form-errors';
import { formatDate, formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { usePayouts, useRecordPayout } from '../api/advisors';

/** Today in India (the payout's date defaults to it). */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

const emptyFor = (): PayoutInput => ({ reference: '', paidOn: todayInIndia() });

/**
 * Record payout (admins): every payable commission of the advisor at this moment, in one payout with the
 * bank reference and the date it was paid. The server pays exactly what is payable when it arrives, and
 * the same reference twice is the same payout (a double click pays once).
 */
export function RecordPayoutDialog({
  advisor,
  onOpenChange,
}: {
  advisor: AdminAdvisor | null;
  onOpenChange: (open: boolean) => void;
}) {
  const record = useRecordPayout();
  const payouts = usePayouts(advisor?.id ?? null);
  const form = useForm<PayoutInput>({ resolver: zodResolver(payoutBody), defaultValues: emptyFor() });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (advisor) reset(emptyFor());
  }, [advisor, reset]);

  const submit = handleSubmit(async (values) => {
    if (!advisor) return;
    try {
      const payout = await record.mutateAsync({ advisorId: advisor.id, body: values });
      toast({
        title: COMMISSION_MESSAGES.payoutRecorded,
        description: `${formatRupees(payout.amount)} to ${advisor.name}, reference ${payout.reference}.`,
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      setServerErrors(error, setError, (key) => (key === 'reference' || key === 'paidOn' ? key : undefined));
      toast({
        title: 'Error',
        description: errorMessage(error, COMMISSION_MESSAGES.payoutFailed),
        variant: 'destructive',
      });
    }
  });

  const earlier = (payouts.data ?? []).slice(0, 3);

  return (
    <Sheet open={advisor !== null} onOpenChange={onOpenChange}>
      <SheetContent
        side="center"
        title="Record payout"
        description="Pay out the advisor's payable commission"
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        {advisor ? (
          <form onSubmit={submit} noValidate className="grid gap-5 p-5 sm:p-6" aria-label="Record payout">
            <div className="grid gap-1 rounded-[4px] border border-border bg-surface-2 p-4">
              <p className="text-xs uppercase tracking-[0.14em] text-muted">Payable now</p>
              <p className="font-display text-3xl tabular-nums" data-testid="payout-amount">
                {formatRupees(advisor.commissionPayable)}
              </p>
              <p className="text-sm text-muted">
                {advisor.name} · <span className="font-mono text-xs">{advisor.code}</span>
              </p>
              {Number(advisor.commissionHeld) > 0 ? (
                <p className="text-sm text-muted">
                  {formatRupees(advisor.commissionHeld)} is held for a decision and is not included.
                </p>
              ) : null}
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <InputField
                label="Payment reference"
                required
                hint="The bank transfer or UPI reference"
                error={errors.reference?.message}
                autoComplete="off"
                {...register('reference')}
              />
              <InputField
                label="Paid on"
                required
                error={errors.paidOn?.message}
                type="date"
                max={todayInIndia()}
                {...register('paidOn')}
              />
            </div>
            {earlier.length > 0 ? (
              <div className="grid gap-2">
                <p className="text-xs uppercase tracking-[0.14em] text-muted">Earlier payouts</p>
                <ul className="divide-y divide-border rounded-[4px] border border-border text-sm">
                  {earlier.map((p) => (
                    <li key={p.id} className="flex items-center justify-between gap-3 px-3 py-2">
                      <span className="min-w-0 truncate">
                        {formatDate(p.paidOn)} · <span className="text-muted">{p.reference}</span>
                      </span>
                      <span className="tabular-nums">{formatRupees(p.amount)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={record.isPending}>
                {record.isPending ? (
                  <Spinner label="Recording" />
                ) : (
                  `Pay ${formatRupees(advisor.commissionPayable)}`
                )}
              </Button>
            </div>
          </form>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
