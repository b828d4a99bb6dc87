import { PageTitle } from '../../../components/PageTitle';
import { useTiers } from '../../../lib/tiers';
import { useFeaturedPieces } from '../api/get-featured-products';
import { CategoryTiles } from '../components/CategoryTiles';
import { CompareCards } from '../components/CompareCards';
import { Hero } from '../components/Hero';
import { HowItWorks } from '../components/HowItWorks';
import { SizesSection } from '../components/SizesSection';
import { StyleGallery } from '../components/StyleGallery';
import { homePictures } from '../lib/imagery';

export function HomePage() {
  // The newest Studio pieces' pictures (public, no prices). Wait for them before choosing pictures, so a
  // fallback never flashes before a product photo; a failed read falls back to the generated pictures.
  const featured = useFeaturedPieces();
  const tiers = useTiers();
  const pictures = !featured.isPending ? homePictures(featured.data) : { hero: [], gallery: [] };

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
