import { describe, expect, it } from 'vitest';
import { CARD_RULE_DEFAULTS, type CardRules } from '../../../contracts/card-rules.ts';
import { type PricingLine, type PricingMember, price, ruleLineLabel } from './service.ts';

const rules: CardRules = { ...CARD_RULE_DEFAULTS };
const premium: PricingMember = {
  plan: 'premium',
  cardActive: true,
  monthsHeld: 3,
  pickAvailable: true,
  pointsBalance: 0,
};
const gold: PricingMember = { ...premium, plan: 'gold' };
const limited = (key: string, rupees: number, quantity = 1, size: string | null = 'M'): PricingLine => ({
  key,
  listPricePaise: rupees * 100,
  storefront: 'LIMITED-EDITION',
  size,
  quantity,
});
const studio = (key: string, rupees: number, quantity = 1, size: string | null = 'M'): PricingLine => ({
  ...limited(key, rupees, quantity, size),
  storefront: 'STUDIO',
});
const codes = (l: { rules: { code: string; amountPaise: number }[] }) =>
  Object.fromEntries(l.rules.map((r) => [r.code, r.amountPaise]));

describe('the pricing step (paise)', () => {
  it.each([
    // member, lines, expected line totals, expected order total
    ['Premium pick at or below ₹3,500 costs ₹999', premium, [limited('a', 2_499)], [99_900], 99_900],
    [
      'Premium pick above ₹3,500 adds the excess',
      premium,
      [limited('a', 8_999)],
      [99_900 + 549_900],
      649_800,
    ],
    ['Gold pick is free below ₹3,500', gold, [limited('a', 2_499)], [0], 0],
    ['Gold pick above ₹3,500 is only the excess', gold, [limited('a', 4_000)], [50_000], 50_000],
    ['Premium member price on STUDIO −10 %', premium, [studio('s', 2_000)], [180_000], 180_000],
    ['Gold member price on STUDIO −20 %', gold, [studio('s', 2_000)], [160_000], 160_000],
    [
      'a 3XL pick carries the surcharge on top',
      premium,
      [limited('a', 2_499, 1, '3XL')],
      [99_900 + 20_000],
      119_900,
    ],
    [
      'quantities: 3 STUDIO pieces in 4XL',
      premium,
      [studio('s', 1_000, 3, '4XL')],
      [3 * (90_000 + 20_000)],
      330_000,
    ],
    ['XXL has no surcharge', premium, [studio('s', 1_000, 1, 'XXL')], [90_000], 90_000],
  ])('%s', (_name, member, lines, lineTotals, total) => {
    const quote = price({ member, lines, rules });
    expect(quote.lines.map((l) => l.lineTotalPaise)).toEqual(lineTotals);
    expect(quote.totalPaise).toBe(total);
    for (const l of quote.lines) {
      expect(l.listPricePaise * l.quantity + l.rules.reduce((n, r) => n + r.amountPaise, 0)).toBe(
        l.lineTotalPaise,
      );
    }
  });

  it('a pick and an extra piece in one bag: the pick takes ONE unit, the one it saves most on', () => {
    const quote = price({
      member: premium,
      lines: [limited('cheap', 2_499), limited('dear', 3_000, 2)],
      rules,
    });
    const [cheap, dear] = quote.lines;
    // ₹2,499 → member ₹2,249.10; ₹3,000 → member ₹2,700: the pick (₹999) saves more on the dearer one.
    expect(codes(cheap!)).toEqual({ member_price: -24_990 });
    expect(cheap!.lineTotalPaise).toBe(224_910);
    expect(codes(dear!)).toEqual({ monthly_pick: 99_900 - 300_000, member_price: -30_000 });
    expect(dear!.lineTotalPaise).toBe(99_900 + 270_000);
    expect(dear!.rules.map((r) => r.label)).toEqual(['Monthly pick', 'Premium member price −10 %']);
    expect(quote.usesPick).toBe(true);
  });

  it('a pick already used this month: every piece at the member price', () => {
    const quote = price({
      member: { ...premium, pickAvailable: false },
      lines: [limited('a', 2_499)],
      rules,
    });
    expect(quote.totalPaise).toBe(224_910);
    expect(quote.usesPick).toBe(false);
  });

  it('a pick that would cost more than the member price is not used (the month stays free)', () => {
    const quote = price({ member: premium, lines: [limited('a', 1_000)], rules });
    expect(quote.totalPaise).toBe(90_000);
    expect(quote.usesPick).toBe(false);
  });

  it.each([
    ['lapsed card', { ...premium, cardActive: false }],
    ['applicant in review', { ...premium, plan: 'none' as const, cardActive: false }],
  ])('%s: the list price, and what the card would save', (_name, member) => {
    const quote = price({ member, lines: [studio('s', 2_000, 2), limited('a', 2_499)], rules });
    expect(quote.totalPaise).toBe(2 * 200_000 + 249_900);
    expect(quote.lines.every((l) => l.rules.length === 0)).toBe(true);
    expect(quote.cardWouldSavePaise).toBe(2 * 20_000 + 24_990);
  });

  it('a Gold card that lapsed would save 20 %', () => {
    const quote = price({ member: { ...gold, cardActive: false }, lines: [studio('s', 1_000)], rules });
    expect(quote.cardWouldSavePaise).toBe(20_000);
  });

  it('points: 1 point = ₹1, capped at 20 % of the order and at the balance', () => {
    const member = { ...premium, pickAvailable: false, pointsBalance: 5_000 };
    const lines = [studio('s', 2_000)]; // ₹1,800 at the member price: at most ₹360 in points
    const over = price({ member, lines, rules, pointsToUse: 1_000 });
    expect(over.pointsUsed).toBe(360);
    expect(over.rules).toEqual([
      {
        code: 'points',
        label: 'Points −₹360',
        key: 'points',
        params: { amountPaise: 36_000 },
        amountPaise: -36_000,
      },
    ]);
    expect(over.totalPaise).toBe(180_000 - 36_000);
    const under = price({ member, lines, rules, pointsToUse: 300 });
    expect(under.rules[0]?.label).toBe('Points −₹300');
    expect(under.totalPaise).toBe(150_000);
    const poor = price({ member: { ...member, pointsBalance: 100 }, lines, rules, pointsToUse: 300 });
    expect(poor.pointsUsed).toBe(100);
  });

  it('follows the figures staff set', () => {
    const changed = {
      ...rules,
      memberDiscountPremiumPercent: 15,
      sizeSurchargeFrom: 'XXL',
      sizeSurchargePaise: 5_000,
    };
    const quote = price({ member: premium, lines: [studio('s', 1_000, 1, 'XXL')], rules: changed });
    expect(quote.lines[0]!.rules.map((r) => r.label)).toEqual([
      'Premium member price −15 %',
      'Size XXL +₹50',
    ]);
    expect(quote.totalPaise).toBe(85_000 + 5_000);
  });
});

describe('rule lines in a language', () => {
  it('words each line from its key in Malayalam, keeps the English label in English and for a line without a key', () => {
    const q = price({
      member: { ...premium, pointsBalance: 500 },
      lines: [{ key: 'a', listPricePaise: 249_900, storefront: 'LIMITED-EDITION', size: '3XL', quantity: 2 }],
      rules,
      pointsToUse: 300,
    });
    const all = [...q.lines[0]!.rules, ...q.rules];
    expect(all.map((r) => ruleLineLabel(r, 'en'))).toEqual(all.map((r) => r.label));
    expect(all.map((r) => ruleLineLabel(r, 'ml'))).toEqual([
      'ഈ മാസത്തെ പിക്ക്',
      'പ്രീമിയം അംഗവില −10 %',
      'സൈസ് 3XL +₹200',
      'പോയിന്റുകൾ −₹300',
    ]);
    expect(ruleLineLabel({ code: 'points', label: 'Points −₹50', amountPaise: -5_000 }, 'ml')).toBe(
      'Points −₹50',
    );
  });
});
