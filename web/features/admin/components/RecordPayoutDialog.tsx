import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminAdvisor } from '#contracts/advisor-codes';
import { type PayoutInput, payoutBody } from '#contracts/commissions';
import { Field, Form, FormActions } from '../../../components/ui/Field';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { errorMessage } from '../../../lib/api-client';
import { setServerErrors } from '../../../lib/form-errors';
import { formatDate, formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { usePayouts, useRecordPayout } from '../api/advisors';
import { ADMIN } from '../i18n';

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
  const { t } = useTranslation(ADMIN);
  const record = useRecordPayout();
  const payouts = usePayouts(advisor?.id ?? null);
  const form = useForm<PayoutInput>({ resolver: zodResolver(payoutBody), defaultValues: emptyFor() });
  const { handleSubmit, setError, reset } = form;

  useEffect(() => {
    if (advisor) reset(emptyFor());
  }, [advisor, reset]);

  const submit = handleSubmit(async (values) => {
    if (!advisor) return;
    try {
      const payout = await record.mutateAsync({ advisorId: advisor.id, body: values });
      toast({
        title: t('advisors.payout.recorded'),
        description: t('advisors.payout.recordedText', {
          amount: formatRupees(payout.amount),
          name: advisor.name,
          reference: payout.reference,
        }),
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      setServerErrors(error, setError, (key) => (key === 'reference' || key === 'paidOn' ? key : undefined));
      toast({
        title: t('common.error'),
        description: errorMessage(error, t('advisors.payout.failed')),
        variant: 'destructive',
      });
    }
  });

  const earlier = (payouts.data ?? []).slice(0, 3);

  return (
    <Sheet open={advisor !== null} onOpenChange={onOpenChange}>
      <SheetContent
        side="center"
        title={t('advisors.payout.title')}
        description={t('advisors.payout.description')}
        closeLabel={t('common.close')}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        {advisor ? (
          <Form
            form={form}
            onSubmit={submit}
            className="grid gap-5 p-5 sm:p-6"
            aria-label={t('advisors.payout.title')}
          >
            <div className="grid gap-1 rounded-[4px] border border-border bg-surface-2 p-4">
              <p className="text-xs uppercase tracking-[0.14em] text-muted">
                {t('advisors.payout.payableNow')}
              </p>
              <p className="font-display text-3xl tabular-nums" data-testid="payout-amount">
                {formatRupees(advisor.commissionPayable)}
              </p>
              <p className="text-sm text-muted">
                {advisor.name} · <span className="font-mono text-xs">{advisor.code}</span>
              </p>
              {Number(advisor.commissionHeld) > 0 ? (
                <p className="text-sm text-muted">
                  {t('advisors.payout.heldNote', { amount: formatRupees(advisor.commissionHeld) })}
                </p>
              ) : null}
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field
                name="reference"
                label={t('advisors.payout.reference')}
                required
                hint={t('advisors.payout.referenceHint')}
                autoComplete="off"
              />
              <Field
                name="paidOn"
                label={t('advisors.payout.paidOn')}
                required
                type="date"
                max={todayInIndia()}
              />
            </div>
            {earlier.length > 0 ? (
              <div className="grid gap-2">
                <p className="text-xs uppercase tracking-[0.14em] text-muted">
                  {t('advisors.payout.earlier')}
                </p>
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
            <FormActions
              onCancel={() => onOpenChange(false)}
              submitLabel={t('advisors.payout.pay', { amount: formatRupees(advisor.commissionPayable) })}
              cancelLabel={t('common.cancel')}
              pending={record.isPending}
              pendingLabel={t('advisors.payout.pending')}
            />
          </Form>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
