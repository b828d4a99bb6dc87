import { Sparkles } from 'lucide-react';
import type { Storefront } from '#contracts/common';
import { PageTitle } from '../../../components/PageTitle';
import { useMembership } from '../api/get-user-profile';
import { type AddToCart, CartActionProvider } from '../components/cart-action';
import { CollectionSection } from '../components/storefront/CollectionSection';
import { HeroCarousel } from '../components/storefront/HeroCarousel';
import { StoryBanner } from '../components/storefront/StoryBanner';
import { HERO_SLIDES } from '../lib/hero-slides';

const COPY: Record<
  Storefront,
  { eyebrow: string; title: string; lede: string; search: string; carousel: string }
> = {
  STUDIO: {
    eyebrow: 'Studio collection',
    title: 'The Studio',
    lede: 'Contemporary essentials designed in Kerala, cut for every size up to 8XL. Vote for the designs you want launched next.',
    search: 'Search studio collections',
    carousel: 'Studio highlights',
  },
  'LIMITED-EDITION': {
    eyebrow: 'Members only',
    title: 'Limited Edition',
    lede: 'Twenty-five pieces per style, never repeated. Reserved for members whose card is active.',
    search: 'Search limited edition',
    carousel: 'Limited edition highlights',
  },
};

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
  const copy = COPY[storefront];
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
