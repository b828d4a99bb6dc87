import { CalendarClock, Crown, ShoppingBag } from 'lucide-react';
import type { ProductCard } from '#contracts/catalog';
import { isPreOrderOpen } from '#contracts/constants';
import { Button, type ButtonProps } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useStorefrontAccess } from '../api/get-user-profile';
import { useRequireSignIn } from '../hooks/use-require-sign-in';
import { CATALOG } from '../i18n';
import { pickVariant } from '../lib/pick-variant';
import { useAddProductToCart } from './cart-action';
import { useOpening } from './MemberPrice';
import { MembersOnlyLink } from './MembersOnlyLink';
import { VoteButton } from './VoteButton';

export type ActionProduct = Pick<
  ProductCard,
  | 'id'
  | 'name'
  | 'status'
  | 'availableIn'
  | 'sizes'
  | 'sizesInStock'
  | 'colours'
  | 'preOrderEndDate'
  | 'unitsLeft'
>;

/**
 * The card's action by status: IN_STOCK Add to Cart; PRE_ORDER Pre-Order Now (adds
 * to the cart as a pre-order); VOTE_TO_LAUNCH Vote to Launch, then Voted (the person's voted list).
 * One tap adds the size pickVariant names. A limited-edition piece the viewer may not buy (no active
 * card on their profile) shows Members Only, linking to /membership (limited editions are for active cards).
 * A piece still in Gold's early access for this member (the member prices around the card say when it
 * opens) offers no add until it opens: an Early access button that does nothing, beside the card's
 * countdown; at the opening the add appears by itself. Labels hide in a very narrow card (a container under 10rem); the icon and the accessible name stay.
 */
export function ProductAction({
  product,
  size = 'sm',
  variant = 'outline',
  className,
}: {
  product: ActionProduct;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const { ensureSignedIn } = useRequireSignIn();
  const { add, pending } = useAddProductToCart();
  const hasAccess = useStorefrontAccess(product.availableIn);
  const opening = useOpening(product.id);
  const base = cn('h-11 w-full px-2 tracking-[0.1em] @[12rem]:tracking-[0.16em]', className);
  const { t } = useTranslation(CATALOG);
  const label = (text: string) => <span className="hidden @[9rem]:inline">{text}</span>;

  if (!hasAccess) {
    return (
      <MembersOnlyLink
        productName={product.name}
        label={label(t('action.membersOnly'))}
        variant="subtle"
        size={size}
        className={base}
      />
    );
  }

  if (product.status === 'VOTE_TO_LAUNCH') {
    return (
      <VoteButton
        productId={product.id}
        productName={product.name}
        size={size}
        className={base}
        labelClassName="hidden @[9rem]:inline"
        label={t('action.vote')}
      />
    );
  }

  const choice = pickVariant(product);
  const preOrder = product.status === 'PRE_ORDER';
  if (choice.kind === 'sold-out' || (preOrder && !isPreOrderOpen(product))) {
    return (
      <Button variant="subtle" size={size} disabled className={base}>
        {preOrder ? t('action.closed') : t('action.soldOut')}
      </Button>
    );
  }

  if (opening) {
    return (
      <Button
        variant="subtle"
        size={size}
        disabled
        aria-label={t('action.earlyAccessLabel', {
          name: product.name,
          time: formatDateTime(opening.opensForYouAt),
        })}
        className={base}
      >
        <Crown aria-hidden="true" className="text-gold" />
        {label(t('action.earlyAccess'))}
      </Button>
    );
  }

  const text = preOrder ? t('action.preOrder') : t('action.add');
  const onClick = () => {
    if (!ensureSignedIn()) return;
    void add(product, { variant: choice.kind === 'variant' ? choice.variant : null });
  };
  return (
    <Button
      variant={preOrder && variant === 'outline' ? 'primary' : variant}
      size={size}
      onClick={onClick}
      disabled={pending}
      // The name starts with the words on the button (WCAG 2.5.3, label in name), then the piece.
      aria-label={t('action.named', { text, name: product.name })}
      className={base}
    >
      {pending ? (
        <Spinner className="[&>span]:size-4" />
      ) : preOrder ? (
        <CalendarClock aria-hidden="true" />
      ) : (
        <ShoppingBag aria-hidden="true" />
      )}
      {label(text)}
    </Button>
  );
}
