import type { Role } from '../../../contracts/auth.ts';
import { paiseToPrice } from '../../../contracts/money.ts';
import type { VotedProduct, VoteResponse } from '../../../contracts/votes.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import * as catalog from '../catalog/service.ts';
import * as membership from '../membership/service.ts';
import * as repo from './repo.ts';

/** Texts the storefront toasts show (the specification's words). */
export const MESSAGES = {
  productNotFound: 'Product not found.',
  voted: 'Thank you for voting for this product!',
  alreadyVoted: 'You have already voted for this product.',
  notVoting: 'Voting is closed for this product: only designs waiting to launch can be voted for.',
  membershipRequired:
    'Membership Required: only members whose card is active can vote for Limited Edition designs.',
  staffCannotVote:
    'Staff accounts cannot vote: votes decide which designs launch, so they are for customers. Sign in with a customer account to vote.',
};

/**
 * One vote per person per product, counted exactly, in one transaction: the vote row goes in (voting's
 * table, whose primary key refuses a second vote) and, exactly when it did, the design's count moves by
 * one (catalog.addVote: catalog writes its own table; concurrent votes queue on the design's row).
 */
export async function vote(
  db: Db,
  voter: { userId: string; role: Role },
  productId: string,
): Promise<VoteResponse> {
  // Launches follow the customers' votes: a staff vote would move them (and staff see every design).
  if (voter.role !== 'customer') throw new AppError('FORBIDDEN', MESSAGES.staffCannotVote);
  const userId = voter.userId;
  return db.transaction(async (tx) => {
    const standing = await catalog.voteStanding(tx, productId);
    if (!standing) throw notFound(MESSAGES.productNotFound);
    if (standing.status !== 'VOTE_TO_LAUNCH') throw new AppError('CONFLICT', MESSAGES.notVoting);
    if (standing.membersOnly && (await membership.cardStatusOf(tx, userId)) !== 'active') {
      throw new AppError('MEMBERSHIP_REQUIRED', MESSAGES.membershipRequired).keyed('membership.requiredVote');
    }
    const inserted = await repo.insertVote(tx, productId, userId);
    const counted = inserted ? await catalog.addVote(tx, productId) : standing;
    return {
      success: inserted,
      message: inserted ? MESSAGES.voted : MESSAGES.alreadyVoted,
      alreadyVoted: !inserted,
      voteCount: counted.voteCount,
      voteThreshold: counted.voteThreshold,
      readyToLaunch: counted.ready,
    };
  });
}

export async function votedProducts(db: Db, userId: string): Promise<VotedProduct[]> {
  const rows = await repo.votedProducts(db, userId);
  return rows.map((r) => ({
    productId: r.productId,
    votedAt: r.votedAt.toISOString(),
    product: {
      id: r.productId,
      slug: r.slug,
      name: r.name,
      price: paiseToPrice(r.pricePaise),
      status: r.status,
      voteCount: r.voteCount,
      voteThreshold: r.voteThreshold,
      imageUrl: r.imageUrl,
    },
  }));
}

/** The members who voted for a design (its launch tells each of them). */
export function voterIds(db: DbOrTx, productId: string): Promise<string[]> {
  return repo.voterIds(db, productId);
}

/** Who voted for any of these products (Premium's opening tells them: catalog's early-access news). */
export async function votesFor(db: DbOrTx, productIds: string[]) {
  return productIds.length === 0 ? [] : repo.votesFor(db, productIds);
}
