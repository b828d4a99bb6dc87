import { Badge } from '../../../components/ui/Badge';

export function StatusBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge variant="success">Active</Badge>
  ) : (
    <Badge variant="outline" className="text-muted">
      Inactive
    </Badge>
  );
}
