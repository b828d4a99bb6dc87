import { useTiers } from '../../lib/tiers';
import { useFeaturedPieces } from './api/get-featured-products';
import { CompareCards } from './components/CompareCards';
import { Hero } from './components/Hero';
import { StyleGallery } from './components/StyleGallery';
import { homePictures } from './lib/imagery';

/**
 * The home page's parts drawn from data the browser fetches (each an island of the prerendered page):
 * the newest Studio pieces' pictures and the cards' prices.
 */
function usePictures() {
  // Wait for the pieces before choosing pictures, so a fallback never flashes before a product photo;
  // a failed read falls back to the generated pictures.
  const featured = useFeaturedPieces();
  return !featured.isPending ? homePictures(featured.data) : { hero: [], gallery: [] };
}

export function HomeHero() {
  return <Hero pictures={usePictures().hero} />;
}

export function HomeGallery() {
  return <StyleGallery pictures={usePictures().gallery} />;
}

export function HomeCompareCards() {
  return <CompareCards tiers={useTiers().data} />;
}
