import { termsAndConditions } from '../../../components/legal/content/terms-and-conditions';
import { LegalPage } from '../components/LegalPage';

export function TermsPage() {
  return <LegalPage document={termsAndConditions} />;
}
