import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { Sheet, SheetClose, SheetContent } from '../../../components/ui/Sheet';
import { Spinner } from '../../../components/ui/Spinner';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN } from '../i18n';

/** "Are you sure?" for a staff action: the title, what will happen, Cancel and the action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  destructive,
  pending,
  disabled,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  pending?: boolean;
  /** The action cannot run yet (e.g. a field the dialog asks for is empty). */
  disabled?: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(ADMIN);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="center" title={title} description={title} closeLabel={t('common.close')}>
        <div className="grid gap-6 p-5 sm:p-6">
          <div className="text-sm leading-relaxed text-muted">{children}</div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <SheetClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </SheetClose>
            <Button
              variant={destructive ? 'destructive' : 'primary'}
              onClick={onConfirm}
              disabled={pending || disabled}
            >
              {pending ? <Spinner label={confirmLabel} /> : confirmLabel}
            </Button>
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}
