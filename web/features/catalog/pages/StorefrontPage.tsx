import { Sparkles } from 'lucide-react';
import type { Storefront } from '#contracts/common';
import { PageTitle } from '../../../components/PageTitle';
import { useTranslation } from '../../../lib/i18n';
import { useMembership } from '../api/get-user-profile';
import { type AddToCart, CartActionProvider } from '../components/cart-action';
import { CollectionSection } from '../components/storefront/CollectionSection';
import { HeroCarousel } from '../components/storefront/HeroCarousel';
import { StoryBanner } from '../components/storefront/StoryBanner';
import { CATALOG } from '../i18n';
import { HERO_SLIDES } from '../lib/hero-slides';

/** Each storefront's words are `copy.<storefront>.*` in the catalogue. */

export type { AddToCart };

/**
 * /studio and /limited-edition: hero carousel, the collection with search, toolbar,
 * filters and the grid, and the story banner. The storefront itself is set from the route by the
 * shell's StorefrontProvider. LIMITED-EDITION is for members whose card is active; others
 * see Membership Required with the way to /membership.
 */
export function StorefrontPage({
  storefront,
  onAddToCart,
}: {
  storefront: Storefront;
  onAddToCart: AddToCart;
}) {
  const { t } = useTranslation(CATALOG);
  const copy = {
    eyebrow: t(`copy.${storefront}.eyebrow`),
    title: t(`copy.${storefront}.title`),
    lede: t(`copy.${storefront}.lede`),
    search: t(`copy.${storefront}.search`),
    carousel: t(`copy.${storefront}.carousel`),
  };
  const limited = storefront === 'LIMITED-EDITION';
  const membership = useMembership({ enabled: limited });
  // A failed profile read does not lock the page by itself: the server's 403 MEMBERSHIP_REQUIRED for
  // the list does (CollectionSection).
  const locked = limited && membership.isSuccess && !membership.isMember;

  return (
    <CartActionProvider addToCart={onAddToCart}>
      <div className="pb-0">
        <PageTitle title={copy.title} />
        <HeroCarousel slides={HERO_SLIDES[storefront]} label={copy.carousel} />
        <CollectionSection
          storefront={storefront}
          eyebrow={
            <>
              {limited ? <Sparkles className="size-3.5" aria-hidden="true" /> : null}
              {copy.eyebrow}
            </>
          }
          title={copy.title}
          lede={copy.lede}
          searchPlaceholder={copy.search}
          locked={locked}
          lockedPending={limited && membership.isPending}
        />
        <StoryBanner />
      </div>
    </CartActionProvider>
  );
}
