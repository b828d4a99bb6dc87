import { Check, Vote } from 'lucide-react';
import type { Product } from '#contracts/catalog';
import { useHasVoted } from '../../api/voting';
import { VoteProgress } from '../VoteProgress';

/**
 * Votes so far against the threshold (100 when missing), capped at 100%, and
 * a thank-you once the product is in the person's voted list.
 */
export function VotePanel({
  product,
}: {
  product: Pick<Product, 'id' | 'voteCount' | 'voteThreshold' | 'readyToLaunch'>;
}) {
  const hasVoted = useHasVoted(product.id);
  const threshold = product.voteThreshold > 0 ? product.voteThreshold : 100;
  const needed = Math.max(0, threshold - product.voteCount);

  return (
    <section
      aria-labelledby="vote-heading"
      className="grid gap-4 rounded-md border border-border border-l-4 border-l-vote bg-surface p-5"
    >
      <div className="flex items-start gap-3">
        <Vote aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-vote" />
        <div>
          <h2 id="vote-heading" className="font-sans text-sm font-semibold uppercase tracking-[0.16em]">
            Vote to launch
          </h2>
          <p className="mt-1 text-sm text-muted">
            This design is waiting for its first run. Once it reaches its vote goal, it goes into production.
          </p>
        </div>
      </div>
      <div className="grid gap-2">
        <VoteProgress voteCount={product.voteCount} voteThreshold={threshold} label="Votes towards launch" />
        <p className="text-sm text-muted">
          {product.readyToLaunch || needed === 0
            ? 'This design has reached its goal and is ready to launch.'
            : `${needed} more ${needed === 1 ? 'vote' : 'votes'} to launch.`}
        </p>
      </div>
      {hasVoted ? (
        <p className="flex items-center gap-2 text-sm font-medium text-text">
          <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
          Your vote is counted. Thank you for helping this design launch.
        </p>
      ) : null}
    </section>
  );
}
