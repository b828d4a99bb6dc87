import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { ADMIN } from '../i18n';
import { ConfirmDialog } from './ConfirmDialog';

interface Switchable {
  id: string;
  isActive: boolean;
}

/**
 * Deactivate (or activate again) an account staff look after, once confirmed: the dialog says what
 * will happen, the toast what did (or the server's reason it did not).
 */
export function ActiveToggleDialog<T extends Switchable>({
  target,
  onClose,
  setActive,
  pending,
  titles,
  messages,
  describe,
  children,
}: {
  /** The account to switch; null while the dialog is closed. */
  target: T | null;
  onClose: () => void;
  setActive: (change: { id: string; active: boolean }) => Promise<T>;
  pending: boolean;
  titles: { deactivate: string; activate: string };
  messages: { activated: string; deactivated: string; updateFailed?: string };
  /** How the toast names the account. */
  describe: (account: T) => string;
  /** What the dialog says will happen. */
  children: (account: T) => string;
}) {
  const { t } = useTranslation(ADMIN);
  const confirm = async () => {
    if (!target) return;
    const active = !target.isActive;
    try {
      const done = await setActive({ id: target.id, active });
      toast({
        title: active ? messages.activated : messages.deactivated,
        description: describe(done),
        variant: 'success',
      });
      onClose();
    } catch (error) {
      toast({
        title: t('common.error'),
        description: errorMessage(error, messages.updateFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={target?.isActive ? titles.deactivate : titles.activate}
      confirmLabel={target?.isActive ? t('toggle.deactivate') : t('toggle.activate')}
      destructive={target?.isActive}
      pending={pending}
      onConfirm={confirm}
    >
      {target ? children(target) : null}
    </ConfirmDialog>
  );
}
