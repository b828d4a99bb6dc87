import type { Address, AddressInput, AddressSnapshot } from '../../../contracts/addresses.ts';
import { addressInput } from '../../../contracts/addresses.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import * as repo from './addresses-repo.ts';

/** A member keeps at most this many delivery addresses. */
export const MAX_ADDRESSES = 20;

export const ADDRESS_LIMIT_MESSAGE = `You can keep up to ${MAX_ADDRESSES} addresses. Please remove one first.`;

function toAddress(row: repo.AddressRow): Address {
  return {
    id: row.id,
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

/** The member's own address as an order keeps it, or undefined (not theirs, or gone). */
export async function addressSnapshot(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<AddressSnapshot | undefined> {
  const row = await repo.findAddress(db, userId, id);
  if (!row) return undefined;
  const { id: _id, isDefault: _default, ...snapshot } = toAddress(row);
  return snapshot;
}
