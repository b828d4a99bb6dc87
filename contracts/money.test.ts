import { describe, expect, it } from 'vitest';
import { formatPaise, paiseToPrice, priceToPaise } from './money.ts';

describe('money', () => {
  it('turns paise into the API price string and back', () => {
    expect(paiseToPrice(149900)).toBe('1499.00');
    expect(paiseToPrice(5)).toBe('0.05');
    expect(paiseToPrice(-250)).toBe('-2.50');
    expect(priceToPaise('1499.00')).toBe(149900);
    expect(priceToPaise('0.29')).toBe(29);
    expect(() => paiseToPrice(1.5)).toThrow(TypeError);
  });

  it('shows rupees with Indian grouping, paise only when there are some', () => {
    expect(formatPaise(15_000_000)).toBe('₹1,50,000');
    expect(formatPaise(149950)).toBe('₹1,499.50');
    expect(formatPaise(100)).toBe('₹1');
    expect(formatPaise(Number.NaN)).toBe('₹—');
  });
});
