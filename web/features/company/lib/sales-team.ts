import { OPENINGS, type Opening } from './openings';

export interface TeamLevel {
  id: string;
  /** Singular role name ("Fashion Advisor"). */
  role: string;
  /** The name of the level in the chart ("Fashion Advisors"). */
  title: string;
  /** People at this level when the team is complete. */
  count: number;
  /** What the level does, in a few words. */
  summary: string;
  /** How many of this level each person on the level above leads (absent at the top). */
  perParent?: number;
}

const SUMMARIES: Record<Opening['id'], string> = {
  'regional-marketing-officer': 'Lead marketing and growth in their region',
  'business-development-manager': 'Grow membership district by district',
  'fashion-advisor': 'Guide each member from application to fitting',
};

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
      role: 'Head of Sales',
      title: 'Head of Sales',
      count: 1,
      summary: 'Sets the direction for the whole sales team',
    },
  ];
  for (const id of ORDER) {
    const opening = openings.find((o) => o.id === id);
    if (!opening) continue;
    const parent = levels[levels.length - 1]!;
    levels.push({
      id,
      role: opening.role,
      title: opening.plural,
      count: opening.openings,
      summary: SUMMARIES[id],
      perParent: Math.max(1, Math.round(opening.openings / parent.count)),
    });
  }
  return levels;
}

/** "2 per Regional Marketing Officer" (nothing under a single lead, where it would only repeat the count). */
export function perParentLabel(level: TeamLevel, parent: TeamLevel | undefined): string | null {
  if (!parent || parent.count === 1 || level.perParent === undefined) return null;
  return `${level.perParent} per ${parent.role}`;
}
