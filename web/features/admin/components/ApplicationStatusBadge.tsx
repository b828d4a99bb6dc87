import type { ApplicationStatus } from '#contracts/applications';
import { Badge } from '../../../components/ui/Badge';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN } from '../i18n';

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation(ADMIN);
  const variant = status === 'approved' ? 'success' : status === 'pending_review' ? 'info' : 'outline';
  return (
    <Badge variant={variant} className={status === 'rejected' ? 'text-muted' : undefined}>
      {t(`applications.status.${status}`)}
    </Badge>
  );
}
