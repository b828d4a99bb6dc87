import { useTranslation } from '../../../lib/i18n';
import { HOME } from '../i18n';
import type { Picture } from './imagery';

/**
 * A picture's alt text in the language shown: the page's own garments and "a member wearing …" from
 * the catalogue; a piece's own picture keeps the alt text it came with (the piece's name).
 */
export function usePictureAlt(): (picture: Picture) => string {
  const { t } = useTranslation(HOME);
  return (p) => {
    const name = p.garment ? t(`pictures.garments.${p.garment}`) : undefined;
    if (p.worn !== undefined) return t('pictures.worn', { piece: name ?? p.worn });
    return name ?? p.alt;
  };
}
