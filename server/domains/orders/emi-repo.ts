import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { OrderStatus } from '../../../contracts/constants.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/** The statuses of an order whose payment stands: paid and not cancelled or refunded since. */
export const STANDING_PAID: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered'];

/** How many of the member's orders were paid and still stand, leaving out `exceptOrderId`. */
export async function countStandingPaid(db: DbOrTx, userId: string, exceptOrderId?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, [...STANDING_PAID]),
        exceptOrderId ? ne(orders.id, exceptOrderId) : undefined,
      ),
    );
  return row?.n ?? 0;
}
