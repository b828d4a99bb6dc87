import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate, formatMonthYear, formatRupees, paiseToRupees, toPaise } from './format';

describe('formatRupees', () => {
  it('groups the Indian way and hides zero paise', () => {
    expect(formatRupees('150000.00')).toBe('₹1,50,000');
    expect(formatRupees('5000.00')).toBe('₹5,000');
    expect(formatRupees('1499.00')).toBe('₹1,499');
    expect(formatRupees(2500000)).toBe('₹25,00,000');
  });

  it('shows paise when there are some', () => {
    expect(formatRupees('1499.50')).toBe('₹1,499.50');
    expect(formatRupees('0.05')).toBe('₹0.05');
  });

  it('adds in paise without drift', () => {
    expect(paiseToRupees(toPaise('0.10') * 3)).toBe('0.30');
  });
});

describe('dates', () => {
  it('formats en-IN', () => {
    expect(formatDate('2025-03-12T10:00:00Z')).toBe('12 Mar 2025');
    expect(formatMonthYear('2025-03-12T10:00:00Z')).toBe('March 2025');
    expect(formatDate('not a date')).toBe('');
    expect(formatLongDate('2026-12-12T10:00:00Z')).toBe('12 December 2026');
    expect(formatLongDate('not a date')).toBe('');
  });
});
