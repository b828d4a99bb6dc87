import { describe, expect, it } from 'vitest';
import { applyPath, chosenPlan, isSelectable, publicTiers, upgradeCost } from './card-tiers';
import { tiersFixture } from './tiers.fixture';

describe('card tiers', () => {
  const tiers = tiersFixture();
  const [, premium, gold, platinum] = tiers;

  it('shows visitors every tier but the sandbox one, and lets them choose only purchasable ones', () => {
    expect(publicTiers(tiers).map((t) => t.id)).toEqual(['premium', 'gold', 'platinum']);
    expect([premium!, gold!, platinum!].map(isSelectable)).toEqual([true, true, false]);
  });

  it('never lands on a tier that cannot be chosen', () => {
    expect(chosenPlan(publicTiers(tiers), 'gold')).toBe('gold');
    expect(chosenPlan(publicTiers(tiers), 'platinum')).toBe('premium');
    expect(chosenPlan(undefined, 'gold')).toBe('gold');
  });

  it('prices an upgrade as the difference, in paise', () => {
    expect(upgradeCost(premium!, gold!)).toBe('15000.00');
    expect(upgradeCost({ ...premium!, price: '4999.99' }, { ...gold!, price: '20000.10' })).toBe('15000.11');
    expect(upgradeCost(gold!, premium!)).toBe('0.00');
  });

  it('builds the registration path with the plan', () => {
    expect(applyPath('gold')).toBe('/auth?mode=register&plan=gold');
  });
});
