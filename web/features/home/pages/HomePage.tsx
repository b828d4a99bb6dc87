import { Island } from '../../../components/Island';
import { PageTitle } from '../../../components/PageTitle';
import { CategoryTiles } from '../components/CategoryTiles';
import { HowItWorks } from '../components/HowItWorks';
import { SizesSection } from '../components/SizesSection';
import { HomeCompareCards, HomeGallery, HomeHero } from '../islands';

export function HomePage() {
  return (
    <>
      <PageTitle />
      <Island name="home-hero">
        <HomeHero />
      </Island>
      <CategoryTiles />
      <HowItWorks />
      <SizesSection />
      <Island name="home-compare">
        <HomeCompareCards />
      </Island>
      <Island name="home-gallery">
        <HomeGallery />
      </Island>
    </>
  );
}
