import type { Address } from '#contracts/addresses';
import { AddressForm } from '../../../components/addresses/AddressForm';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';

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
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="center"
        className="max-h-[calc(100dvh-2rem)] max-w-2xl"
        title={address ? 'Edit Address' : 'Add New Address'}
        description={
          address
            ? 'Change the name, the recipient or the address.'
            : 'Name the address (Home, Office) and say who receives the parcel and where.'
        }
        closeLabel={address ? 'Close edit address dialog' : 'Close add address dialog'}
      >
        <div className="min-h-0 overflow-y-auto px-5 py-6 sm:px-6">
          <AddressForm address={address} onSaved={onSaved} onCancel={() => onOpenChange(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
