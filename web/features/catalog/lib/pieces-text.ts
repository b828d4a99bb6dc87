import { i18n } from '../../../lib/i18n';
import { CATALOG } from '../i18n';

/** The toolbar's count: "24+ pieces", "1 piece", "3 pieces matching “kurta”" (more pages give the +). */
export function piecesText(count: number, more: boolean, q: string): string {
  const t = i18n.getFixedT(null, CATALOG);
  const n = more ? t('pieces.more', { count }) : t('pieces.count', { count });
  return q ? t('pieces.matching', { pieces: n, q }) : n;
}
