import { describe, expect, it } from 'vitest';
import {
  CATEGORY_GARMENT,
  CATEGORY_MEASURES,
  chartIssues,
  FITS,
  type Fit,
  fitReasonText,
  NO_SIZE_REASON,
  type Recommendation,
  recommendation,
  sizeChartBody,
} from '../../../contracts/fit.ts';
import { LETTER_SIZES } from '../../../contracts/style.ts';
import { demoChart } from '../../seed/size-chart-data.ts';
import { nearestAvailable, type Person, recommend } from './recommend.ts';

/**
 * "Your size", table by table: every category's demo chart (the common Indian women's chart: bust
 * XS 81 / S 86 / M 91 / L 97 / XL 102 / XXL 107 ... 8XL 137 cm), the three cuts, the edges between
 * sizes, missing and implausible measures, then her Roslis sizes, then other brands' sizes.
 */
const CATEGORIES = Object.keys(CATEGORY_MEASURES);
const nobody: Person = { measurements: {}, sizes: {}, brands: [] };
const measured = (m: Person['measurements']): Person => ({ ...nobody, measurements: m });
const NO_SIZE = { size: null, reason: NO_SIZE_REASON, words: { key: 'none' } };

describe('the demo charts', () => {
  it.each(CATEGORIES)('%s: XS to 8XL, every measure growing, valid for the editor', (slug) => {
    const chart = demoChart(slug);
    expect(chart.map((r) => r.size)).toEqual([...LETTER_SIZES]);
    expect(chartIssues(chart)).toEqual([]);
    expect(sizeChartBody.safeParse({ rows: chart }).success).toBe(true);
  });

  it('follows the published chart in centimetres', () => {
    expect(demoChart('dresses').map((r) => r.bust)).toEqual([
      81, 86, 91, 97, 102, 107, 112, 117, 122, 127, 132, 137,
    ]);
    expect(
      demoChart('trousers')
        .map((r) => r.waist)
        .slice(0, 5),
    ).toEqual([66, 71, 76, 81, 86]);
    expect(demoChart('trousers')[0]!.bust).toBeNull();
  });
});

/** The size each category gives for a body, by its measures: bust for tops-like, waist and hips for trousers. */
const BODY_CASES: { body: Person['measurements']; size: string; bottoms?: string }[] = [
  { body: { chest: 81, waist: 66, hips: 86 }, size: 'XS' },
  { body: { chest: 86, waist: 71, hips: 91 }, size: 'S' },
  { body: { chest: 91, waist: 76, hips: 97 }, size: 'M' },
  { body: { chest: 97, waist: 81, hips: 102 }, size: 'L' },
  { body: { chest: 102, waist: 86, hips: 107 }, size: 'XL' },
  { body: { chest: 107, waist: 91, hips: 112 }, size: 'XXL' },
  { body: { chest: 112, waist: 97, hips: 117 }, size: '3XL' },
  { body: { chest: 137, waist: 122, hips: 142 }, size: '8XL' },
];

describe('from measurements, every category', () => {
  for (const slug of CATEGORIES) {
    it.each(BODY_CASES)(`${slug}: a body of $size's chart measures is $size`, ({ body, size }) => {
      const rec = recommend(measured(body), demoChart(slug), 'regular', slug);
      expect(rec).toMatchObject({ size, basis: 'measurements', confidence: 'high' });
      expect(rec.reason).toMatch(new RegExp(`is within ${size} \\(\\d+–\\d+ cm\\)`));
    });
  }
});

describe('the three cuts', () => {
  const chart = demoChart('tops');
  // M's bust band is 88.5–94 cm: 93 cm is near its top, 89.5 cm near its bottom.
  const table: { chest: number; fit: Fit; size: string; alternative?: string }[] = [
    { chest: 92, fit: 'regular', size: 'M' },
    { chest: 92, fit: 'slim', size: 'L', alternative: 'M' }, // 94 cm with the ease: on the line
    { chest: 92, fit: 'relaxed', size: 'M' },
    { chest: 96, fit: 'regular', size: 'L' },
    { chest: 96, fit: 'slim', size: 'L' },
    { chest: 96, fit: 'relaxed', size: 'L', alternative: 'M' },
    { chest: 90, fit: 'relaxed', size: 'S', alternative: 'M' },
  ];
  it.each(table)('chest $chest cm, $fit: $size', ({ chest, fit, size, alternative }) => {
    const rec = recommend(measured({ chest }), chart, fit, 'tops');
    expect(rec.size).toBe(size);
    expect(rec.size && rec.alternative).toBe(alternative);
  });

  it('names the cut and the band in body terms', () => {
    const rec = recommend(measured({ chest: 90 }), chart, 'slim', 'tops');
    expect(rec).toMatchObject({ size: 'M', confidence: 'high' });
    // The slim cut's 2 cm ease moves the band down: M fits a 86.5–92 cm chest.
    expect(rec.reason).toBe('Your chest, 90 cm, is within M (87–92 cm) in this slim fit.');
  });

  it('gives each cut a size across the whole chart (XS from 78.5 cm, 8XL up to 139.5 cm, after the ease)', () => {
    const ease: Record<Fit, number> = { slim: 2, regular: 0, relaxed: -2 };
    for (const fit of FITS) {
      for (let chest = 70; chest <= 150; chest += 0.5) {
        const at = chest + ease[fit];
        const rec = recommend(measured({ chest }), chart, fit, 'tops');
        expect(rec.size === null, `${fit} ${chest}`).toBe(at < 78.5 || at >= 139.5);
      }
    }
  });
});

