import { MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Address } from '#contracts/addresses';
import { AddressBlock } from '../../../components/addresses/AddressBlock';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useAddresses, useDeleteAddress, useSetDefaultAddress } from '../../../lib/addresses';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { ACCOUNTS } from '../i18n';
import { AddressDialog } from './AddressDialog';

function failed(title: string) {
  return (error: unknown) => toast({ title, description: errorMessage(error), variant: 'destructive' });
}

function AddressRow({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const { t } = useTranslation(ACCOUNTS);
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const busy = setDefault.isPending || remove.isPending;
  const which = t('addresses.which', { label: address.label, name: address.name, city: address.city });
  return (
    <li className="grid gap-3 border-t border-border py-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid gap-2">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-display text-xl leading-tight">{address.label}</span>
          {address.isDefault ? (
            <span className="w-fit rounded-full bg-gold/15 px-2.5 py-1 text-[0.65rem] font-semibold uppercase tracking-[0.14em] text-gold">
              {t('addresses.default')}
            </span>
          ) : null}
        </p>
        <AddressBlock address={address} />
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Button size="sm" variant="ghost" onClick={onEdit} aria-label={t('addresses.editLabel', { which })}>
          <Pencil aria-hidden="true" /> {t('addresses.edit')}
        </Button>
        {address.isDefault ? null : (
          <>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() =>
                setDefault.mutate(address.id, {
                  onSuccess: () => toast({ title: t('addresses.defaultUpdated'), variant: 'success' }),
                  onError: failed(t('addresses.defaultFailed')),
                })
              }
            >
              <Star aria-hidden="true" /> {t('addresses.setDefault')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-danger"
              disabled={busy}
              aria-label={t('addresses.deleteLabel', { which })}
              onClick={() =>
                remove.mutate(address.id, {
                  onSuccess: () => toast({ title: t('addresses.deleted'), variant: 'success' }),
                  onError: failed(t('addresses.deleteFailed')),
                })
              }
            >
              <Trash2 aria-hidden="true" /> {t('addresses.delete')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * The Overview's shipping addresses: each under its own name (Home, Office), with Add Address, edit,
 * delete (never offered for the default) and Set as Default. Adding and editing open the dialogs 'Add
 * New Address' and 'Edit Address' with the same form as checkout.
 */
export function AddressesCard() {
  const { t } = useTranslation(ACCOUNTS);
  const addresses = useAddresses();
  /** 'new', an address id being edited, or nothing. */
  const [editing, setEditing] = useState<string | null>(null);
  const list = addresses.data ?? [];
  const editingAddress = list.find((a) => a.id === editing);
  const done = (message: string) => () => {
    setEditing(null);
    toast({ title: message, variant: 'success' });
  };
  return (
    <section
      aria-labelledby="shipping-addresses"
      className="rounded-[4px] border border-border bg-surface p-5 sm:p-7"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="eyebrow text-gold">{t('addresses.eyebrow')}</p>
          <h3 id="shipping-addresses" className="mt-1.5 text-2xl md:text-3xl">
            {t('addresses.title')}
          </h3>
        </div>
        <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> {t('addresses.add')}
        </Button>
      </div>
      {addresses.isPending ? (
        <Skeleton className="mt-5 h-24 w-full" />
      ) : addresses.isError ? (
        <p className="mt-5 text-sm text-muted">{errorMessage(addresses.error, t('addresses.loadFailed'))}</p>
      ) : list.length === 0 ? (
        <p className="mt-5 flex items-center gap-2 border-t border-border pt-5 text-sm text-muted">
          <MapPin className="size-4 text-gold" aria-hidden="true" /> {t('addresses.empty')}
        </p>
      ) : (
        <ul className="mt-5">
          {list.map((a) => (
            <AddressRow key={a.id} address={a} onEdit={() => setEditing(a.id)} />
          ))}
        </ul>
      )}
      <AddressDialog
        open={editing === 'new' || editingAddress !== undefined}
        address={editingAddress}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onSaved={done(editingAddress ? t('addresses.updated') : t('addresses.saved'))}
      />
    </section>
  );
}
