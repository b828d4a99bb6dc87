import { i18n } from '../../../lib/i18n';
import { CAREERS } from '../careers-i18n';

/**
 * The three openings. Salaries are whole rupees, shown with formatRupees. Their words (role, the role's
 * plural, description, three highlights) are in the company catalogue, `roles.<id>`.
 */
export interface Opening {
  id: 'business-development-manager' | 'regional-marketing-officer' | 'fashion-advisor';
  openings: number;
  /** Where the role is based; null when the opening does not say. */
  location: string | null;
  salaryUpTo: number;
  commission: boolean;
}

export const OPENINGS: readonly Opening[] = [
  {
    id: 'business-development-manager',
    openings: 10,
    location: 'Kerala',
    salaryUpTo: 150_000,
    commission: true,
  },
  {
    id: 'regional-marketing-officer',
    openings: 5,
    location: null,
    salaryUpTo: 200_000,
    commission: false,
  },
  {
    id: 'fashion-advisor',
    openings: 200,
    location: 'Kerala',
    salaryUpTo: 100_000,
    commission: true,
  },
];

/**
 * `mailto:` for an application, with the role in the subject ("Application: Fashion Advisor"): in English
 * whatever the page's language, as the HR team files applications by it.
 */
export function applyHref(hrEmail: string, id: Opening['id']): string {
  const subject = i18n.getFixedT('en', CAREERS)('applySubject', {
    role: i18n.getFixedT('en', CAREERS)(`roles.${id}.role`),
  });
  return `mailto:${hrEmail}?subject=${encodeURIComponent(subject)}`;
}
