import { ShoppingBag } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n';
import { useCart } from '../api/get-cart';
import { CART } from '../i18n';

/** The header's bag button with the number of pieces in the cart; the shell shows it to a signed-in member. */
export function CartButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation(CART);
  const cart = useCart();
  const count = (cart.data ?? []).reduce((sum, line) => sum + line.quantity, 0);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={count ? t('openWith', { count }) : t('open')}
      className="relative inline-grid size-11 place-items-center rounded-full transition-colors hover:bg-text/[0.05]"
    >
      <ShoppingBag className="size-[1.35rem]" aria-hidden="true" strokeWidth={1.6} />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-gold px-1 text-[0.65rem] font-semibold leading-none text-gold-foreground"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  );
}
