import { z } from 'zod';
import { productStatus } from './catalog.ts';
import { priceString, uuid } from './common.ts';

/**
 * POST /api/products/{id}/vote (no body). 200 with success true for a new vote, 200 with success
 * false (alreadyVoted) when this person already voted. Errors: 401 signed out,
 * 403 MEMBERSHIP_REQUIRED (limited edition without an active card), 404 unknown product,
 * 409 CONFLICT when the product is not open for voting.
 */
export const voteResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  alreadyVoted: z.boolean(),
  voteCount: z.number().int(),
  voteThreshold: z.number().int(),
  readyToLaunch: z.boolean(),
});
export type VoteResponse = z.infer<typeof voteResponse>;

/** GET /api/user/voted-products: the signed-in person's votes, newest first. */
export const votedProduct = z.object({
  productId: uuid,
  votedAt: z.string(),
  product: z.object({
    id: uuid,
    slug: z.string(),
    name: z.string(),
    price: priceString,
    status: productStatus,
    voteCount: z.number().int(),
    voteThreshold: z.number().int(),
    imageUrl: z.string().nullable(),
  }),
});
export type VotedProduct = z.infer<typeof votedProduct>;
export const votedProductList = z.array(votedProduct);

/** Percentage = votes over threshold, rounded, capped at 100 (threshold 100 when missing). */
export function votePercent(voteCount: number, voteThreshold: number | null | undefined): number {
  const threshold = voteThreshold && voteThreshold > 0 ? voteThreshold : 100;
  return Math.min(100, Math.round((voteCount / threshold) * 100));
}

/** A number of votes as words, the noun agreeing with the count: "1 vote", "0 votes", "42 votes". */
export function votesText(count: number): string {
  return `${count} ${count === 1 ? 'vote' : 'votes'}`;
}
