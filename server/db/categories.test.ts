import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/index.ts';
import { openEmptyTestDatabase } from '../test/app.ts';
import type { Database } from './client.ts';
import { categories, products, users } from './schema/index.ts';

/**
 * A production database never gets the demo data, yet the back office's product editor needs categories to
 * choose from: the migrations make the shop's eight, and the demo seed reuses them rather than adding twins.
 */
describe('the shop categories', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openEmptyTestDatabase();
    await database.migrate();
  }, 180_000);
  afterAll(() => database?.close());

  it('exist on a freshly migrated database with no demo data', async () => {
    const rows = await database.db
      .select({ name: categories.name, slug: categories.slug })
      .from(categories)
      .orderBy(asc(categories.position));
    expect(rows.map((r) => r.name)).toEqual([
      'Tops',
      'Tunics',
      'Shirts',
      'Workwear',
      'Dresses',
      'Kurtas',
      'Co-ords',
      'Trousers',
    ]);
    const people = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(people[0]?.n).toBe(0);
  });

  it('are reused by the demo seed: still eight, each holding products', async () => {
    await seedDemo(database.db);
    const rows = await database.db
      .select({ slug: categories.slug, n: sql<number>`count(${products.id})::int` })
      .from(categories)
      .leftJoin(products, sql`${products.categoryId} = ${categories.id}`)
      .groupBy(categories.slug);
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(row.n).toBeGreaterThan(0);
  }, 180_000);
});
