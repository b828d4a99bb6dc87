import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Form, FormActions, type FormActionsProps } from '../../../components/ui/Field';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN } from '../i18n';

/**
 * A centred dialog holding one form (the title names both unless formLabel names the form): the fields, then Cancel and the submit
 * button. It scrolls inside itself when the form is taller than the screen.
 */
export function FormDialog<T extends FieldValues, C, O>({
  open,
  onOpenChange,
  title,
  formLabel = title,
  description,
  form,
  onSubmit,
  children,
  ...actions
}: Omit<FormActionsProps, 'onCancel' | 'className'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The form's accessible name, when it is not the title. */
  formLabel?: string;
  description: string;
  form: UseFormReturn<T, C, O>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation(ADMIN);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="center"
        title={title}
        description={description}
        closeLabel={t('common.close')}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        <Form form={form} onSubmit={onSubmit} aria-label={formLabel} className="grid gap-5 p-5 sm:p-6">
          {children}
          <FormActions onCancel={() => onOpenChange(false)} cancelLabel={t('common.cancel')} {...actions} />
        </Form>
      </SheetContent>
    </Sheet>
  );
}
