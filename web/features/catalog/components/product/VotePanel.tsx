import { Check, Vote } from 'lucide-react';
import type { Product } from '#contracts/catalog';
import { useTranslation } from '../../../../lib/i18n';
import { useHasVoted } from '../../api/voting';
import { CATALOG } from '../../i18n';
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
  const { t } = useTranslation(CATALOG);
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
            {t('vote.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('vote.body')}</p>
        </div>
      </div>
      <div className="grid gap-2">
        <VoteProgress voteCount={product.voteCount} voteThreshold={threshold} label={t('vote.progress')} />
        <p className="text-sm text-muted">
          {product.readyToLaunch || needed === 0 ? t('vote.reached') : t('vote.more', { count: needed })}
        </p>
      </div>
      {hasVoted ? (
        <p className="flex items-center gap-2 text-sm font-medium text-text">
          <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
          {t('vote.counted')}
        </p>
      ) : null}
    </section>
  );
}