describe('between sizes', () => {
  const chart = demoChart('tops');
  it.each([
    {
      chest: 93.5,
      size: 'M',
      alternative: 'L',
      words: 'Between M and L: M if you like it close, L for room',
    },
    { chest: 94, size: 'L', alternative: 'M', words: 'Between M and L: M if you like it close, L for room' },
    {
      chest: 88.6,
      size: 'M',
      alternative: 'S',
      words: 'Between S and M: S if you like it close, M for room',
    },
    { chest: 99.4, size: 'L', alternative: 'XL', words: 'Between L and XL' },
  ])('chest $chest cm: $size, or $alternative', ({ chest, size, alternative, words }) => {
    const rec = recommend(measured({ chest }), chart, 'regular', 'tops');
    expect(rec).toMatchObject({ size, alternative, confidence: 'medium', basis: 'measurements' });
    expect(rec.reason).toContain(words);
  });

  it('is not between sizes at the smallest or largest edge of the chart', () => {
    expect(recommend(measured({ chest: 78.6 }), chart, 'regular', 'tops')).toMatchObject({ size: 'XS' });
    expect(recommend(measured({ chest: 78.6 }), chart, 'regular', 'tops')).not.toHaveProperty('alternative');
  });
});

describe('several measures', () => {
  it('takes the largest size any measure needs', () => {
    const rec = recommend(
      measured({ chest: 91, waist: 81, hips: 97 }),
      demoChart('dresses'),
      'regular',
      'dresses',
    );
    expect(rec).toMatchObject({ size: 'L', confidence: 'high' });
    expect(rec.reason).toContain('Your waist, 81 cm, is within L');
  });

  it('is less sure when the measures are far apart, and says which', () => {
    const rec = recommend(measured({ chest: 81, hips: 112 }), demoChart('kurtas'), 'regular', 'kurtas');
    expect(rec).toMatchObject({ size: 'XXL', confidence: 'low' });
    expect(rec.reason).toContain('Your chest reads XS: check the size guide.');
  });

  it('reads only the measures the chart holds (trousers: waist and hips, never the chest)', () => {
    const rec = recommend(measured({ chest: 120, waist: 76 }), demoChart('trousers'), 'regular', 'trousers');
    expect(rec).toMatchObject({ size: 'M', basis: 'measurements' });
  });
});

describe('missing and implausible measures', () => {
  const chart = demoChart('tops');
  it.each([
    { what: 'nothing', m: {} },
    { what: 'only height and weight', m: { height: 160, weight: 55 } },
    { what: 'a chest below the form bounds', m: { chest: 12 } },
    { what: 'a chest above the form bounds', m: { chest: 420 } },
    { what: 'not a number', m: { chest: Number.NaN } },
    { what: 'a chest beyond the whole chart', m: { chest: 190 } },
    { what: 'a child-sized chest', m: { chest: 55 } },
  ])('$what: no size from measurements', ({ m }) => {
    expect(recommend(measured(m), chart, 'regular', 'tops')).toEqual(NO_SIZE);
  });

  it('leaves out an implausible measure and reads the others', () => {
    const rec = recommend(measured({ chest: 500, waist: 76 }), chart, 'regular', 'tops');
    expect(rec).toMatchObject({ size: 'M', basis: 'measurements' });
    expect(rec.reason).toContain('Your waist, 76 cm');
  });

  it('falls back to her sizes when the category has no chart', () => {
    const person: Person = { ...measured({ chest: 92 }), sizes: { tops: 'L' } };
    expect(recommend(person, null, 'regular', 'tops')).toMatchObject({ size: 'L', basis: 'roslis' });
  });
});

