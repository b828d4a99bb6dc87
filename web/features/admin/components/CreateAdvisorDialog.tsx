import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type CreateAdvisorBody,
  type CreateAdvisorInput,
  createAdvisorBody,
  DEFAULT_COMMISSION_RATE,
} from '#contracts/advisor-codes';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { errorMessage } from '../../../lib/api-client';
import { setServerErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCreateAdvisor } from '../api/advisors';
import { useSubAdmins } from '../api/subadmins';
import { ADMIN } from '../i18n';
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
  const { t } = useTranslation(ADMIN);
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
        title: t('advisors.form.created'),
        description: t('advisors.form.createdText', { code: advisor.code, name: advisor.name }),
        variant: 'success',
      });
      close(false);
    } catch (error) {
      setServerErrors(error, setError, (key) =>
        key in EMPTY ? (key as keyof CreateAdvisorInput) : undefined,
      );
      toast({
        title: t('common.error'),
        description: errorMessage(error, t('advisors.form.createFailed')),
        variant: 'destructive',
      });
    }
  });

  const activeSubAdmins = (subAdmins.data ?? []).filter((s) => s.isActive);

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t('advisors.form.title')}
      description={t('advisors.form.description')}
      form={form}
      onSubmit={submit}
      submitLabel={t('advisors.form.submit')}
      pending={create.isPending}
      pendingLabel={t('advisors.form.pending')}
    >
      <p className="text-sm text-muted">{t('advisors.form.intro')}</p>
      <Field name="name" label={t('advisors.form.name')} required autoComplete="off" />
      <Field name="email" label={t('advisors.form.email')} required type="email" autoComplete="off" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          name="phone"
          label={t('advisors.form.phone')}
          type="tel"
          placeholder={t('advisors.form.phoneExample')}
        />
        <Field
          name="commissionRate"
          label={t('advisors.form.rate')}
          hint={t('advisors.form.rateHint')}
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
          label={t('advisors.form.assign')}
          hint={
            subAdmins.isSuccess && activeSubAdmins.length === 0
              ? t('advisors.form.assignNone')
              : t('advisors.form.assignHint')
          }
        >
          {(control) => (
            <Select
              {...control}
              placeholder={t('advisors.form.notAssigned')}
              options={activeSubAdmins.map((s) => ({ value: s.id, label: s.email }))}
            />
          )}
        </Field>
      ) : (
        <p className="text-sm text-muted">{t('advisors.form.assignedToYou')}</p>
      )}
    </FormDialog>
  );
}
