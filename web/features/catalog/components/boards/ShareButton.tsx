import { Share2 } from 'lucide-react';
import { Button } from '../../../../components/ui/Button';
import { useTranslation } from '../../../../lib/i18n';
import { shareLink } from '../../../../lib/share';
import { CATALOG } from '../../i18n';

/** Share for the boards dialog (see shareLink). */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation([CATALOG, 'common']);
  return (
    <Button
      variant="outline"
      onClick={() => void shareLink(title, url, t('common:share.copied'))}
      aria-label={t('boards.shareNamed', { name: title })}
      className="h-11 min-w-11 px-4"
    >
      <Share2 aria-hidden="true" />
      <span aria-hidden="true">{t('boards.share')}</span>
    </Button>
  );
}
