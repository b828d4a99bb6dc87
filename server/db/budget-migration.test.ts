import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileDetails } from '../../contracts/preferences.ts';
import { memberStyle } from '../../contracts/profile.ts';
import {
  BUDGET_RANGES,
  FAMILY_BUDGET_OPTIONS,
  nearestBudget,
  REGISTRATION_BUDGET_OPTIONS,
} from '../../contracts/style.ts';
import { openTestDatabase } from '../test/app.ts';
import { createUser } from '../test/factories.ts';
import { type Database, MIGRATIONS_DIR } from './client.ts';
import { membershipTiers, preferenceProfiles, profiles } from './schema/index.ts';

/**
 * Migration 0025_budget_scales: stored budgets in any spelling the shop has known (set here on a
 * migrated database, as they were before it) move to the nearest option of their profile's scale, and
 * Premium's shipping benefit says India. Running it again changes nothing.
 */
const MIGRATION = readFileSync(join(MIGRATIONS_DIR, '0025_budget_scales.sql'), 'utf8');

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function runMigration() {
  for (const statement of MIGRATION.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

const SPELLINGS = Object.keys(BUDGET_RANGES);
const STYLE = { favoriteColors: ['Navy'], shoppingFrequency: 'monthly' };

async function seed(budgetRange: string) {
  const user = await createUser(database.db);
  await database.db
    .update(profiles)
    .set({ style: { ...STYLE, budgetRange } as never })
    .where(eq(profiles.userId, user.id));
  const [me] = await database.db
    .insert(preferenceProfiles)
    .values({ userId: user.id, name: 'Me', isPrimary: true, details: { ...STYLE, budgetRange } as never })
    .returning();
  const [amma] = await database.db
    .insert(preferenceProfiles)
    .values({
      userId: user.id,
      name: 'Amma',
      relationship: 'Mother',
      details: { ...STYLE, budgetRange } as never,
    })
    .returning();
  return { userId: user.id, me: me!.id, amma: amma!.id };
}

async function read(ids: Awaited<ReturnType<typeof seed>>) {
  const [p] = await database.db.select().from(profiles).where(eq(profiles.userId, ids.userId));
  const details = async (id: string) =>
    (await database.db.select().from(preferenceProfiles).where(eq(preferenceProfiles.id, id)))[0]!
      .details as Record<string, unknown>;
  return {
    style: p!.style as Record<string, unknown>,
    me: await details(ids.me),
    amma: await details(ids.amma),
  };
}

describe('migration 0025_budget_scales', () => {
  it("moves every known budget to its profile's scale: hers to registration's, family's to the family scale", async () => {
    const rows = await Promise.all(SPELLINGS.map(seed));
    await runMigration();
    const registration = REGISTRATION_BUDGET_OPTIONS.map((o) => o.value) as string[];
    const family = FAMILY_BUDGET_OPTIONS.map((o) => o.value) as string[];
    for (const [i, spelling] of SPELLINGS.entries()) {
      const { style, me, amma } = await read(rows[i]!);
      expect(style.budgetRange, spelling).toBe(nearestBudget(spelling, 'registration'));
      expect(me.budgetRange, spelling).toBe(nearestBudget(spelling, 'registration'));
      expect(amma.budgetRange, spelling).toBe(nearestBudget(spelling, 'family'));
      expect(registration).toContain(style.budgetRange);
      expect(family).toContain(amma.budgetRange);
      // The other answers are untouched, and the rows read through the contract as stored.
      expect(style).toMatchObject(STYLE);
      expect(amma).toMatchObject(STYLE);
      expect(memberStyle.parse(style).budgetRange).toBe(style.budgetRange);
      expect(profileDetails.parse(amma).budgetRange).toBe(amma.budgetRange);
    }
    // The unified scale's values as the shop stored them: a few by hand.
    const byHand = async (v: string) => read(rows[SPELLINGS.indexOf(v)]!);
    expect((await byHand('under_1000')).style.budgetRange).toBe('under_5000');
    expect((await byHand('under_1000')).amma.budgetRange).toBe('500_1000');
    expect((await byHand('1000_5000')).amma.budgetRange).toBe('2000_5000');
    expect((await byHand('above_50000')).amma.budgetRange).toBe('10000_plus');
    expect((await byHand('15000_30000')).me.budgetRange).toBe('15000_30000');

    const before = await Promise.all(rows.map(read));
    await runMigration();
    expect(await Promise.all(rows.map(read))).toEqual(before);
  });

  it('leaves rows without a budget alone', async () => {
    const user = await createUser(database.db);
    await database.db
      .update(profiles)
      .set({ style: STYLE as never })
      .where(eq(profiles.userId, user.id));
    await runMigration();
    const [p] = await database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(p!.style).toEqual(STYLE);
  });

  it("says free shipping across India in Premium's benefits, in place, and nowhere Kerala", async () => {
    const premium = async () =>
      (await database.db.select().from(membershipTiers).where(eq(membershipTiers.id, 'premium')))[0]!
        .benefits;
    const migrated = await premium();
    expect(migrated).toContain('Free shipping across India');
    expect(JSON.stringify(migrated)).not.toContain('Kerala');
    const old = migrated.map((b) => (b === 'Free shipping across India' ? 'Free shipping across Kerala' : b));
    await database.db.update(membershipTiers).set({ benefits: old }).where(eq(membershipTiers.id, 'premium'));
    await runMigration();
    expect(await premium()).toEqual(migrated);
  });
});
