import type { TFunction } from 'i18next';
import type { Recommendation, SizedFitWords } from '#contracts/fit';
import type { CATALOG } from '../../i18n';

type CatalogT = TFunction<typeof CATALOG>;

/**
 * Why this size ("Your chest, 92 cm, is within M (89–94 cm)."), in the language of `t`: the sentence the
 * server's `words` name with their figures, then the caution and the shift, each a sentence of its own.
 * An answer without words (or with a sentence this page does not know) shows the server's English reason.
 */
export function fitReason(rec: Recommendation, t: CatalogT): string {
  const words = rec.words;
  if (!words) return rec.reason;
  if (words.key === 'none') return t('yourSize.reason.none');
  const first = sentence(words, t);
  if (first === null) return rec.reason;
  const sentences = [first];
  if ('caution' in words && words.caution) {
    const { measure, size } = words.caution;
    sentences.push(t('yourSize.reason.caution', { measure: t(`yourSize.reason.measure.${measure}`), size }));
  }
  if (words.shift) {
    const { tendency, size } = words.shift;
    sentences.push(
      tendency === 'small'
        ? t('yourSize.reason.runsSmall', { size })
        : t('yourSize.reason.runsLarge', { size }),
    );
  }
  return sentences.join(' ');
}

function sentence(words: SizedFitWords, t: CatalogT): string | null {
  switch (words.key) {
    case 'between': {
      const figures = {
        small: words.small,
        large: words.large,
        measure: t(`yourSize.reason.measure.${words.measure}`),
        cm: words.cm,
      };
      return words.fit === 'regular'
        ? t('yourSize.reason.between', figures)
        : t('yourSize.reason.betweenCut', { ...figures, cut: t(`yourSize.reason.cut.${words.fit}`) });
    }
    case 'within': {
      const figures = {
        size: words.size,
        measure: t(`yourSize.reason.measure.${words.measure}`),
        cm: words.cm,
        low: words.low,
        high: words.high,
      };
      return words.fit === 'regular'
        ? t('yourSize.reason.within', figures)
        : t('yourSize.reason.withinCut', { ...figures, cut: t(`yourSize.reason.cut.${words.fit}`) });
    }
    case 'roslis':
      return t('yourSize.reason.roslis', {
        size: words.size,
        garment: t(`yourSize.reason.inGarment.${words.garment}`),
      });
    case 'waistSize':
      return t('yourSize.reason.waistSize', {
        waist: words.waist,
        size: words.size,
        garment: t(`yourSize.reason.inGarment.${words.garment}`),
      });
    case 'brands':
      // The brands are names, as she typed them.
      return t('yourSize.reason.brands', { size: words.size, brands: words.brands.join(', ') });
    default:
      return null;
  }
}
