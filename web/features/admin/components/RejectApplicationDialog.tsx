import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  APPLICATION_MESSAGES,
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
import { toast } from '../../../lib/toast';
import { useRejectApplication } from '../api/applications';
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
        title: APPLICATION_MESSAGES.rejected,
        description: `${formatRupees(done.amount)} refunded to ${applicantName(done)}; the reason has been e-mailed.`,
        variant: 'success',
      });
      onDone(done);
    } catch (error) {
      setServerErrors(error, setError, (key) => (key === 'reason' ? 'reason' : undefined));
      toast({
        title: 'Error',
        description: errorMessage(error, APPLICATION_MESSAGES.reviewFailed),
        variant: 'destructive',
      });
    }
  });

  return (
    <FormDialog
      open={application !== null}
      onOpenChange={onOpenChange}
      title="Reject application"
      description="Reject with a reason"
      form={form}
      onSubmit={submit}
      submitLabel="Reject and refund"
      destructive
      pending={reject.isPending}
      pendingLabel="Rejecting"
    >
      <p className="text-sm leading-relaxed text-muted">
        {application
          ? `${applicantName(application)} gets the joining fee of ${formatRupees(application.amount)} back in full, and an e-mail with your reason.`
          : null}
      </p>
      <Field
        name="reason"
        label="Reason (sent to the applicant)"
        required
        hint={`Up to ${REJECT_REASON_MAX} characters, in words the applicant can act on.`}
      >
        {(control) => <Textarea {...control} />}
      </Field>
    </FormDialog>
  );
}
