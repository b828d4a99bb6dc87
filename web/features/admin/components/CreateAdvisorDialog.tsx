import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  ADVISOR_MESSAGES,
  type CreateAdvisorBody,
  type CreateAdvisorInput,
  createAdvisorBody,
  DEFAULT_COMMISSION_RATE,
} from '#contracts/advisor-codes';
import { Button } from '../../../components/ui/Button';
import { FieldShell, InputField } from '../../../components/ui/Field';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateAdvisor } from '../api/advisors';
import { useSubAdmins } from '../api/subadmins';

const EMPTY: CreateAdvisorInput = {
  name: '',
  email: '',
  phone: '',
  commissionRate: DEFAULT_COMMISSION_RATE,
  assignedTo: '',
};

/**
 * Create Advisor Code (spec 3 section 2): name, e-mail, phone (optional), commission rate (step 0.01,
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
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;

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
    <Sheet open={open} onOpenChange={close}>
      <SheetContent
        side="center"
        title="Create Advisor Code"
        description="A new fashion advisor and their referral code"
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        <form onSubmit={submit} noValidate className="grid gap-5 p-5 sm:p-6" aria-label="Create Advisor Code">
          <p className="text-sm text-muted">
            The code is made from the advisor’s name and is unique. It goes into every share link.
          </p>
          <InputField
            label="Name"
            required
            error={errors.name?.message}
            autoComplete="off"
            {...register('name')}
          />
          <InputField
            label="Email"
            required
            error={errors.email?.message}
            type="email"
            autoComplete="off"
            {...register('email')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              label="Phone (optional)"
              error={errors.phone?.message}
              type="tel"
              placeholder="+91 98470 12345"
              {...register('phone')}
            />
            <InputField
              label="Commission rate (%)"
              hint="0 to 100, e.g. 10.00"
              error={errors.commissionRate?.message}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              max="100"
              {...register('commissionRate')}
            />
          </div>
          {isAdmin ? (
            <FieldShell
              label="Assign to a sub-admin"
              hint={
                subAdmins.isSuccess && activeSubAdmins.length === 0
                  ? 'No active sub-admins yet: create one in Sub Admins.'
                  : 'The sub-admin who looks after this advisor (optional).'
              }
              error={errors.assignedTo?.message}
            >
              {(ids) => (
                <select
                  id={ids.id}
                  aria-invalid={ids.invalid}
                  aria-describedby={ids.describedBy}
                  className="h-12 w-full rounded-[3px] border border-border bg-surface px-4 text-[0.95rem] text-text transition-colors hover:border-text/30 focus-visible:border-gold aria-invalid:border-danger"
                  {...register('assignedTo')}
                >
                  <option value="">Not assigned</option>
                  {activeSubAdmins.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.email}
                    </option>
                  ))}
                </select>
              )}
            </FieldShell>
          ) : (
            <p className="text-sm text-muted">The new advisor will be assigned to you.</p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <Spinner label="Creating" /> : 'Create Code'}
            </Button>
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}
