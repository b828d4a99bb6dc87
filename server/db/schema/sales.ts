import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SALES_REGIONS } from '../../../contracts/sales.ts';

export const salesRegionEnum = pgEnum('sales_region', SALES_REGIONS);

/**
 * The sales team (owner: sales). `referral_code` is upper case and starts with SP, so it never reads as
 * an advisor's FA code; the service also checks the advisors' codes before it takes one.
 */
export const salesPeople = pgTable(
  'sales_people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    region: salesRegionEnum('region').notNull(),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }).notNull().default('10.00'),
    referralCode: text('referral_code').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_people_referral_code_key').on(t.referralCode),
    uniqueIndex('sales_people_email_key').on(sql`lower(${t.email})`),
    check('sales_people_code_shape', sql`${t.referralCode} ~ '^SP[A-Z0-9]{14}$'`),
    check('sales_people_rate_range', sql`${t.commissionRate} >= 0 and ${t.commissionRate} <= 100`),
  ],
);
