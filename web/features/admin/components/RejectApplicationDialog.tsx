import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  type Application,
  REJECT_REASON_MAX,
  type RejectApplicationBody,
  rejectApplicationBody,
} from '#contracts/applications';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { errorMessage } from '../../../lib/api-client';
import { setServerErrors } from '../../../lib/form-errors';
import { formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useRejectApplication } from '../api/applications';
import { ADMIN } from '../i18n';
import { applicantName } from './application-text';
import { FormDialog } from './FormDialog';

/** Reject with a reason (required: it is e-mailed to the applicant); the fee is refunded in full. */
export function RejectApplicationDialog({
  application,
  onOpenChange,
  onDone,
}: {
  application: Application | null;
  onOpenChange: (open: boolean) => void;
  onDone: (application: Application) => void;
}) {
  const { t } = useTranslation(ADMIN);
  const reject = useRejectApplication();
  const form = useForm<RejectApplicationBody>({
    resolver: zodResolver(rejectApplicationBody),
    defaultValues: { reason: '' },
  });
  const { handleSubmit, reset, setError } = form;
  useEffect(() => {
    if (application) reset({ reason: '' });
  }, [application, reset]);

  const submit = handleSubmit(async ({ reason }) => {
    if (!application) return;
    try {
      const done = await reject.mutateAsync({ id: application.id, reason });
      toast({
        title: t('applications.rejectedToast'),
        description: t('applications.reject.done', {
          amount: formatRupees(done.amount),
          name: applicantName(done, t('applications.applicant')),
        }),
        variant: 'success',
      });
      onDone(done);
    } catch (error) {
      setServerErrors(error, setError, (key) => (key === 'reason' ? 'reason' : undefined));
      toast({
        title: t('common.error'),
        description: errorMessage(error, t('applications.reviewFailed')),
        variant: 'destructive',
      });
    }
  });

  return (
    <FormDialog
      open={application !== null}
      onOpenChange={onOpenChange}
      title={t('applications.reject.title')}
      description={t('applications.reject.description')}
      form={form}
      onSubmit={submit}
      submitLabel={t('applications.reject.submit')}
      destructive
      pending={reject.isPending}
      pendingLabel={t('applications.reject.pending')}
    >
      <p className="text-sm leading-relaxed text-muted">
        {application
          ? t('applications.reject.text', {
              name: applicantName(application, t('applications.applicant')),
              amount: formatRupees(application.amount),
            })
          : null}
      </p>
      <Field
        name="reason"
        label={t('applications.reject.reason')}
        required
        hint={t('applications.reject.hint', { max: REJECT_REASON_MAX })}
      >
        {(control) => <Textarea {...control} />}
      </Field>
    </FormDialog>
  );
}
