import { LegalPage } from '../components/LegalPage';
import { designProtectionPolicy } from '../content/design-protection';

export function DesignProtectionPage() {
  return <LegalPage document={designProtectionPolicy} />;
}
