import type { ApplicationStatus } from '#contracts/applications';
import { Badge } from '../../../components/ui/Badge';
import { APPLICATION_STATUS_LABELS } from './application-text';

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const variant = status === 'approved' ? 'success' : status === 'pending_review' ? 'info' : 'outline';
  return (
    <Badge variant={variant} className={status === 'rejected' ? 'text-muted' : undefined}>
      {APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}
