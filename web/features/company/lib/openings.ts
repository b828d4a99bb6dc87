/** The three openings. Salaries are whole rupees, shown with formatRupees. */
export interface Opening {
  id: 'business-development-manager' | 'regional-marketing-officer' | 'fashion-advisor';
  role: string;
  /** The role's name for a group of people, used by the team chart. */
  plural: string;
  openings: number;
  /** Where the role is based; null when the opening does not say. */
  location: string | null;
  salaryUpTo: number;
  commission: boolean;
  description: string;
  highlights: string[];
}

export const OPENINGS: readonly Opening[] = [
  {
    id: 'business-development-manager',
    role: 'Business Development Manager',
    plural: 'Business Development Managers',
    openings: 10,
    location: 'Kerala',
    salaryUpTo: 150_000,
    commission: true,
    description:
      'Open new doors for the Roslis card across Kerala. You build relationships with communities, boutiques and workplaces, and lead a team of Fashion Advisors from first conversation to approved membership.',
    highlights: [
      'Recruit, train and mentor Fashion Advisors',
      'Own membership growth in your district',
      'Report to a Regional Marketing Officer',
    ],
  },
  {
    id: 'regional-marketing-officer',
    role: 'Regional Marketing Officer',
    plural: 'Regional Marketing Officers',
    openings: 5,
    location: null,
    salaryUpTo: 200_000,
    commission: false,
    description:
      'Shape how Roslis is seen in your region. You plan launches, member events and local campaigns, and work with your Business Development Managers to turn interest into applications.',
    highlights: [
      'Plan regional launches and member events',
      'Lead two Business Development Managers',
      'Report to the Head of Sales',
    ],
  },
  {
    id: 'fashion-advisor',
    role: 'Fashion Advisor',
    plural: 'Fashion Advisors',
    openings: 200,
    location: 'Kerala',
    salaryUpTo: 100_000,
    commission: true,
    description:
      'Be the personal stylist behind every membership. You introduce women to the club with your own advisor code, help them choose their card and size, and earn commission on every approved member.',
    highlights: [
      'Your own Fashion Advisor code and dashboard',
      'Flexible hours, with training from day one',
      'Commission on every approved membership',
    ],
  },
];

export const LOCATION_NOT_STATED = 'Across regions';

/** `mailto:` for an application, with the role in the subject ("Application: Fashion Advisor"). */
export function applyHref(hrEmail: string, role: string): string {
  return `mailto:${hrEmail}?subject=${encodeURIComponent(`Application: ${role}`)}`;
}
