import { ThumbsUp } from 'lucide-react';
import { Link } from 'react-router';
import type { VotedProduct } from '#contracts/votes';
import { Button } from '../../../../components/ui/Button';
import { Skeleton } from '../../../../components/ui/Skeleton';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate, formatRupees } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/i18n';
import { paths, productPath } from '../../../../lib/paths';
import { useVotelist } from '../../api/voting';
import { CATALOG } from '../../i18n';
import { type AddToCart, CartActionProvider } from '../cart-action';
import { VotelistBuy } from './VotelistBuy';

/** How a voted design's state looks (its words are `votelist.state.*`). */
const TONES = {
  VOTE_TO_LAUNCH: 'bg-vote/15 text-vote ring-vote/30',
  PRE_ORDER: 'bg-info/15 text-info ring-info/30',
  IN_STOCK: 'bg-success/15 text-success ring-success/30',
} as const;

function VotedCard({ item }: { item: VotedProduct }) {
  const { t } = useTranslation(CATALOG);
  const p = item.product;
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
          className={`w-fit rounded-full px-2.5 py-1 text-[0.65rem] font-semibold uppercase tracking-[0.14em] ring-1 ${TONES[p.status]}`}
        >
          {t(`votelist.state.${p.status}`)}
        </span>
        <Link to={productPath(p.slug)} className="font-display text-lg leading-snug hover:underline">
          {p.name}
        </Link>
        <p className="text-sm text-muted">
          {t('votelist.line', {
            price: formatRupees(p.price),
            votes: t('vote.votes', { count: p.voteCount }),
            date: formatDate(item.votedAt),
          })}
        </p>
        <div className="mt-1">
          {p.status === 'VOTE_TO_LAUNCH' ? (
            <Button size="sm" variant="outline" disabled>
              {t('votelist.voted')}
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
  const { t } = useTranslation(CATALOG);
  const voted = useVotelist();
  const items = voted.data ?? [];
  return (
    <CartActionProvider addToCart={onAddToCart}>
      <section aria-labelledby="my-votelist" className="grid gap-6">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="my-votelist" className="text-3xl md:text-4xl">
            {t('votelist.title')}
          </h2>
          {voted.data ? (
            <span className="rounded-full bg-gold/10 px-2.5 py-1 text-xs font-semibold text-gold">
              {t('votelist.count', { count: items.length })}
            </span>
          ) : null}
        </div>
        {voted.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : voted.isError ? (
          <p role="alert" className="text-muted">
            {errorMessage(voted.error, t('votelist.loadError'))}
          </p>
        ) : items.length === 0 ? (
          <div className="grid justify-items-center gap-4 rounded-[4px] border border-dashed border-border px-6 py-14 text-center">
            <ThumbsUp className="size-8 text-gold" aria-hidden="true" strokeWidth={1.4} />
            <p className="font-display text-2xl">{t('votelist.none')}</p>
            <p className="max-w-sm text-sm text-muted">{t('votelist.start')}</p>
            <Button asChild>
              <Link to={paths.limitedEdition}>{t('votelist.discover')}</Link>
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
