import { useState } from 'react';
import type { SubAdmin } from '#contracts/staff';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useResetSecondFactor } from '../api/second-factor';
import { ConfirmDialog } from './ConfirmDialog';

/** The Sub Admins tab's "Reset two-step sign-in" (a lost phone), behind a confirm dialog. */
export function ResetSecondFactorButton({ subAdmin }: { subAdmin: SubAdmin }) {
  const [open, setOpen] = useState(false);
  const reset = useResetSecondFactor();
  const confirm = async () => {
    try {
      const answer = await reset.mutateAsync(subAdmin.id);
      toast({ title: 'Two-step sign-in reset', description: answer.message, variant: 'success' });
      setOpen(false);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <>
      <Button size="sm" variant="subtle" onClick={() => setOpen(true)}>
        Reset two-step sign-in
        <span className="sr-only"> for {subAdmin.email}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Reset two-step sign-in?"
        confirmLabel="Reset two-step sign-in"
        destructive
        pending={reset.isPending}
        onConfirm={confirm}
      >
        {`${subAdmin.email} will be signed out everywhere. Their authenticator app and recovery codes stop working, and they set up two-step sign-in again at their next sign-in.`}
      </ConfirmDialog>
    </>
  );
}
