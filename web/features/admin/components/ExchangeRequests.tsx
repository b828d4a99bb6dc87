import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ExchangeRequest, exchangeDecisionBody } from '#contracts/orders';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDecideExchange, useExchanges } from '../api/orders';
import { ADMIN } from '../i18n';
import { FormDialog } from './FormDialog';

const noteForm = exchangeDecisionBody.pick({ note: true });
type NoteForm = z.infer<typeof noteForm>;
export type Decision = { exchange: ExchangeRequest; status: 'approved' | 'declined' };

/**
 * Damage reports waiting for a decision (ORDER_RULES: within 48 hours of delivery, with an unboxing
 * video): the video plays here; Accept or Decline, once, with an optional note for the member.
 */
export function ExchangeRequests({
  onOpenOrder,
  onDecide,
}: {
  onOpenOrder: (orderNumber: string) => void;
  onDecide: (d: Decision) => void;
}) {
  const { t } = useTranslation(ADMIN);
  const exchanges = useExchanges('requested');
  const rows = exchanges.data ?? [];
  if (exchanges.isPending || rows.length === 0) return null;
  return (
    <section aria-labelledby="exchanges-heading" className="grid gap-3">
      <h3 id="exchanges-heading" className="font-display text-2xl">
        {t('orders.exchanges.title')} <span className="text-muted">({rows.length})</span>
      </h3>
      <ul className="grid gap-3 lg:grid-cols-2">
        {rows.map((x) => (
          <li
            key={x.id}
            className="grid gap-3 rounded-[4px] border border-border bg-surface p-4 sm:grid-cols-[10rem_1fr]"
          >
            <video
              controls
              preload="metadata"
              src={x.videoUrl}
              className="aspect-[3/4] w-full rounded-[3px] bg-black object-contain sm:w-40"
              aria-label={t('orders.exchanges.video', { name: x.productName })}
            >
              <track kind="captions" />
            </video>
            <div className="grid content-start gap-2 text-sm">
              <p className="font-medium">{x.productName}</p>
              <button
                type="button"
                onClick={() => onOpenOrder(x.orderNumber)}
                className="justify-self-start text-left font-mono text-xs underline-offset-4 hover:underline"
              >
                {x.orderNumber}
              </button>
              <p className="text-muted">{x.reason}</p>
              <p className="text-xs text-muted">
                {t('orders.exchanges.reported', { when: formatDateTime(x.createdAt) })}
              </p>
              <div className="mt-1 flex flex-wrap gap-2">
                <Button size="sm" onClick={() => onDecide({ exchange: x, status: 'approved' })}>
                  {t('orders.exchanges.accept')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onDecide({ exchange: x, status: 'declined' })}
                >
                  {t('orders.exchanges.decline')}
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Accept or decline a damage report, with an optional note the member reads. */
export function DecideExchangeDialog({
  decision,
  onOpenChange,
}: {
  decision: Decision | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(ADMIN);
  const decide = useDecideExchange();
  const form = useForm<NoteForm>({ resolver: zodResolver(noteForm), defaultValues: { note: '' } });
  const { handleSubmit, reset } = form;
  useEffect(() => {
    if (decision) reset({ note: '' });
  }, [decision, reset]);
  const accepting = decision?.status === 'approved';

  const submit = handleSubmit(async ({ note }) => {
    if (!decision) return;
    try {
      await decide.mutateAsync({
        id: decision.exchange.id,
        status: decision.status,
        note: note || undefined,
      });
      toast({
        title: accepting ? t('orders.exchanges.accepted') : t('orders.exchanges.declined'),
        description: t('orders.exchanges.toastText', {
          name: decision.exchange.productName,
          number: decision.exchange.orderNumber,
        }),
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: t('common.error'),
        description: errorMessage(error, t('orders.exchanges.failed')),
        variant: 'destructive',
      });
    }
  });

  return (
    <FormDialog
      open={decision !== null}
      onOpenChange={onOpenChange}
      title={accepting ? t('orders.exchanges.acceptTitle') : t('orders.exchanges.declineTitle')}
      formLabel={t('orders.exchanges.formLabel')}
      description={t('orders.exchanges.description')}
      form={form}
      onSubmit={submit}
      submitLabel={accepting ? t('orders.exchanges.accept') : t('orders.exchanges.decline')}
      destructive={!accepting}
      pending={decide.isPending}
      pendingLabel={t('common.saving')}
    >
      <p className="text-sm leading-relaxed text-muted">
        {accepting ? t('orders.exchanges.acceptText') : t('orders.exchanges.declineText')}
      </p>
      <Field name="note" label={t('orders.exchanges.note')}>
        {(control) => <Textarea {...control} rows={3} className="min-h-24" />}
      </Field>
    </FormDialog>
  );
}
