import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cardRules } from '../../db/schema/index.ts';

export type CardRuleRow = typeof cardRules.$inferSelect;

export function allRows(db: DbOrTx): Promise<CardRuleRow[]> {
  return db.select().from(cardRules);
}

/** Write one figure (a number or a text), replacing what was there. */
export async function upsert(
  db: DbOrTx,
  row: { key: string; value: number | string; by: string | null; at: Date },
) {
  const values = {
    key: row.key,
    intValue: typeof row.value === 'number' ? row.value : null,
    textValue: typeof row.value === 'string' ? row.value : null,
    updatedAt: row.at,
    updatedBy: row.by,
  };
  await db
    .insert(cardRules)
    .values(values)
    .onConflictDoUpdate({
      target: cardRules.key,
      set: {
        intValue: sql`excluded.int_value`,
        textValue: sql`excluded.text_value`,
        updatedAt: sql`excluded.updated_at`,
        updatedBy: sql`excluded.updated_by`,
      },
    });
}
