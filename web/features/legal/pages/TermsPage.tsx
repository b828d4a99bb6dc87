import { LegalPage } from '../components/LegalPage';
import { termsAndConditions } from '../content/terms-and-conditions';

export function TermsPage() {
  return <LegalPage document={termsAndConditions} />;
}
