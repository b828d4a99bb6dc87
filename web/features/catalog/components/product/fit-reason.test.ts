import { describe, expect, it } from 'vitest';
import { type FitWords, fitReasonText, type Recommendation } from '#contracts/fit';
import { i18n } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';
import { fitReason } from './fit-reason';

/**
 * The catalogue's English for each of the server's sentences is the server's English reason, word for
 * word (`fitReasonText` writes the API's `reason` from the same words), so the two cannot drift.
 */
const english = () => i18n.getFixedT('en', CATALOG);
const sized = (words: Exclude<FitWords, { key: 'none' }>): Recommendation => ({
  size: 'M',
  reason: 'the server English',
  confidence: 'high',
  basis: 'measurements',
  words,
});

const WORDS: Exclude<FitWords, { key: 'none' }>[] = [
  { key: 'within', size: 'M', measure: 'bust', cm: 92, low: 89, high: 94, fit: 'regular' },
  { key: 'within', size: 'M', measure: 'bust', cm: 90, low: 87, high: 92, fit: 'slim' },
  {
    key: 'within',
    size: 'XXL',
    measure: 'hips',
    cm: 112,
    low: 110,
    high: 115,
    fit: 'relaxed',
    caution: { measure: 'bust', size: 'XS' },
    shift: { tendency: 'small', size: '3XL' },
  },
  { key: 'between', small: 'M', large: 'L', measure: 'bust', cm: 94, fit: 'regular' },
  {
    key: 'between',
    small: 'XL',
    large: 'XXL',
    measure: 'waist',
    cm: 108,
    fit: 'slim',
    caution: { measure: 'hips', size: 'S' },
    shift: { tendency: 'large', size: 'XL' },
  },
  { key: 'roslis', size: 'S', garment: 'ethnic' },
  { key: 'roslis', size: 'XL', garment: 'tops', shift: { tendency: 'large', size: 'L' } },
  { key: 'waistSize', waist: '32', size: 'L', garment: 'bottoms' },
  { key: 'brands', size: 'M', brands: ['W', 'Biba'] },
  { key: 'brands', size: 'L', brands: ['H&M'], shift: { tendency: 'small', size: 'XL' } },
];

describe('the size reason in English', () => {
  it.each(WORDS.map((words) => ({ words, text: fitReasonText(words) })))('$text', ({ words, text }) => {
    expect(fitReason(sized(words), english())).toBe(text);
  });

  it('says "Add your measurements" with no size', () => {
    expect(fitReason({ size: null, reason: 'x', words: { key: 'none' } }, english())).toBe(
      fitReasonText({ key: 'none' }),
    );
  });

  it("shows the server's reason for an answer without words, or with a sentence it does not know", () => {
    expect(fitReason({ size: null, reason: 'Add your measurements' }, english())).toBe(
      'Add your measurements',
    );
    const { words: _none, ...bare } = sized(WORDS[0]!);
    expect(fitReason(bare as Recommendation, english())).toBe('the server English');
    const unknown = sized({ key: 'someday', size: 'M' } as never);
    expect(fitReason(unknown, english())).toBe('the server English');
  });
});
