import { SITE } from '../../../lib/site';

/** "Jaipur, Surat, Tirupur and Ranni" */
export const productionUnitsText = new Intl.ListFormat('en-GB', {
  style: 'long',
  type: 'conjunction',
}).format(SITE.productionUnits);

/** "tel:+914844002020" */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** "www.roslis.in" */
export const websiteLabel = new URL(SITE.website).host;
