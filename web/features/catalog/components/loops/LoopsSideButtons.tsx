import { Eye, EyeOff, Info, Share2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProductCard } from '#contracts/catalog';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';
import { WishlistButton } from '../WishlistButton';
import { SIDE_BUTTON_CLASS } from './loops-constants';

/**
 * The column on the right: close, filter, info, like (the server wishlist), the clean view (counters,
 * hints and the key legend hidden) and share. Without a product (empty state) only close and filter.
 */
export function LoopsSideButtons({
  product,
  filter,
  onClose,
  infoOpen,
  infoId,
  onToggleInfo,
  clean,
  onToggleClean,
  onShare,
}: {
  product: Pick<ProductCard, 'id' | 'name'> | undefined;
  filter: ReactNode;
  onClose: () => void;
  infoOpen: boolean;
  infoId: string;
  onToggleInfo: () => void;
  clean: boolean;
  onToggleClean: () => void;
  onShare: () => void;
}) {
  const { t } = useTranslation(CATALOG);
  return (
    <div className="pointer-events-auto flex flex-col items-center gap-3">
      <button
        type="button"
        aria-label={t('loops.side.close')}
        title={t('loops.side.closeTitle')}
        onClick={onClose}
        className={SIDE_BUTTON_CLASS}
      >
        <X aria-hidden="true" />
      </button>
      {filter}
      {product ? (
        <>
          <button
            type="button"
            aria-label={infoOpen ? t('loops.info.hide') : t('loops.info.show')}
            title={t('loops.info.button')}
            aria-expanded={infoOpen}
            aria-controls={infoId}
            onClick={onToggleInfo}
            className={cn(SIDE_BUTTON_CLASS, 'aria-expanded:bg-white aria-expanded:text-black')}
          >
            <Info aria-hidden="true" />
          </button>
          <WishlistButton
            productId={product.id}
            productName={product.name}
            className="text-white [&>span]:size-11 [&>span]:bg-black/45 [&>span]:shadow-none [&>span]:ring-white/15 [&>span]:backdrop-blur-md hover:[&>span]:bg-black/65 [&_svg]:size-5"
          />
          <button
            type="button"
            aria-label={clean ? t('loops.side.showOverlays') : t('loops.side.hideOverlays')}
            aria-pressed={clean}
            onClick={onToggleClean}
            className={SIDE_BUTTON_CLASS}
          >
            {clean ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </button>
          <button
            type="button"
            aria-label={t('loops.side.share', { name: product.name })}
            onClick={onShare}
            className={SIDE_BUTTON_CLASS}
          >
            <Share2 aria-hidden="true" />
          </button>
        </>
      ) : null}
    </div>
  );
}
