import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  ADVISOR_MESSAGES,
  type CreateAdvisorBody,
  type CreateAdvisorInput,
  createAdvisorBody,
  DEFAULT_COMMISSION_RATE,
} from '#contracts/advisor-codes';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { errorMessage } from '../../../lib/api-client';
import { setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateAdvisor } from '../api/advisors';
import { useSubAdmins } from '../api/subadmins';
import { FormDialog } from './FormDialog';

const EMPTY: CreateAdvisorInput = {
  name: '',
  email: '',
  phone: '',
  commissionRate: DEFAULT_COMMISSION_RATE,
  assignedTo: '',
};

/**
 * Create Advisor Code: name, e-mail, phone (optional), commission rate (step 0.01,
 * default 10.00) and, for an admin, the sub-admin it is assigned to. The server draws the code.
 */
export function CreateAdvisorDialog({
  open,
  onOpenChange,
  isAdmin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isAdmin: boolean;
}) {
  const create = useCreateAdvisor();
  const subAdmins = useSubAdmins(isAdmin && open);
  const form = useForm<CreateAdvisorInput, unknown, CreateAdvisorBody>({
    resolver: zodResolver(createAdvisorBody),
    defaultValues: EMPTY,
  });
  const { handleSubmit, setError, reset } = form;

  const close = (next: boolean) => {
    if (!next) reset(EMPTY);
    onOpenChange(next);
  };

  const submit = handleSubmit(async (values) => {
    try {
      const advisor = await create.mutateAsync(values);
      toast({
        title: ADVISOR_MESSAGES.created,
        description: `${advisor.code} for ${advisor.name}.`,
        variant: 'success',
      });
      close(false);
    } catch (error) {
      setServerErrors(error, setError, (key) =>
        key in EMPTY ? (key as keyof CreateAdvisorInput) : undefined,
      );
      toast({
        title: 'Error',
        description: errorMessage(error, ADVISOR_MESSAGES.createFailed),
        variant: 'destructive',
      });
    }
  });

  const activeSubAdmins = (subAdmins.data ?? []).filter((s) => s.isActive);

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Create Advisor Code"
      description="A new fashion advisor and their referral code"
      form={form}
      onSubmit={submit}
      submitLabel="Create Code"
      pending={create.isPending}
      pendingLabel="Creating"
    >
      <p className="text-sm text-muted">
        The code is made from the advisor’s name and is unique. It goes into every share link.
      </p>
      <Field name="name" label="Name" required autoComplete="off" />
      <Field name="email" label="Email" required type="email" autoComplete="off" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="phone" label="Phone (optional)" type="tel" placeholder="+91 98470 12345" />
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
      {isAdmin ? (
        <Field
          name="assignedTo"
          label="Assign to a sub-admin"
          hint={
            subAdmins.isSuccess && activeSubAdmins.length === 0
              ? 'No active sub-admins yet: create one in Sub Admins.'
              : 'The sub-admin who looks after this advisor (optional).'
          }
        >
          {(control) => (
            <Select
              {...control}
              placeholder="Not assigned"
              options={activeSubAdmins.map((s) => ({ value: s.id, label: s.email }))}
            />
          )}
        </Field>
      ) : (
        <p className="text-sm text-muted">The new advisor will be assigned to you.</p>
      )}
    </FormDialog>
  );
}
