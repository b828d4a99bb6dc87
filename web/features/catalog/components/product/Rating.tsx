import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';

/** Five stars filled to the rating (to the nearest half), for sighted readers; the text says it. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span aria-hidden="true" className={cn('inline-flex items-center gap-0.5 text-gold', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className="relative inline-block size-4">
          <Star className="absolute inset-0 size-4 text-text/20" />
          {rounded >= n - 0.5 ? (
            <span
              className="absolute inset-y-0 left-0 overflow-hidden"
              style={{ width: rounded >= n ? '100%' : '50%' }}
            >
              <Star className="size-4 fill-current" />
            </span>
          ) : null}
        </span>
      ))}
    </span>
  );
}

/** The star rating with the review count, linking to #reviews; the page opens the Reviews tab. */
export function RatingLink({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  const { t } = useTranslation(CATALOG);
  return (
    <Link
      to={{ hash: 'reviews' }}
      className="inline-flex min-h-11 items-center gap-2 text-sm text-muted hover:text-text md:min-h-0"
    >
      <Stars rating={rating ?? 0} />
      {rating !== null ? (
        <span className="font-medium tabular-nums text-text">
          <span className="sr-only">{t('reviews.rated')}</span>
          {rating.toFixed(1)}
          <span className="sr-only">{t('reviews.outOf5')}</span>
        </span>
      ) : null}
      <span className="underline decoration-text/25 underline-offset-4">
        {reviewCount > 0 ? t('reviews.count', { count: reviewCount }) : t('reviews.none')}
      </span>
    </Link>
  );
}
