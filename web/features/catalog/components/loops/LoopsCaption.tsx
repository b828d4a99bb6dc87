import { ChevronUp } from 'lucide-react';
import type { ProductCard, ProductStatus } from '#contracts/catalog';
import { discountPercent } from '#contracts/constants';
import { cn } from '../../../../lib/cn';
import { formatRupees } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';

/** The status colours (green, blue, purple), light enough for the dark viewer. */
const DOT: Record<ProductStatus, string> = {
  IN_STOCK: 'bg-emerald-300',
  PRE_ORDER: 'bg-sky-300',
  VOTE_TO_LAUNCH: 'bg-violet-300',
};

/** Bottom left over the picture: status, name and price, and a way to open the info panel. */
export function LoopsCaption({
  product,
  onOpenInfo,
  infoId,
}: {
  product: Pick<ProductCard, 'name' | 'status' | 'price' | 'compareAtPrice'>;
  onOpenInfo: () => void;
  infoId: string;
}) {
  const { t } = useTranslation(CATALOG);
  const off = discountPercent(product.price, product.compareAtPrice);
  return (
    <div className="grid max-w-md justify-items-start gap-2 [text-shadow:0_1px_12px_rgba(0,0,0,0.5)] md:max-w-[min(28rem,max(14rem,calc(50vw_-_(100dvh_-_4rem)_*_0.375_-_3.5rem)))]">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-black/45 px-2.5 py-1 text-[0.62rem] font-semibold uppercase leading-none tracking-[0.16em] text-white ring-1 ring-white/15 backdrop-blur-md">
        <span aria-hidden="true" className={cn('size-1.5 rounded-full', DOT[product.status])} />
        {t(`status.${product.status}`)}
      </span>
      <h2 className="text-[1.9rem] leading-[1.05] text-white md:text-4xl">{product.name}</h2>
      <p className="text-sm tabular-nums text-white/85">
        {formatRupees(product.price)}
        {off && product.compareAtPrice ? (
          <s className="ml-2 text-white/50">
            <span className="sr-only">{t('price.was')}</span>
            {formatRupees(product.compareAtPrice)}
          </s>
        ) : null}
      </p>
      <button
        type="button"
        onClick={onOpenInfo}
        aria-controls={infoId}
        className="pointer-events-auto -ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-[0.7rem] font-medium uppercase tracking-[0.18em] text-[#e4cb9c] transition-colors hover:text-white"
      >
        {t('loops.details')} <ChevronUp aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
