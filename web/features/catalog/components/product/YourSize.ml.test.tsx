import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fitReasonText, type ProductFit, type SizedFitWords } from '#contracts/fit';
import { setLanguage } from '../../../../lib/i18n';
import { renderAt } from '../../../../test/utils';
import { YourSize } from './YourSize';

/**
 * "Your size" in Malayalam: the reason is written from the server's words (the sentence, the measure,
 * the cut, the garment, the caution and the shift), not its English; only the sizes and the brand names
 * she typed stay in Latin letters.
 */
const ME = '00000000-0000-4000-8000-0000000000a1';
const SIZES = new Set(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
const BRANDS = ['H&M', 'Biba'];

function show(fit: ProductFit) {
  renderAt(
    <YourSize
      fit={fit}
      profileId={ME}
      onProfileChange={() => undefined}
      chosenSize={null}
      offered={['S', 'M', 'L', 'XL', 'XXL', '3XL']}
      onChoose={() => undefined}
    />,
  );
  return screen.getByRole('region', { name: 'നിങ്ങളുടെ സൈസ്' });
}

const sized = (
  size: ProductFit['profiles'][number]['recommendation']['size'],
  words: SizedFitWords,
): ProductFit => ({
  productId: '00000000-0000-4000-8000-0000000000c1',
  fit: 'slim',
  profiles: [
    {
      profileId: ME,
      name: 'Me',
      isPrimary: true,
      recommendation: {
        size: size!,
        reason: fitReasonText(words),
        confidence: words.key === 'brands' ? 'low' : 'medium',
        basis: 'measurements',
        words,
      },
      available: true,
      nearest: null,
    },
  ],
});

/** The words in Latin letters left in the panel, the sizes and her brands apart. */
function englishIn(panel: HTMLElement): string[] {
  // Each text node apart, so a size beside a button's size does not read as one word.
  const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
  let text = parts.join(' ');
  for (const brand of BRANDS) text = text.replaceAll(brand, '');
  text = text.replace(/\d+XL/g, '');
  return (text.match(/[A-Za-z][A-Za-z'’]*/g) ?? []).filter((w) => !SIZES.has(w));
}

describe('Your size in Malayalam', () => {
  it.each([
    {
      what: 'within a size in a slim cut, with a caution and a shift',
      size: '3XL',
      words: {
        key: 'within',
        size: 'XXL',
        measure: 'hips',
        cm: 112,
        low: 110,
        high: 115,
        fit: 'slim',
        caution: { measure: 'bust', size: 'XS' },
        shift: { tendency: 'small', size: '3XL' },
      },
      says:
        'നിങ്ങളുടെ ഇടുപ്പളവ് 112 സെ.മീ. ആണ്, ഈ സ്ലിം ഫിറ്റ് പീസിൽ അത് XXL സൈസിന്റെ അളവിനുള്ളിലാണ് (110–115 സെ.മീ.). ' +
        'നിങ്ങളുടെ നെഞ്ചളവ് പ്രകാരം XS ആണ്: സൈസ് ഗൈഡ് നോക്കൂ. ' +
        'ഈ പീസ് അൽപം ചെറുതാണെന്ന് അംഗങ്ങൾ പറയുന്നു, അതിനാൽ ഞങ്ങൾ 3XL നിർദ്ദേശിക്കുന്നു.',
    },
    {
      what: 'between two sizes',
      size: 'M',
      words: { key: 'between', small: 'M', large: 'L', measure: 'bust', cm: 94, fit: 'regular' },
      says: 'നിങ്ങൾ M, L സൈസുകൾക്കിടയിലാണ്: ദേഹത്തോടു ചേർന്നു കിടക്കാൻ M, അൽപം അയവു വേണമെങ്കിൽ L (നിങ്ങളുടെ നെഞ്ചളവ് 94 സെ.മീ.).',
    },
    {
      what: 'between two sizes in a relaxed cut',
      size: 'L',
      words: { key: 'between', small: 'M', large: 'L', measure: 'waist', cm: 80, fit: 'relaxed' },
      says: 'നിങ്ങൾ M, L സൈസുകൾക്കിടയിലാണ്: ദേഹത്തോടു ചേർന്നു കിടക്കാൻ M, അൽപം അയവു വേണമെങ്കിൽ L (നിങ്ങളുടെ അരവണ്ണം 80 സെ.മീ.; ഇത് റിലാക്സ്ഡ് ഫിറ്റ് പീസാണ്).',
    },
    {
      what: 'her Roslis size',
      size: 'S',
      words: { key: 'roslis', size: 'S', garment: 'ethnic' },
      says: 'എത്നിക് വെയറിൽ നിങ്ങൾ ധരിക്കുന്നത് S ആണെന്നു പറഞ്ഞിരുന്നു.',
    },
    {
      what: 'a waist size, with a shift down',
      size: 'M',
      words: {
        key: 'waistSize',
        waist: '32',
        size: 'L',
        garment: 'bottoms',
        shift: { tendency: 'large', size: 'M' },
      },
      says:
        'ബോട്ടംസിൽ നിങ്ങൾ ധരിക്കുന്നത് അരവണ്ണം 32 ആണെന്നു പറഞ്ഞിരുന്നു: ഞങ്ങളുടെ ചാർട്ടിൽ അത് L ആണ്. ' +
        'ഈ പീസ് അൽപം വലുതാണെന്ന് അംഗങ്ങൾ പറയുന്നു, അതിനാൽ ഞങ്ങൾ M നിർദ്ദേശിക്കുന്നു.',
    },
    {
      what: 'other brands, named as she typed them',
      size: 'M',
      words: { key: 'brands', size: 'M', brands: BRANDS },
      says: 'മറ്റു ബ്രാൻഡുകളിൽ നിങ്ങൾ ധരിക്കുന്നത് M ആണ് (H&M, Biba).',
    },
  ] as const)('$what', async ({ size, words, says }) => {
    await setLanguage('ml');
    const panel = show(sized(size, words as SizedFitWords));
    expect(screen.getByText(says)).toBeInTheDocument();
    expect(screen.queryByText(fitReasonText(words as SizedFitWords))).not.toBeInTheDocument();
    expect(englishIn(panel)).toEqual([]);
  });

  it('asks for her measurements in Malayalam when there is no size', async () => {
    await setLanguage('ml');
    const panel = show({
      productId: '00000000-0000-4000-8000-0000000000c1',
      fit: 'regular',
      profiles: [
        {
          profileId: ME,
          name: 'Me',
          isPrimary: true,
          recommendation: { size: null, reason: 'Add your measurements', words: { key: 'none' } },
          available: null,
          nearest: null,
        },
      ],
    });
    expect(screen.getByRole('link', { name: 'അളവുകൾ ചേർക്കൂ' })).toHaveAttribute('href', '/profile/preferences');
    expect(englishIn(panel)).toEqual([]);
  });
});
