import { describe, expect, it } from 'vitest';
import { formatPaise, groupIndian, paiseToPrice, priceToPaise } from './money.ts';

describe('money', () => {
  it('turns paise into the API price string and back', () => {
    expect(paiseToPrice(149900)).toBe('1499.00');
    expect(paiseToPrice(5)).toBe('0.05');
    expect(paiseToPrice(-250)).toBe('-2.50');
    expect(priceToPaise('1499.00')).toBe(149900);
    expect(priceToPaise('0.29')).toBe(29);
    expect(() => paiseToPrice(1.5)).toThrow(TypeError);
  });

  it('writes rupees and counts exactly as Intl en-IN does, from a rupee to crores, paise and below zero', () => {
    const whole = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    const withPaise = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const counts = new Intl.NumberFormat('en-IN');
    const values = [
      0, 1, 9, 10, 99, 100, 101, 999, 1000, 1001, 9999, 10000, 99999, 100000, 1234567, 12345678,
    ];
    for (let n = 1; n < Number.MAX_SAFE_INTEGER / 7; n = n * 7 + 3) values.push(n);
    for (const v of values.flatMap((n) => (n === 0 ? [0] : [n, -n]))) {
      expect(groupIndian(v)).toBe(counts.format(v));
      if (!Number.isSafeInteger(v * 100)) continue;
      expect(formatPaise(v * 100)).toBe(whole.format(v));
      expect(formatPaise(v * 100 + (v < 0 ? -5 : 5))).toBe(withPaise.format(v + (v < 0 ? -0.05 : 0.05)));
      expect(formatPaise(v * 100 + (v < 0 ? -99 : 99))).toBe(withPaise.format(v + (v < 0 ? -0.99 : 0.99)));
    }
    expect(formatPaise(-0.4)).toBe('₹0');
    expect(groupIndian(2 ** 60)).toBe(counts.format(2 ** 60));
  });

  it('shows rupees with Indian grouping, paise only when there are some', () => {
    expect(formatPaise(15_000_000)).toBe('₹1,50,000');
    expect(formatPaise(149950)).toBe('₹1,499.50');
    expect(formatPaise(100)).toBe('₹1');
    expect(formatPaise(Number.NaN)).toBe('₹—');
  });
});
