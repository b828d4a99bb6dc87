import type { Address } from '#contracts/addresses';
import { AddressForm } from '../../../components/addresses/AddressForm';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { useTranslation } from '../../../lib/i18n';
import { ACCOUNTS } from '../i18n';

/**
 * 'Add New Address' and 'Edit Address': the address book's form in a dialog. On a phone the dialog
 * keeps to the screen's height and its form scrolls inside it.
 */
export function AddressDialog({
  open,
  address,
  onOpenChange,
  onSaved,
}: {
  open: boolean;
  /** The address being edited; without it, a new one. */
  address?: Address;
  onOpenChange: (open: boolean) => void;
  onSaved: (address: Address) => void;
}) {
  const { t } = useTranslation(ACCOUNTS);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="center"
        className="max-h-[calc(100dvh-2rem)] max-w-2xl"
        title={address ? t('addresses.dialog.editTitle') : t('addresses.dialog.addTitle')}
        description={address ? t('addresses.dialog.editDescription') : t('addresses.dialog.addDescription')}
        closeLabel={address ? t('addresses.dialog.closeEdit') : t('addresses.dialog.closeAdd')}
      >
        <div className="min-h-0 overflow-y-auto px-5 py-6 sm:px-6">
          <AddressForm address={address} onSaved={onSaved} onCancel={() => onOpenChange(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
