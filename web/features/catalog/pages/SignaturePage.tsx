import { PageTitle } from '../../../components/PageTitle';
import { type AddToCart, CartActionProvider } from '../components/cart-action';
import { CollectionSection } from '../components/storefront/CollectionSection';
import { StoryBanner } from '../components/storefront/StoryBanner';
import { SIGNATURE_LEDE } from '../lib/signature';

/**
 * /signature (signed in, like the storefronts): the Signature Line's pieces across both storefronts,
 * with the storefront pages' cards, search and filters. The server lists the limited-edition ones to
 * members whose card is active only; others see the line's Studio pieces.
 */
export function SignaturePage({ onAddToCart }: { onAddToCart: AddToCart }) {
  return (
    <CartActionProvider addToCart={onAddToCart}>
      <div>
        <PageTitle title="Signature" />
        <CollectionSection
          signature
          eyebrow="The Signature Line"
          title="Signature"
          lede={SIGNATURE_LEDE}
          searchPlaceholder="Search the Signature Line"
        />
        <StoryBanner />
      </div>
    </CartActionProvider>
  );
}
