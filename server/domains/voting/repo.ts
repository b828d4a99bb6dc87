import { desc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { accounts, productImages, products, productVotes } from '../../db/schema/index.ts';

export interface VoteOutcome {
  status: string;
  members_only: boolean;
  card_active: boolean;
  inserted: boolean;
  vote_count: number;
  vote_threshold: number;
  ready: boolean;
}

/**
 * The vote in ONE statement (so one transaction): the vote row is inserted only for a
 * VOTE_TO_LAUNCH product the person may vote for; the primary key (product_id, user_id) makes a
 * second vote insert nothing; the same statement increments vote_count exactly when a row went in
 * (the row lock serialises concurrent votes; the increment reads the latest count) and marks the
 * design ready to launch the first time the count reaches its threshold.
 * Returns undefined for an unknown product.
 */
export async function castVote(db: DbOrTx, productId: string, userId: string) {
  const result = await db.execute(sql`
    with target as (
      select p.id, p.status, p.vote_count, p.vote_threshold, p.ready_to_launch_at,
             p.available_in = 'LIMITED-EDITION' as members_only,
             exists (select 1 from ${accounts} a where a.user_id = ${userId} and a.card_status = 'active') as card_active
      from ${products} p where p.id = ${productId}
    ), ins as (
      insert into ${productVotes} (product_id, user_id)
      select t.id, ${userId}::uuid from target t
      where t.status = 'VOTE_TO_LAUNCH' and (not t.members_only or t.card_active)
      on conflict (product_id, user_id) do nothing
      returning product_id
    ), upd as (
      update ${products} p
      set vote_count = p.vote_count + 1,
          ready_to_launch_at = coalesce(p.ready_to_launch_at,
            case when p.vote_count + 1 >= p.vote_threshold then now() end),
          updated_at = now()
      where p.id in (select product_id from ins)
      returning p.vote_count, p.vote_threshold, p.ready_to_launch_at
    )
    select t.status::text as status, t.members_only, t.card_active,
           exists (select 1 from upd) as inserted,
           coalesce((select vote_count from upd), t.vote_count) as vote_count,
           coalesce((select vote_threshold from upd), t.vote_threshold) as vote_threshold,
           coalesce((select ready_to_launch_at from upd), t.ready_to_launch_at) is not null as ready
    from target t`);
  return rowsOf<VoteOutcome>(result)[0];
}

export async function votedProducts(db: DbOrTx, userId: string) {
  return db
    .select({
      productId: productVotes.productId,
      votedAt: productVotes.createdAt,
      slug: products.slug,
      name: products.name,
      pricePaise: products.pricePaise,
      status: products.status,
      voteCount: products.voteCount,
      voteThreshold: products.voteThreshold,
      imageUrl: sql<string | null>`(select ${productImages.imageUrl} from ${productImages}
        where ${productImages.productId} = ${products.id}
        order by ${productImages.isPrimary} desc, ${productImages.position} limit 1)`,
    })
    .from(productVotes)
    .innerJoin(products, eq(products.id, productVotes.productId))
    .where(eq(productVotes.userId, userId))
    .orderBy(desc(productVotes.createdAt), desc(productVotes.productId));
}

/** Everyone who voted for the product (the members a launch tells). */
export async function voterIds(db: DbOrTx, productId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: productVotes.userId })
    .from(productVotes)
    .where(eq(productVotes.productId, productId));
  return rows.map((r) => r.userId);
}
