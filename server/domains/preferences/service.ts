import {
  type CreatePreferenceProfileBody,
  duplicateBrandIndex,
  emptyProfileDetails,
  MESSAGES,
  PREFERENCE_PROFILE_LIMIT,
  type PreferenceProfile,
  type ProfileDetails,
  profileDetails,
  type UpdatePreferenceProfileData,
} from '../../../contracts/preferences.ts';
import { nearestBudget } from '../../../contracts/style.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import * as repo from './repo.ts';

export { MESSAGES };

/**
 * The budget on the profile's own scale: the member's 'Me' keeps registration's, a family or friend's
 * profile the family scale; a value from the other scale reads as its nearest option.
 */
function onScale(details: ProfileDetails, isPrimary: boolean): ProfileDetails {
  if (!details.budgetRange) return details;
  return {
    ...details,
    budgetRange: nearestBudget(details.budgetRange, isPrimary ? 'registration' : 'family'),
  };
}

/** Stored details read through the contract, so partial rows (the column's '{}' default) answer in full. */
function readDetails(stored: unknown, isPrimary: boolean): ProfileDetails {
  const parsed = profileDetails.safeParse(stored ?? {});
  return parsed.success ? onScale(parsed.data, isPrimary) : emptyProfileDetails();
}

function toView(row: repo.PreferenceProfileRow): PreferenceProfile {
  return {
    id: row.id,
    name: row.name,
    relationship: row.isPrimary ? null : row.relationship,
    isPrimary: row.isPrimary,
    details: readDetails(row.details, row.isPrimary),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A brand is listed once per profile, by name without case. */
function assertUniqueBrands(details: ProfileDetails) {
  const i = duplicateBrandIndex(details.currentBrandDetails);
  if (i < 0) return;
  const message = MESSAGES.brandDuplicate(details.currentBrandDetails[i]!.brandName);
  throw badRequest(message, { [`details.currentBrandDetails.${i}.brandName`]: [message] });
}

/** The user's profiles, primary ('Me') first; the primary is created on the first read. */
export async function listProfiles(db: Db, userId: string): Promise<PreferenceProfile[]> {
  let rows = await repo.listProfiles(db, userId);
  if (!rows[0]?.isPrimary) {
    await repo.ensurePrimary(db, userId, emptyProfileDetails());
    rows = await repo.listProfiles(db, userId);
  }
  return rows.map(toView);
}

export async function createProfile(
  db: Db,
  userId: string,
  input: { name: string; relationship: CreatePreferenceProfileBody['relationship'] },
): Promise<PreferenceProfile> {
  const row = await db.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    await repo.ensurePrimary(tx, userId, emptyProfileDetails());
    if ((await repo.countProfiles(tx, userId)) >= PREFERENCE_PROFILE_LIMIT)
      throw badRequest(MESSAGES.limit).keyed('styleProfiles.limit', { count: PREFERENCE_PROFILE_LIMIT });
    return repo.insertProfile(tx, {
      userId,
      name: input.name,
      relationship: input.relationship,
      details: emptyProfileDetails(),
    });
  });
  return toView(row);
}

export async function updateProfile(
  db: Db,
  userId: string,
  id: string,
  input: UpdatePreferenceProfileData,
): Promise<PreferenceProfile> {
  // Checked here rather than by the body's schema, so the answer names its key like the others.
  if (input.name === undefined && input.relationship === undefined && input.details === undefined)
    throw badRequest(MESSAGES.nothingToUpdate).keyed('styleProfiles.nothingToUpdate');
  const current = await repo.findProfile(db, userId, id);
  if (!current) throw notFound(MESSAGES.notFound).keyed('styleProfiles.notFound');
  if (current.isPrimary) {
    const fieldErrors: Record<string, string[]> = {};
    if (input.name !== undefined && input.name !== current.name) fieldErrors.name = [MESSAGES.primaryFixed];
    if (input.relationship !== undefined) fieldErrors.relationship = [MESSAGES.primaryFixed];
    if (Object.keys(fieldErrors).length)
      throw badRequest(MESSAGES.primaryFixed, fieldErrors).keyed('styleProfiles.primaryFixed');
  }
  // The details are checked with the contract here, the one place they are written from a request.
  const details = input.details ? onScale(profileDetails.parse(input.details), current.isPrimary) : undefined;
  if (details) assertUniqueBrands(details);
  const row = await repo.updateProfile(db, userId, id, {
    ...(input.name !== undefined && !current.isPrimary ? { name: input.name } : {}),
    ...(input.relationship !== undefined ? { relationship: input.relationship } : {}),
    ...(details ? { details } : {}),
  });
  if (!row) throw notFound(MESSAGES.notFound).keyed('styleProfiles.notFound');
  return toView(row);
}

/**
 * What a domain that files something under one of the member's profiles (the bag's "For Amma") needs:
 * the profile's name and whether it is her own 'Me', or undefined when the id is not one of HER profiles.
 */
export async function ownProfile(db: DbOrTx, userId: string, id: string) {
  const row = await repo.findProfile(db, userId, id);
  return row && { id: row.id, name: row.name, isPrimary: row.isPrimary };
}

/**
 * What must happen, in the deletion's transaction, before a family or friend profile goes: the bag
 * gives that person's lines back to the member (app.ts hands the cart's step over; preferences ranks
 * below the cart and may not import it).
 */
export type BeforeProfileDeleted = (tx: DbOrTx, userId: string, profileId: string) => Promise<void>;

export async function deleteProfile(
  db: Db,
  userId: string,
  id: string,
  beforeDeleted?: BeforeProfileDeleted,
) {
  const current = await repo.findProfile(db, userId, id);
  if (!current) throw notFound(MESSAGES.notFound).keyed('styleProfiles.notFound');
  if (current.isPrimary) throw badRequest(MESSAGES.primaryUndeletable);
  await db.transaction(async (tx) => {
    await beforeDeleted?.(tx, userId, id);
    if (!(await repo.deleteProfile(tx, userId, id)))
      throw notFound(MESSAGES.notFound).keyed('styleProfiles.notFound');
  });
}
