import { privacyPolicy } from '../../../components/legal/content/privacy-policy';
import { LegalPage } from '../components/LegalPage';

export function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}
