import { CARD_RULE_DEFAULTS } from '#contracts/constants';
import { PageTitle } from '../../../components/PageTitle';
import { useTranslation } from '../../../lib/i18n';
import { type AddToCart, CartActionProvider } from '../components/cart-action';
import { CollectionSection } from '../components/storefront/CollectionSection';
import { StoryBanner } from '../components/storefront/StoryBanner';
import { CATALOG } from '../i18n';
import { SIGNATURE_LABEL } from '../lib/signature';

/**
 * /signature (signed in, like the storefronts): the Signature Line's pieces across both storefronts,
 * with the storefront pages' cards, search and filters. The server lists the limited-edition ones to
 * members whose card is active only; others see the line's Studio pieces.
 */
export function SignaturePage({ onAddToCart }: { onAddToCart: AddToCart }) {
  const { t } = useTranslation(CATALOG);
  return (
    <CartActionProvider addToCart={onAddToCart}>
      <div>
        <PageTitle title={SIGNATURE_LABEL} />
        <CollectionSection
          signature
          eyebrow={t('signature.eyebrow')}
          title={SIGNATURE_LABEL}
          lede={t('signature.lede', { max: CARD_RULE_DEFAULTS.signatureRunMax })}
          searchPlaceholder={t('signature.search')}
        />
        <StoryBanner />
      </div>
    </CartActionProvider>
  );
}
