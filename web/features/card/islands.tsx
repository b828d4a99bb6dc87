import { useTiers } from '../../lib/tiers';
import { CardHero } from './components/CardHero';
import { MembershipFaq } from './components/MembershipFaq';

/** The id of the stats heading the hero's button reveals. */
export const STATS_HEADING = 'card-stats';

/** /card's islands (web/app/islands.ts): the hero's button, and the FAQ with the cards' prices. */
export function CardHeroIsland() {
  return <CardHero statsHeadingId={STATS_HEADING} />;
}

export function CardFaqIsland() {
  return <MembershipFaq tiers={useTiers().data} />;
}
