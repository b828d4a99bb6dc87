import { ArrowRight, ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import type { ProductCard, ProductWithSpecs } from '#contracts/catalog';
import { Button } from '../../../../components/ui/Button';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { productPath } from '../../../../lib/paths';
import { CATALOG } from '../../i18n';
import { CategoryName } from '../CategoryName';
import { FullDescription } from '../FullDescription';
import { PriceTag } from '../PriceTag';
import { StatusBadge } from '../StatusBadge';
import { VoteProgress } from '../VoteProgress';
import { LoopsPurchase } from './LoopsPurchase';

/**
 * The info panel (Space or the info button): a bottom sheet sliding up over the product with its name,
 * description, price, the purchase (or vote) and View Full Details. Closed, it is out of view and out of
 * the tab order. The card shows at once; the description (a line of skeleton until then) and the sizes
 * to choose from come with the full product (`full`).
 */
export function LoopsInfoPanel({
  id,
  product,
  full,
  fullPending,
  open,
  onClose,
}: {
  id: string;
  product: ProductCard;
  full: ProductWithSpecs | undefined;
  fullPending: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(CATALOG);
  const colours = product.colours;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      aria-hidden={open ? undefined : true}
      inert={!open}
      data-state={open ? 'open' : 'closed'}
      className={cn(
        'absolute inset-x-0 bottom-0 z-30 mx-auto max-h-[70dvh] w-full max-w-xl overflow-y-auto overscroll-contain rounded-t-2xl border-t border-border bg-surface text-text shadow-[0_-24px_60px_-20px_rgba(0,0,0,0.6)]',
        'transition-[transform,visibility] duration-300 ease-[cubic-bezier(0.22,1,0.36,1)] motion-reduce:transition-none md:bottom-4 md:rounded-2xl md:border',
        open ? 'visible translate-y-0' : 'invisible translate-y-[calc(100%+2rem)]',
      )}
    >
      <div className="sticky top-0 z-10 flex items-center justify-between bg-surface/95 px-5 pt-2 backdrop-blur-sm">
        <span aria-hidden="true" className="mx-auto mt-1 h-1 w-10 rounded-full bg-text/15" />
        <button
          type="button"
          onClick={onClose}
          aria-label={t('loops.info.hide')}
          className="absolute right-2 top-1 grid size-11 place-items-center rounded-full text-muted transition-colors hover:bg-text/[0.06] hover:text-text"
        >
          <ChevronDown aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="grid gap-5 px-5 pb-[max(1.5rem,env(safe-area-inset-bottom))] pt-3 md:px-7">
        <div className="grid gap-2 pr-8">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={product.status} />
            <span className="eyebrow">
              <CategoryName categoryId={product.categoryId} />
            </span>
          </div>
          <h2 id={`${id}-title`} className="text-3xl md:text-4xl">
            {product.name}
          </h2>
          <PriceTag price={product.price} compareAtPrice={product.compareAtPrice} size="lg" showOff />
        </div>
        {product.status === 'VOTE_TO_LAUNCH' ? (
          <VoteProgress voteCount={product.voteCount} voteThreshold={product.voteThreshold} />
        ) : null}
        <FullDescription
          text={full?.description}
          pending={fullPending}
          className="text-sm leading-relaxed text-muted"
          lineClassName="h-3.5"
        />
        {colours.length > 0 ? (
          <p className="text-xs text-muted">{t('colours', { list: colours.join(', ') })}</p>
        ) : null}
        <LoopsPurchase key={product.id} product={product} full={full} />
        <Button asChild variant="outline" size="lg" block>
          <Link to={productPath(product.slug)}>
            {t('loops.info.full')} <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