describe('from her Roslis sizes', () => {
  it.each(
    Object.entries(CATEGORY_GARMENT)
      .filter(([, garment]) => garment !== 'bottoms')
      .map(([slug, garment]) => ({ slug, garment })),
  )('$slug reads her $garment size', ({ slug, garment }) => {
    const rec = recommend({ ...nobody, sizes: { [garment]: 'XL' } }, demoChart(slug), 'regular', slug);
    expect(rec).toMatchObject({ size: 'XL', basis: 'roslis', confidence: 'medium' });
    expect(rec.reason).toMatch(/^You told us you wear XL in /);
  });

  it('says the garment in words', () => {
    expect(recommend({ ...nobody, sizes: { tops: 'M' } }, demoChart('tops'), 'regular', 'tops').reason).toBe(
      'You told us you wear M in tops.',
    );
    expect(
      recommend({ ...nobody, sizes: { ethnic: 'S' } }, demoChart('kurtas'), 'slim', 'kurtas').reason,
    ).toBe('You told us you wear S in ethnic wear.');
  });

  it('reads a waist size for trousers through the chart', () => {
    const rec = recommend(
      { ...nobody, sizes: { bottoms: '32' } },
      demoChart('trousers'),
      'regular',
      'trousers',
    );
    expect(rec).toMatchObject({ size: 'L', basis: 'roslis' });
    expect(rec.reason).toBe('You told us you wear waist 32 in bottoms: that is L in our chart.');
  });

  it('prefers measurements over the sizes she told us', () => {
    const person: Person = { ...measured({ chest: 91 }), sizes: { tops: 'XL' } };
    expect(recommend(person, demoChart('tops'), 'regular', 'tops')).toMatchObject({ size: 'M' });
  });

  it('ignores a size for another garment', () => {
    expect(
      recommend({ ...nobody, sizes: { dresses: 'M' } }, demoChart('tops'), 'regular', 'tops').size,
    ).toBeNull();
  });
});

describe("from other brands' sizes", () => {
  const brands = (list: [string, string, string][]): Person => ({
    ...nobody,
    brands: list.map(([brandName, type, size]) => ({
      brandName,
      garmentTypes: [{ type: type as never, size: size as never }],
    })),
  });

  it('takes the most common size', () => {
    const rec = recommend(
      brands([
        ['W', 'Casual', 'M'],
        ['Biba', 'Ethnic', 'M'],
        ['Zara', 'Western', 'L'],
      ]),
      demoChart('tops'),
      'regular',
      'tops',
    );
    expect(rec).toEqual({
      size: 'M',
      reason: 'You wear M at other brands (W, Biba).',
      confidence: 'low',
      basis: 'brands',
      words: { key: 'brands', size: 'M', brands: ['W', 'Biba'] },
    });
  });

  it("prefers the category's garment types (ethnic wear for kurtas)", () => {
    const person = brands([
      ['Zara', 'Casual', 'S'],
      ['H&M', 'Western', 'S'],
      ['FabIndia', 'Ethnic', 'L'],
    ]);
    expect(recommend(person, demoChart('kurtas'), 'regular', 'kurtas')).toMatchObject({ size: 'L' });
    expect(recommend(person, demoChart('tops'), 'regular', 'tops')).toMatchObject({ size: 'S' });
  });

  it('takes the larger on a tie and reads waist sizes through the chart', () => {
    expect(
      recommend(
        brands([
          ['A', 'Casual', 'S'],
          ['B', 'Casual', 'M'],
        ]),
        demoChart('tops'),
        'regular',
        'tops',
      ).size,
    ).toBe('M');
    expect(
      recommend(brands([['Levis', 'Casual', '30']]), demoChart('trousers'), 'regular', 'trousers').size,
    ).toBe('M');
  });
});

describe('a family', () => {
  it('gives each person her own size from her own details', () => {
    const chart = demoChart('kurtas');
    const me = measured({ chest: 92, waist: 76, hips: 98 });
    const amma: Person = { ...nobody, sizes: { ethnic: 'XL' } };
    const meera: Person = {
      ...nobody,
      brands: [{ brandName: 'FabIndia', garmentTypes: [{ type: 'Ethnic', size: 'S' }] }],
    };
    expect([me, amma, meera].map((p) => recommend(p, chart, 'regular', 'kurtas'))).toMatchObject([
      { size: 'M', basis: 'measurements' },
      { size: 'XL', basis: 'roslis' },
      { size: 'S', basis: 'brands' },
    ]);
  });
});

