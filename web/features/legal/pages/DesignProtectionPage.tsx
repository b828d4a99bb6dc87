import { designProtectionPolicy } from '../../../components/legal/content/design-protection';
import { LegalPage } from '../components/LegalPage';

export function DesignProtectionPage() {
  return <LegalPage document={designProtectionPolicy} />;
}
