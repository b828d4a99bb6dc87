import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { DEFAULT_COMMISSION_RATE } from '#contracts/advisor-codes';
import {
  type CreateSalesPersonBody,
  type CreateSalesPersonInput,
  createSalesPersonBody,
  REGION_LABELS,
  SALES_MESSAGES,
} from '#contracts/sales';
import { Button } from '../../../components/ui/Button';
import { Field, Form } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { Spinner } from '../../../components/ui/Spinner';
import { setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateSalesPerson } from '../api/sales';

const EMPTY: CreateSalesPersonInput = {
  name: '',
  email: '',
  phone: '',
  region: '' as CreateSalesPersonInput['region'],
  commissionRate: DEFAULT_COMMISSION_RATE,
};

/**
 * Add a sales person: name, e-mail, phone (optional, Indian mobile), region and
 * commission rate (step 0.01, default 10.00), checked with the contract's schema. The server draws the
 * referral code. A failure is the spec's toast ('Error', 'Failed to add sales person. Please try
 * again.'); what the server says about a field shows under that field.
 */
export function AddSalesPersonForm({ onAdded }: { onAdded?: (id: string) => void }) {
  const create = useCreateSalesPerson();
  const form = useForm<CreateSalesPersonInput, unknown, CreateSalesPersonBody>({
    resolver: zodResolver(createSalesPersonBody),
    defaultValues: EMPTY,
  });
  const { handleSubmit, setError, reset } = form;

  const submit = handleSubmit(async (values) => {
    try {
      const person = await create.mutateAsync(values);
      toast({
        title: SALES_MESSAGES.added,
        description: `${person.name}: referral code ${person.referralCode}.`,
        variant: 'success',
      });
      reset(EMPTY);
      onAdded?.(person.id);
    } catch (error) {
      setServerErrors(error, setError, (key) =>
        key in EMPTY ? (key as keyof CreateSalesPersonInput) : undefined,
      );
      toast({
        title: SALES_MESSAGES.addFailedTitle,
        description: SALES_MESSAGES.addFailed,
        variant: 'destructive',
      });
    }
  });

  return (
    <Form form={form} onSubmit={submit} className="grid gap-5" aria-labelledby="add-sales-heading">
      <div>
        <h2 id="add-sales-heading" className="font-display text-2xl">
          Add Sales Person
        </h2>
        <p className="mt-1 text-sm text-muted">A unique referral code is made from the name.</p>
      </div>
      <Field name="name" label="Name" required autoComplete="off" />
      <Field name="email" label="Email" required type="email" autoComplete="off" />
      <Field name="phone" label="Phone (optional)" type="tel" inputMode="tel" placeholder="98470 12345" />
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
        <Field name="region" label="Region" required>
          {(control) => (
            <Select {...control} options={REGION_LABELS}>
              <option value="" disabled>
                Choose a region
              </option>
            </Select>
          )}
        </Field>
        <Field
          name="commissionRate"
          label="Commission rate (%)"
          hint="0 to 100, e.g. 10.00"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          max="100"
        />
      </div>
      <Button type="submit" disabled={create.isPending} className="justify-self-start">
        {create.isPending ? (
          <Spinner label="Adding" />
        ) : (
          <>
            <UserPlus aria-hidden="true" /> Add Sales Person
          </>
        )}
      </Button>
    </Form>
  );
}
