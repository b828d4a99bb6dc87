import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SizeChartRow } from '../../../contracts/fit.ts';
import { users } from './accounts.ts';
import { categories } from './catalog.ts';

/**
 * Each category's size chart: centimetres per size, smallest first (contracts/fit.ts sizeChartRow,
 * checked by sizeChartBody before saving). One row per category; the fit domain writes it.
 */
export const sizeCharts = pgTable('size_charts', {
  categoryId: uuid('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  rows: jsonb('rows').$type<SizeChartRow[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
