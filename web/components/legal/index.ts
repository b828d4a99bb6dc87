/** The legal texts and the one component that renders them (pages here, dialogs on the registration screen). */

export { designProtectionPolicy } from './content/design-protection';
export { privacyPolicy } from './content/privacy-policy';
export { termsAndConditions } from './content/terms-and-conditions';
export type { LegalBlock, LegalDocumentContent, LegalListItem, LegalSection } from './content/types';
export { LegalDocument, type LegalDocumentProps } from './LegalDocument';
