import { CalendarClock, ShoppingBag } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { Product, ProductCard } from '#contracts/catalog';
import { isPreOrderOpen } from '#contracts/constants';
import { Button } from '../../../../components/ui/Button';
import { Spinner } from '../../../../components/ui/Spinner';
import { useTranslation } from '../../../../lib/i18n';
import { useStorefrontAccess } from '../../api/get-user-profile';
import { CATALOG } from '../../i18n';
import { useAddProductToCart } from '../cart-action';
import { MembersOnlyLink } from '../MembersOnlyLink';
import { VoteButton } from '../VoteButton';
import { VoteProgress } from '../VoteProgress';
import { SizeSelect } from './SizeSelect';
import { sizeOptions } from './size-options';

const BIG = 'h-13 w-full text-[0.75rem]';

/**
 * The dialog's action: Vote to Launch for a design; otherwise the size, then Add to
 * Cart (or Pre-Order Now), disabled and reading "Select Size" until a size is chosen. One piece is
 * added: of the full product's size variant once it is in, else of the card's size by value. Without
 * access to a limited-edition piece (no active card): Members Only, to /membership.
 */
export function BoardDialogAction({
  product,
  full,
}: {
  product: ProductCard;
  full?: Pick<Product, 'variants'>;
}) {
  const { t } = useTranslation(CATALOG);
  const { add, pending } = useAddProductToCart();
  const hasAccess = useStorefrontAccess(product.availableIn);
  const options = sizeOptions(product, full);
  // The chosen size by its value: it stays chosen when the full product replaces the card's sizes.
  const [size, setSize] = useState<string | null>(null);
  const chosen = options.find((o) => o.key === size && !o.soldOut) ?? null;

  if (!hasAccess) {
    return <MembersOnlyLink productName={product.name} size="lg" variant="subtle" className={BIG} />;
  }

  if (product.status === 'VOTE_TO_LAUNCH') {
    return (
      <div className="grid gap-4">
        <VoteProgress
          voteCount={product.voteCount}
          voteThreshold={product.voteThreshold}
          label={t('card.votes', { name: product.name })}
        />
        <VoteButton productId={product.id} productName={product.name} size="lg" className={BIG} />
      </div>
    );
  }

  const preOrder = product.status === 'PRE_ORDER';
  const soldOut = options.every((o) => o.soldOut);
  let button: ReactNode;
  if (preOrder && !isPreOrderOpen(product)) {
    button = (
      <Button size="lg" variant="subtle" disabled className={BIG}>
        {t('action.closed')}
      </Button>
    );
  } else if (soldOut) {
    button = (
      <Button size="lg" variant="subtle" disabled className={BIG}>
        {t('action.soldOut')}
      </Button>
    );
  } else {
    button = (
      <Button
        size="lg"
        className={BIG}
        disabled={!chosen || pending}
        onClick={() => {
          if (chosen) void add(product, { ...chosen.cart, quantity: 1 });
        }}
      >
        {pending ? (
          <Spinner className="[&>span]:size-4" />
        ) : preOrder ? (
          <CalendarClock aria-hidden="true" />
        ) : (
          <ShoppingBag aria-hidden="true" />
        )}
        {!chosen ? t('buy.selectSize') : preOrder ? t('action.preOrder') : t('purchase.add')}
      </Button>
    );
  }

  return (
    <div className="grid gap-4">
      <SizeSelect options={options} value={chosen?.key ?? null} onChange={setSize} />
      {button}
    </div>
  );
}
