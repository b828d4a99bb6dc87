import { SITE } from '../../../lib/site';
import type { LegalBlock } from './types';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The company's contact lines, from SITE (the one place company facts are written). */
export function companyContact({ withOffice = true }: { withOffice?: boolean } = {}): LegalBlock {
  return {
    kind: 'contact',
    items: [
      { label: 'E-mail', value: SITE.support.email, href: `mailto:${SITE.support.email}` },
      { label: 'Phone', value: SITE.support.phone, href: telHref(SITE.support.phone) },
      { label: 'Hours', value: SITE.support.hours },
      ...(withOffice
        ? [{ label: 'Post', value: `${SITE.legal.registeredName}, ${SITE.legal.registeredOffice}` }]
        : []),
    ],
  };
}

/** "Roslis Fashions Private Limited (CIN …), registered office …" */
export const WHO_WE_ARE = `${SITE.legal.registeredName} (${SITE.legal.registrationNumber}), with its registered office at ${SITE.legal.registeredOffice}`;
