import type { Address, AddressInput, AddressSnapshot } from '../../../contracts/addresses.ts';
import { addressInput } from '../../../contracts/addresses.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import * as repo from './addresses-repo.ts';

/** A member keeps at most this many delivery addresses. */
export const MAX_ADDRESSES = 20;

export const ADDRESS_LIMIT_MESSAGE = `You can keep up to ${MAX_ADDRESSES} addresses. Please remove one first.`;
export const ADDRESS_MESSAGES_SERVER = {
  notFound: 'Address not found.',
  defaultCannotGo: 'The default address cannot be deleted. Set another address as default first.',
} as const;

function toAddress(row: repo.AddressRow): Address {
  return {
    id: row.id,
    label: row.label,
    name: row.name,
    phone: row.phone,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: 'India',
    isDefault: row.isDefault,
  };
}

export async function listAddresses(db: DbOrTx, userId: string): Promise<Address[]> {
  return (await repo.listAddresses(db, userId)).map(toAddress);
}

/** Save a new address; the first one (or one marked default) becomes the default. */
export async function addAddress(db: Db, userId: string, input: AddressInput): Promise<Address> {
  const value = addressInput.parse(input);
  return db.transaction(async (tx) => {
    await repo.lockUserAddresses(tx, userId);
    const count = await repo.countAddresses(tx, userId);
    if (count >= MAX_ADDRESSES) throw badRequest(ADDRESS_LIMIT_MESSAGE);
    const isDefault = count === 0 || value.isDefault === true;
    if (isDefault) await repo.clearDefault(tx, userId);
    const row = await repo.insertAddress(tx, {
      userId,
      label: value.label,
      name: value.name,
      phone: value.phone,
      line1: value.line1,
      line2: value.line2,
      city: value.city,
      state: value.state,
      postalCode: value.postalCode,
      isDefault,
    });
    return toAddress(row);
  });
}

/** Change an address (all its fields); `isDefault: true` makes it the default. Another member's is 404. */
export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  input: AddressInput,
): Promise<Address> {
  const value = addressInput.parse(input);
  return db.transaction(async (tx) => {
    await repo.lockUserAddresses(tx, userId);
    const current = await repo.findAddress(tx, userId, id);
    if (!current) throw notFound(ADDRESS_MESSAGES_SERVER.notFound);
    const makeDefault = value.isDefault === true && !current.isDefault;
    if (makeDefault) await repo.clearDefault(tx, userId);
    const row = await repo.updateAddress(tx, userId, id, {
      label: value.label,
      name: value.name,
      phone: value.phone,
      line1: value.line1,
      line2: value.line2,
      city: value.city,
      state: value.state,
      postalCode: value.postalCode,
      ...(makeDefault ? { isDefault: true } : {}),
    });
    return toAddress(row!);
  });
}

/** Make an address the default (the one checkout picks first). */
export async function setDefaultAddress(db: Db, userId: string, id: string): Promise<Address> {
  return db.transaction(async (tx) => {
    await repo.lockUserAddresses(tx, userId);
    const current = await repo.findAddress(tx, userId, id);
    if (!current) throw notFound(ADDRESS_MESSAGES_SERVER.notFound);
    if (current.isDefault) return toAddress(current);
    await repo.clearDefault(tx, userId);
    return toAddress((await repo.updateAddress(tx, userId, id, { isDefault: true }))!);
  });
}

/** Delete an address; never the default (the address book offers no delete for it). */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.lockUserAddresses(tx, userId);
    const current = await repo.findAddress(tx, userId, id);
    if (!current) throw notFound(ADDRESS_MESSAGES_SERVER.notFound);
    if (current.isDefault) throw new AppError('CONFLICT', ADDRESS_MESSAGES_SERVER.defaultCannotGo);
    await repo.deleteAddress(tx, userId, id);
  });
}

/** The member's own address as an order keeps it, or undefined (not theirs, or gone). */
export async function addressSnapshot(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<AddressSnapshot | undefined> {
  const row = await repo.findAddress(db, userId, id);
  return row && addressSnapshotOf(row);
}

/** A saved address (its row, read with other things: checkout's first read) as an order keeps it. */
export function addressSnapshotOf(row: repo.AddressRow): AddressSnapshot {
  const { id: _id, isDefault: _default, label: _label, ...snapshot } = toAddress(row);
  return snapshot;
}
