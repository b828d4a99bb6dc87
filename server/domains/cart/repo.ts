import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { ORDER_RULES } from '../../../contracts/constants.ts';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import {
  cartItems,
  preferenceProfiles,
  productImages,
  products,
  productVariants,
} from '../../db/schema/index.ts';

/** The user's line, locked until the transaction ends (quantity changes of pre-orders move held units). */
export async function findLineForUpdate(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .limit(1)
    .for('update');
  return row;
}

export async function variantCount(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return row?.n ?? 0;
}

/**
 * Add to the user's line for this product and variant for this person (`profileId`, null: herself), or create it; the database keeps the
 * total within 1..max in one statement, so two concurrent adds cannot overshoot. Returns the line,
 * or undefined when the total would pass the maximum.
 */
export async function addOrMerge(
  db: DbOrTx,
  values: {
    userId: string;
    productId: string;
    variantId: string | null;
    profileId: string | null;
    quantity: number;
    isPreOrder: boolean;
  },
  max: number,
) {
  const hold = holdFields(values.isPreOrder);
  const [row] = await db
    .insert(cartItems)
    .values({ ...values, ...hold })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.variantId, cartItems.profileId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()`, ...hold },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${max}`,
    })
    .returning();
  return row;
}

/** A pre-order line holds its units for ORDER_RULES.cartHoldMinutes from its last change. */
function holdFields(isPreOrder: boolean) {
  return isPreOrder
    ? { held: true, heldUntil: sql`now() + make_interval(mins => ${ORDER_RULES.cartHoldMinutes})` }
    : {};
}

/**
 * The user's line for this product and variant for this person (null: herself), locked (adding to it may
 * hold its units again).
 */
export async function findSameLineForUpdate(
  db: DbOrTx,
  userId: string,
  productId: string,
  variantId: string | null,
  profileId: string | null,
) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.productId, productId),
        variantId ? eq(cartItems.variantId, variantId) : isNull(cartItems.variantId),
        profileId ? eq(cartItems.profileId, profileId) : isNull(cartItems.profileId),
      ),
    )
    .limit(1)
    .for('update');
  return row;
}

export async function countLines(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/** Serialises one user's cart additions (the line limit), without touching other users. */
export async function lockUserCart(db: DbOrTx, userId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${userId}`}))`);
}

export async function setQuantity(
  db: DbOrTx,
  userId: string,
  id: string,
  quantity: number,
  isPreOrder = false,
) {
  const [row] = await db
    .update(cartItems)
    .set({ quantity, updatedAt: sql`now()`, ...holdFields(isPreOrder) })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning();
  return row;
}

/** Who the line is for (null: the member herself). */
export async function setProfile(db: DbOrTx, userId: string, id: string, profileId: string | null) {
  const [row] = await db
    .update(cartItems)
    .set({ profileId, updatedAt: sql`now()` })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning();
  return row;
}

/** The lines for this profile, locked (its deletion gives them back to the member). */
export function linesOfProfileForUpdate(db: DbOrTx, userId: string, profileId: string) {
  return db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.profileId, profileId)))
    .orderBy(asc(cartItems.id))
    .for('update');
}

/** A line merged into another: its quantity, and its hold (false: checkout holds its units again). */
export async function setMerged(db: DbOrTx, id: string, quantity: number, held: boolean) {
  await db
    .update(cartItems)
    .set({ quantity, held, heldUntil: held ? undefined : null, updatedAt: sql`now()` })
    .where(eq(cartItems.id, id));
}

export async function deleteLine(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({
      id: cartItems.id,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      isPreOrder: cartItems.isPreOrder,
      held: cartItems.held,
    });
  return row;
}

/**
 * Lapsed holds: clear `held` on pre-order lines whose hold passed `now`, in one statement (a line is
 * released once, whoever else looks at it), answering what they held so the units go back.
 */