describe('a size that cannot be had', () => {
  const m = { size: 'M', reason: '', confidence: 'high', basis: 'measurements' } as const;
  it.each([
    { rec: m, have: ['S', 'M', 'L'], available: true, nearest: null },
    { rec: m, have: ['S', 'L'], available: false, nearest: 'L' },
    { rec: m, have: ['S'], available: false, nearest: 'S' },
    { rec: m, have: ['XS', 'XL'], available: false, nearest: null },
    { rec: { ...m, alternative: 'S' as const }, have: ['S', 'L'], available: false, nearest: 'S' },
  ])('$rec.size with $have', ({ rec, have, available, nearest }) => {
    expect(nearestAvailable(rec, (s) => have.includes(s))).toEqual({ available, nearest });
  });
});

describe('when members say a piece runs small or large', () => {
  const chart = demoChart('dresses');
  // 91.5 cm sits well inside M's bust band: M on its own.
  const inM = measured({ chest: 91.5 });
  const table: { tendency: 'small' | 'true' | 'large' | null; size: string; says: boolean }[] = [
    { tendency: null, size: 'M', says: false },
    { tendency: 'true', size: 'M', says: false },
    { tendency: 'small', size: 'L', says: true },
    { tendency: 'large', size: 'S', says: true },
  ];
  it.each(table)('runs $tendency: $size', ({ tendency, size, says }) => {
    const rec = recommend(inM, chart, 'regular', 'dresses', tendency);
    expect(rec.size).toBe(size);
    expect(rec.reason.includes(`Members say this piece runs ${tendency}, so we suggest ${size}.`)).toBe(says);
  });

  it('between two sizes, takes the one on that side of the pair', () => {
    const between = recommend(measured({ chest: 93.8 }), chart, 'regular', 'dresses');
    expect(between).toMatchObject({ size: 'M', alternative: 'L' });
    expect(recommend(measured({ chest: 93.8 }), chart, 'regular', 'dresses', 'small')).toMatchObject({
      size: 'L',
    });
    expect(recommend(measured({ chest: 93.8 }), chart, 'regular', 'dresses', 'large').size).toBe('M');
  });

  it('stays at the largest or smallest size the piece is made in', () => {
    expect(recommend(measured({ chest: 137 }), chart, 'regular', 'dresses', 'small').size).toBe('8XL');
    expect(recommend(measured({ chest: 80 }), chart, 'regular', 'dresses', 'large').size).toBe('XS');
  });

  it('moves the sizes she told us, and leaves "Add your measurements" alone', () => {
    const told: Person = { ...nobody, sizes: { dresses: 'M' } as Person['sizes'] };
    expect(recommend(told, chart, 'regular', 'dresses', 'small').size).toBe('L');
    expect(recommend(nobody, chart, 'regular', 'dresses', 'small')).toEqual(NO_SIZE);
  });
});

/**
 * The reason's words, which the web writes in the member's language: each path's sentence and figures,
 * the caution and the shift. The English reason is always the words in English, and the answer's schema
 * keeps every figure.
 */
