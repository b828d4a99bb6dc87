import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { type ShipOrderForm, shipOrderForm } from '#contracts/orders';
import { Field } from '../../../components/ui/Field';
import { errorMessage } from '../../../lib/api-client';
import { setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useChangeOrderStatus } from '../api/orders';
import { FormDialog } from './FormDialog';

/** Mark shipped: the carrier and the tracking number are both required (the member sees them). */
export function ShipOrderDialog({
  order,
  onOpenChange,
}: {
  order: { id: string; number: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
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
        title: 'Order shipped',
        description: `${order.number}: ${values.carrier} ${values.trackingNumber}. The member has been told.`,
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      setServerErrors(error, setError, (key) =>
        key === 'carrier' || key === 'trackingNumber' ? key : undefined,
      );
      toast({
        title: 'Error',
        description: errorMessage(error, 'The order could not be updated. Please try again.'),
        variant: 'destructive',
      });
    }
  });

  return (
    <FormDialog
      open={order !== null}
      onOpenChange={onOpenChange}
      title="Mark shipped"
      description="Carrier and tracking number"
      form={form}
      onSubmit={submit}
      submitLabel="Mark shipped"
      pending={change.isPending}
      pendingLabel="Saving"
    >
      <p className="text-sm text-muted">
        {order ? `Order ${order.number}. ` : ''}The member sees the carrier and the tracking number on their
        order.
      </p>
      <Field name="carrier" label="Carrier" required placeholder="Delhivery" autoComplete="off" />
      <Field name="trackingNumber" label="Tracking number" required autoComplete="off" />
    </FormDialog>
  );
}
