import { RotateCcw, Truck } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';

/** The product page's two notes under its panel, for members and visitors alike: shipping and returns. */
export function ShopNotes() {
  const { t } = useTranslation(CATALOG);
  return (
    <ul className="grid gap-3 border-t border-border pt-5 text-sm sm:grid-cols-2">
      <li className="flex items-center gap-3">
        <Truck aria-hidden="true" className="size-5 shrink-0 text-gold" />
        {t('notes.freeShipping')}
      </li>
      <li className="flex items-center gap-3">
        <RotateCcw aria-hidden="true" className="size-5 shrink-0 text-gold" />
        {t('notes.returns')}
      </li>
    </ul>
  );
}
