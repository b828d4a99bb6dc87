import { Badge } from '../../../components/ui/Badge';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN } from '../i18n';

export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation(ADMIN);
  return active ? (
    <Badge variant="success">{t('common.active')}</Badge>
  ) : (
    <Badge variant="outline" className="text-muted">
      {t('common.inactive')}
    </Badge>
  );
}
