import { ThumbsUp } from 'lucide-react';
import { Link } from 'react-router';
import { type VotedProduct, votesText } from '#contracts/votes';
import { Button } from '../../../../components/ui/Button';
import { Skeleton } from '../../../../components/ui/Skeleton';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate, formatRupees } from '../../../../lib/format';
import { paths, productPath } from '../../../../lib/paths';
import { useVotelist } from '../../api/voting';
import { type AddToCart, CartActionProvider } from '../cart-action';
import { VotelistBuy } from './VotelistBuy';

/** How a voted design reads, and its button. */
const STATES = {
  VOTE_TO_LAUNCH: { label: 'Voting', tone: 'bg-vote/15 text-vote ring-vote/30' },
  PRE_ORDER: { label: 'Pre-order', tone: 'bg-info/15 text-info ring-info/30' },
  IN_STOCK: { label: 'Launched!', tone: 'bg-success/15 text-success ring-success/30' },
} as const;

function VotedCard({ item }: { item: VotedProduct }) {
  const p = item.product;
  const state = STATES[p.status];
  return (
    <li className="flex gap-4 rounded-[4px] border border-border bg-surface p-4">
      <Link
        to={productPath(p.slug)}
        className="block aspect-[3/4] w-20 shrink-0 overflow-hidden rounded-[3px] bg-surface-2"
        tabIndex={-1}
        aria-hidden="true"
      >
        {p.imageUrl ? (
          <img src={p.imageUrl} alt="" className="size-full object-cover" loading="lazy" />
        ) : null}
      </Link>
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <span
          className={`w-fit rounded-full px-2.5 py-1 text-[0.65rem] font-semibold uppercase tracking-[0.14em] ring-1 ${state.tone}`}
        >
          {state.label}
        </span>
        <Link to={productPath(p.slug)} className="font-display text-lg leading-snug hover:underline">
          {p.name}
        </Link>
        <p className="text-sm text-muted">
          {formatRupees(p.price)} · {votesText(p.voteCount)} · Voted {formatDate(item.votedAt)}
        </p>
        <div className="mt-1">
          {p.status === 'VOTE_TO_LAUNCH' ? (
            <Button size="sm" variant="outline" disabled>
              Voted
            </Button>
          ) : (
            <VotelistBuy product={p} />
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * /profile Votelist: 'My Votelist' with 'Products Voted', newest first. Pre-Order and Add to Cart act
 * in place through the cart the app passes in (the same toasts as the catalogue).
 */
export function VotelistPanel({ onAddToCart }: { onAddToCart: AddToCart }) {
  const voted = useVotelist();
  const items = voted.data ?? [];
  return (
    <CartActionProvider addToCart={onAddToCart}>
      <section aria-labelledby="my-votelist" className="grid gap-6">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="my-votelist" className="text-3xl md:text-4xl">
            My Votelist
          </h2>
          {voted.data ? (
            <span className="rounded-full bg-gold/10 px-2.5 py-1 text-xs font-semibold text-gold">
              {items.length} {items.length === 1 ? 'Product' : 'Products'} Voted
            </span>
          ) : null}
        </div>
        {voted.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : voted.isError ? (
          <p role="alert" className="text-muted">
            {errorMessage(voted.error, 'Your votes could not be loaded. Please try again.')}
          </p>
        ) : items.length === 0 ? (
          <div className="grid justify-items-center gap-4 rounded-[4px] border border-dashed border-border px-6 py-14 text-center">
            <ThumbsUp className="size-8 text-gold" aria-hidden="true" strokeWidth={1.4} />
            <p className="font-display text-2xl">No votes yet</p>
            <p className="max-w-sm text-sm text-muted">
              Start voting for products you'd love to see in our collection!
            </p>
            <Button asChild>
              <Link to={paths.limitedEdition}>Discover Products to Vote</Link>
            </Button>
          </div>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {items.map((item) => (
              <VotedCard key={item.productId} item={item} />
            ))}
          </ul>
        )}
      </section>
    </CartActionProvider>
  );
}
