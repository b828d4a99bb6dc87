import { useState } from 'react';
import type { SubAdmin } from '#contracts/staff';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useResetSecondFactor } from '../api/second-factor';
import { ADMIN } from '../i18n';
import { ConfirmDialog } from './ConfirmDialog';

/** The Sub Admins tab's "Reset two-step sign-in" (a lost phone), behind a confirm dialog. */
export function ResetSecondFactorButton({ subAdmin }: { subAdmin: SubAdmin }) {
  const { t } = useTranslation(ADMIN);
  const [open, setOpen] = useState(false);
  const reset = useResetSecondFactor();
  const confirm = async () => {
    try {
      const answer = await reset.mutateAsync(subAdmin.id);
      toast({ title: t('subadmins.reset.done'), description: answer.message, variant: 'success' });
      setOpen(false);
    } catch (error) {
      toast({ title: t('common.error'), description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <>
      <Button size="sm" variant="subtle" onClick={() => setOpen(true)}>
        {t('subadmins.reset.button')}
        <span className="sr-only">{t('subadmins.reset.for', { email: subAdmin.email })}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('subadmins.reset.title')}
        confirmLabel={t('subadmins.reset.button')}
        destructive
        pending={reset.isPending}
        onConfirm={confirm}
      >
        {t('subadmins.reset.text', { email: subAdmin.email })}
      </ConfirmDialog>
    </>
  );
}
