import { PageTitle } from '../../../components/PageTitle';
import { useTiers } from '../../../lib/tiers';
import { useFeaturedProducts } from '../api/get-featured-products';
import { CategoryTiles } from '../components/CategoryTiles';
import { CompareCards } from '../components/CompareCards';
import { Hero } from '../components/Hero';
import { HowItWorks } from '../components/HowItWorks';
import { SizesSection } from '../components/SizesSection';
import { StyleGallery } from '../components/StyleGallery';
import { homePictures } from '../lib/imagery';

export function HomePage() {
  const featured = useFeaturedProducts();
  const tiers = useTiers();
  // Wait for the catalogue before choosing pictures, so a fallback never flashes before a product photo.
  const ready = !featured.isPending;
  const pictures = ready ? homePictures(featured.data) : { hero: [], gallery: [] };

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
