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
import { Button } from '../../../components/ui/Button';
import { FieldShell } from '../../../components/ui/Field';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { setServerErrors } from '../../../lib/form-errors';
import { formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useRejectApplication } from '../api/applications';
import { applicantName } from './application-text';

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
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form;
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
    <Sheet open={application !== null} onOpenChange={onOpenChange}>
      <SheetContent side="center" title="Reject application" description="Reject with a reason">
        <form onSubmit={submit} noValidate className="grid gap-5 p-5 sm:p-6" aria-label="Reject application">
          <p className="text-sm leading-relaxed text-muted">
            {application
              ? `${applicantName(application)} gets the joining fee of ${formatRupees(application.amount)} back in full, and an e-mail with your reason.`
              : null}
          </p>
          <FieldShell
            label="Reason (sent to the applicant)"
            required
            hint={`Up to ${REJECT_REASON_MAX} characters, in words the applicant can act on.`}
            error={errors.reason?.message}
          >
            {(ids) => (
              <textarea
                id={ids.id}
                rows={4}
                aria-invalid={ids.invalid}
                aria-describedby={ids.describedBy}
                className="min-h-28 w-full resize-y rounded-[3px] border border-border bg-surface px-4 py-3 text-[0.95rem] leading-relaxed text-text transition-colors hover:border-text/30 focus-visible:border-gold aria-invalid:border-danger"
                {...register('reason')}
              />
            )}
          </FieldShell>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={reject.isPending}>
              {reject.isPending ? <Spinner label="Rejecting" /> : 'Reject and refund'}
            </Button>
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}