export async function lapseHolds(db: DbOrTx, now: Date, limit = 500) {
  const rows = await db.execute(sql`
    update ${cartItems} c set held = false, held_until = null
    where c.id in (
      select id from ${cartItems}
      where held and held_until < ${now.toISOString()}::timestamptz
      order by held_until limit ${limit}
      for update skip locked
    ) and c.held
    returning c.product_id as "productId", c.quantity`);
  return rowsOf<{ productId: string; quantity: number }>(rows);
}

/** The lines an order takes over: held pre-order lines stop holding (the order's reservation counts them). */
export async function handOverHolds(db: DbOrTx, userId: string, lineIds: string[]) {
  if (lineIds.length === 0) return new Set<string>();
  const rows = await db
    .update(cartItems)
    .set({ held: false, heldUntil: null })
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, lineIds), eq(cartItems.held, true)))
    .returning({ id: cartItems.id });
  return new Set(rows.map((r) => r.id));
}

/**
 * handOverHolds as a CTE for a statement another domain composes (orders' reservation): defines
 * `handed(id)`, the member's lines that held pre-order units and hold them no more (`held` false,
 * `held_until` null: the order's reservation counts those units from now on). Placeholders: `userId`
 * (uuid) and `holdLines` (uuid[]: the cart lines the order takes over; only the member's own, only
 * those still holding, are written). `onlyIf` is the composer's condition (a boolean SQL expression,
 * which may read its earlier CTEs): nothing is handed over unless it is true. Writes `cart_items` only;
 * the rows it updates are locked until the transaction ends, and no other row of this table is locked.
 */
export function handOverHoldsSql({ onlyIf }: { onlyIf: SQL }): SQL {
  return sql`handed as (
      update ${cartItems} c set held = false, held_until = null
      where c.user_id = ${sql.placeholder('userId')} and c.id = any(${sql.placeholder('holdLines')}::uuid[])
        and c.held and ${onlyIf}
      returning c.id
    )`;
}

/**
 * Lines for checkout: each with the product's buying facts (launch time included), its size or colour
 * and its picture, in one statement (prepared: checkout and the bag ask it on every request).
 */
const checkoutLinesQuery = preparedPer((db) =>
  db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      isPreOrder: cartItems.isPreOrder,
      held: cartItems.held,
      variantId: cartItems.variantId,
      profileId: cartItems.profileId,
      profileName: preferenceProfiles.name,
      variantName: productVariants.name,
      variantValue: productVariants.value,
      productId: products.id,
      slug: products.slug,
      name: products.name,
      pricePaise: products.pricePaise,
      availableIn: products.availableIn,
      isSignature: products.isSignature,
      status: products.status,
      preOrderEndDate: products.preOrderEndDate,
      launchedAt: products.launchedAt,
      imageUrl: sql<string | null>`(select ${productImages.imageUrl} from ${productImages}
        where ${productImages.productId} = ${products.id}
        order by ${productImages.isPrimary} desc, ${productImages.position} limit 1)`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .leftJoin(preferenceProfiles, eq(preferenceProfiles.id, cartItems.profileId))
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare('cart_checkout_lines'),
);

export function checkoutLines(db: DbOrTx, userId: string) {
  return checkoutLinesQuery(db).execute({ userId });
}

/**
 * After payment: the ordered lines leave the cart (the same piece, size and person); answers what the
 * removed lines still held.
 */
export async function removeLinesOf(
  db: DbOrTx,
  userId: string,
  items: { productId: string; variantId: string | null; profileId?: string | null }[],
) {
  if (items.length === 0) return [];
  const match = sql.join(
    items.map(
      (i) =>
        sql`(${cartItems.productId} = ${i.productId}
          and ${cartItems.variantId} is not distinct from ${i.variantId}::uuid
          and ${cartItems.profileId} is not distinct from ${i.profileId ?? null}::uuid)`,
    ),
    sql` or `,
  );
  return db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), sql`(${match})`))
    .returning({ productId: cartItems.productId, quantity: cartItems.quantity, held: cartItems.held });
}
