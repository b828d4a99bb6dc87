import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { type ShipOrderForm, shipOrderForm } from '#contracts/orders';
import { Button } from '../../../components/ui/Button';
import { InputField } from '../../../components/ui/Field';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useChangeOrderStatus } from '../api/orders';

/** Mark shipped: the carrier and the tracking number are both required (the member sees them). */
export function ShipOrderDialog({
  order,
  onOpenChange,
}: {
  order: { id: string; number: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const change = useChangeOrderStatus();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ShipOrderForm>({
    resolver: zodResolver(shipOrderForm),
    defaultValues: { carrier: '', trackingNumber: '' },
  });
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
    <Sheet open={order !== null} onOpenChange={onOpenChange}>
      <SheetContent side="center" title="Mark shipped" description="Carrier and tracking number">
        <form onSubmit={submit} noValidate className="grid gap-5 p-5 sm:p-6" aria-label="Mark shipped">
          <p className="text-sm text-muted">
            {order ? `Order ${order.number}. ` : ''}The member sees the carrier and the tracking number on
            their order.
          </p>
          <InputField
            label="Carrier"
            required
            error={errors.carrier?.message}
            placeholder="Delhivery"
            autoComplete="off"
            {...register('carrier')}
          />
          <InputField
            label="Tracking number"
            required
            error={errors.trackingNumber?.message}
            autoComplete="off"
            {...register('trackingNumber')}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? <Spinner label="Saving" /> : 'Mark shipped'}
            </Button>
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}
