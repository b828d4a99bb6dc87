import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { type ShipOrderForm, shipOrderForm } from '#contracts/orders';
import { Field } from '../../../components/ui/Field';
import { errorMessage } from '../../../lib/api-client';
import { setServerErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useChangeOrderStatus } from '../api/orders';
import { ADMIN } from '../i18n';
import { FormDialog } from './FormDialog';

/** Mark shipped: the carrier and the tracking number are both required (the member sees them). */
export function ShipOrderDialog({
  order,
  onOpenChange,
}: {
  order: { id: string; number: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(ADMIN);
  const change = useChangeOrderStatus();
  const form = useForm<ShipOrderForm>({
    resolver: zodResolver(shipOrderForm),
    defaultValues: { carrier: '', trackingNumber: '' },
  });
  const { handleSubmit, reset, setError } = form;
  useEffect(() => {
    if (order) reset({ carrier: '', trackingNumber: '' });
  }, [order, reset]);

  const submit = handleSubmit(async (values) => {
    if (!order) return;
    try {
      await change.mutateAsync({ id: order.id, body: { status: 'shipped', ...values } });
      toast({
        title: t('orders.ship.toast'),
        description: t('orders.ship.toastText', {
          number: order.number,
          carrier: values.carrier,
          tracking: values.trackingNumber,
        }),
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      setServerErrors(error, setError, (key) =>
        key === 'carrier' || key === 'trackingNumber' ? key : undefined,
      );
      toast({
        title: t('common.error'),
        description: errorMessage(error, t('orders.ship.failed')),
        variant: 'destructive',
      });
    }
  });

  return (
    <FormDialog
      open={order !== null}
      onOpenChange={onOpenChange}
      title={t('orders.ship.title')}
      description={t('orders.ship.description')}
      form={form}
      onSubmit={submit}
      submitLabel={t('orders.ship.title')}
      pending={change.isPending}
      pendingLabel={t('common.saving')}
    >
      <p className="text-sm text-muted">
        {order ? t('orders.ship.textNumber', { number: order.number }) : t('orders.ship.text')}
      </p>
      <Field
        name="carrier"
        label={t('orders.ship.carrier')}
        required
        placeholder={t('orders.ship.carrierExample')}
        autoComplete="off"
      />
      <Field name="trackingNumber" label={t('orders.ship.tracking')} required autoComplete="off" />
    </FormDialog>
  );
}