describe("the reason's words", () => {
  const said = (rec: Recommendation) => {
    expect(rec.reason).toBe(fitReasonText(rec.words!));
    expect(recommendation.parse(rec)).toEqual(rec);
    return rec.words;
  };
  const tops = demoChart('tops');

  it('within a size: the measure, her centimetres, the band in body terms and the cut', () => {
    expect(said(recommend(measured({ chest: 92 }), tops, 'regular', 'tops'))).toEqual({
      key: 'within',
      size: 'M',
      measure: 'bust',
      cm: 92,
      low: 89,
      high: 94,
      fit: 'regular',
    });
    expect(said(recommend(measured({ chest: 90 }), tops, 'slim', 'tops'))).toEqual({
      key: 'within',
      size: 'M',
      measure: 'bust',
      cm: 90,
      low: 87,
      high: 92,
      fit: 'slim',
    });
    expect(
      said(recommend(measured({ waist: 81 }), demoChart('trousers'), 'regular', 'trousers')),
    ).toMatchObject({ key: 'within', size: 'L', measure: 'waist', cm: 81 });
  });

  it('between two sizes: the pair, smaller first, whichever is suggested', () => {
    const between = recommend(measured({ chest: 93.5 }), tops, 'regular', 'tops');
    expect(between).toMatchObject({ size: 'M', alternative: 'L' });
    expect(said(between)).toEqual({
      key: 'between',
      small: 'M',
      large: 'L',
      measure: 'bust',
      cm: 94,
      fit: 'regular',
    });
    const slim = recommend(measured({ chest: 92 }), tops, 'slim', 'tops');
    expect(slim).toMatchObject({ size: 'L', alternative: 'M' });
    expect(said(slim)).toEqual({
      key: 'between',
      small: 'M',
      large: 'L',
      measure: 'bust',
      cm: 92,
      fit: 'slim',
    });
    expect(slim.reason).toBe(
      'Between M and L: M if you like it close, L for room (your chest, 92 cm in this slim fit).',
    );
  });

  it('a caution names the measure that reads a size two or more below', () => {
    const kurtas = demoChart('kurtas');
    const within = recommend(measured({ chest: 81, hips: 112 }), kurtas, 'regular', 'kurtas');
    expect(said(within)).toEqual({
      key: 'within',
      size: 'XXL',
      measure: 'hips',
      cm: 112,
      low: 110,
      high: 115,
      fit: 'regular',
      caution: { measure: 'bust', size: 'XS' },
    });
    expect(within.reason).toBe(
      'Your hips, 112 cm, is within XXL (110–115 cm). Your chest reads XS: check the size guide.',
    );
    const between = recommend(measured({ chest: 81, hips: 107.5 }), kurtas, 'slim', 'kurtas');
    expect(said(between)).toMatchObject({
      key: 'between',
      small: 'XL',
      large: 'XXL',
      caution: { measure: 'bust' },
    });
    // One size apart is no caution.
    expect(
      said(recommend(measured({ chest: 91, hips: 102 }), kurtas, 'regular', 'kurtas')),
    ).not.toHaveProperty('caution');
  });

  it('her Roslis size: the size and the garment; a waist size in inches with the size it reads', () => {
    expect(
      said(recommend({ ...nobody, sizes: { ethnic: 'S' } }, demoChart('kurtas'), 'slim', 'kurtas')),
    ).toEqual({
      key: 'roslis',
      size: 'S',
      garment: 'ethnic',
    });
    expect(
      said(recommend({ ...nobody, sizes: { bottoms: '32' } }, demoChart('trousers'), 'regular', 'trousers')),
    ).toEqual({ key: 'waistSize', waist: '32', size: 'L', garment: 'bottoms' });
  });

  it('other brands: the size and at most three brands, as she typed them', () => {
    const person: Person = {
      ...nobody,
      brands: ['H&M', 'Biba', 'W', 'Aurelia'].map((brandName) => ({
        brandName,
        garmentTypes: [{ type: 'Casual' as const, size: 'M' as const }],
      })),
    };
    expect(said(recommend(person, tops, 'regular', 'tops'))).toEqual({
      key: 'brands',
      size: 'M',
      brands: ['H&M', 'Biba', 'W'],
    });
  });

  it('no size yet: "none"', () => {
    expect(recommend(nobody, tops, 'regular', 'tops').words).toEqual({ key: 'none' });
  });

  it('a shift says which way the piece runs and the size it moves to, after the sentence', () => {
    const dresses = demoChart('dresses');
    const small = recommend(measured({ chest: 91.5 }), dresses, 'regular', 'dresses', 'small');
    expect(said(small)).toEqual({
      key: 'within',
      size: 'M',
      measure: 'bust',
      cm: 92,
      low: 89,
      high: 94,
      fit: 'regular',
      shift: { tendency: 'small', size: 'L' },
    });
    expect(small.reason).toBe(
      'Your chest, 92 cm, is within M (89–94 cm). Members say this piece runs small, so we suggest L.',
    );
    // Between M and L on a piece that runs large: M, the sentence still names the pair.
    const large = recommend(measured({ chest: 93.8 }), dresses, 'regular', 'dresses', 'large');
    expect(large).not.toHaveProperty('alternative');
    expect(said(large)).toMatchObject({
      key: 'between',
      small: 'M',
      large: 'L',
      shift: { tendency: 'large', size: 'M' },
    });
    const told = recommend({ ...nobody, sizes: { dresses: 'M' } }, dresses, 'regular', 'dresses', 'small');
    expect(said(told)).toEqual({
      key: 'roslis',
      size: 'M',
      garment: 'dresses',
      shift: { tendency: 'small', size: 'L' },
    });
    // No shift where members say it runs true, or where the piece is not made a size further.
    expect(
      said(recommend(measured({ chest: 91.5 }), dresses, 'regular', 'dresses', 'true')),
    ).not.toHaveProperty('shift');
    expect(
      said(recommend(measured({ chest: 137 }), dresses, 'regular', 'dresses', 'small')),
    ).not.toHaveProperty('shift');
  });
});
