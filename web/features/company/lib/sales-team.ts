import { OPENINGS, type Opening } from './openings';

/** A level of the team; its words (`role`, `plural`, `summary`) are in the company catalogue, `roles.<id>`. */
export interface TeamLevel {
  id: 'head-of-sales' | Opening['id'];
  /** People at this level when the team is complete. */
  count: number;
  /** How many of this level each person on the level above leads (absent at the top). */
  perParent?: number;
}

/** The order of the sales team, top down ("a sales-team hierarchy chart"). */
const ORDER: Opening['id'][] = [
  'regional-marketing-officer',
  'business-development-manager',
  'fashion-advisor',
];

/** Head of Sales, then the three roles with their counts from the openings. */
export function salesTeam(openings: readonly Opening[] = OPENINGS): TeamLevel[] {
  const levels: TeamLevel[] = [
    {
      id: 'head-of-sales',
      count: 1,
    },
  ];
  for (const id of ORDER) {
    const opening = openings.find((o) => o.id === id);
    if (!opening) continue;
    const parent = levels[levels.length - 1]!;
    levels.push({
      id,
      count: opening.openings,
      perParent: Math.max(1, Math.round(opening.openings / parent.count)),
    });
  }
  return levels;
}

/**
 * "2 per Regional Marketing Officer" (`team.perParent`): how many each lead of the level above has, or
 * null under a single lead, where it would only repeat the count.
 */
export function perParent(
  level: TeamLevel,
  parent: TeamLevel | undefined,
): { n: number; parent: TeamLevel['id'] } | null {
  if (!parent || parent.count === 1 || level.perParent === undefined) return null;
  return { n: level.perParent, parent: parent.id };
}
