import { LegalPage } from '../components/LegalPage';
import { privacyPolicy } from '../content/privacy-policy';

export function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}
