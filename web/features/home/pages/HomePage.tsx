import { useSyncExternalStore } from 'react';
import { PageTitle } from '../../../components/PageTitle';
import { useAuthSession } from '../../../lib/session/use-auth-session';
import { useTiers } from '../../../lib/tiers';
import { useFeaturedProducts, useHomeCategories } from '../api/get-featured-products';
import { CategoryTiles } from '../components/CategoryTiles';
import { CompareCards } from '../components/CompareCards';
import { Hero } from '../components/Hero';
import { HowItWorks } from '../components/HowItWorks';
import { SizesSection } from '../components/SizesSection';
import { StyleGallery } from '../components/StyleGallery';
import { homePictures } from '../lib/imagery';

const noop = () => () => {};

/** False while the page renders on the server or hydrates (the prerendered HTML), true after. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

export function HomePage() {
  // The product list is for signed-in people (a visitor's request would be a 401): signed out, the
  // generated pictures.
  const { signedIn } = useAuthSession();
  const featured = useFeaturedProducts({ enabled: signedIn });
  const categories = useHomeCategories({ enabled: signedIn });
  const tiers = useTiers();
  const hydrated = useHydrated();
  // Wait for the catalogue before choosing pictures, so a fallback never flashes before a product photo
  // (and the prerendered page, which cannot know who is visiting, waits too).
  const ready = signedIn ? !featured.isPending && !categories.isPending : hydrated;
  const pictures = ready ? homePictures(featured.data, categories.data) : { hero: [], gallery: [] };

  return (
    <>
      <PageTitle />
      <Hero pictures={pictures.hero} />
      <CategoryTiles />
      <HowItWorks />
      <SizesSection />
      <CompareCards tiers={tiers.data} />
      <StyleGallery pictures={pictures.gallery} />
    </>
  );
}
