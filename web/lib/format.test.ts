import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMonthYear,
  formatRupees,
  paiseToRupees,
  toPaise,
} from './format';

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

  it('dates in India time whatever zone the browser is in', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['America/New_York', 'Europe/London', 'Asia/Dubai', 'Pacific/Auckland']) {
        process.env.TZ = tz;
        // 00:30 on 29 November in Kochi is still the 28th (or already the 30th) elsewhere.
        expect(formatDate('2026-11-28T19:00:00Z'), tz).toBe('29 Nov 2026');
        expect(formatDateTime('2026-11-28T19:00:00Z'), tz).toBe('29 Nov 2026, 12:30 am');
        // A pre-order's closing day is that day, never the evening before west of Greenwich.
        expect(formatLongDate('2026-12-12'), tz).toBe('12 December 2026');
        expect(formatMonthYear('2026-11-30T20:00:00Z'), tz).toBe('December 2026');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('in Malayalam (ml-IN)', () => {
  it('keeps rupees and counts in lakhs, as Kerala writes them', async () => {
    const { formatNumber } = await import('./format');
    // Intl's Malayalam would group in thousands ("₹150,000"): the shop keeps the Indian grouping.
    expect(new Intl.NumberFormat('ml-IN', { style: 'currency', currency: 'INR' }).format(150000)).not.toBe(
      '₹1,50,000.00',
    );
    expect(formatRupees('150000.00')).toBe('₹1,50,000');
    expect(formatNumber(2500000)).toBe('25,00,000');
  });

  it('writes dates with Malayalam month names, in India time', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'America/New_York';
      expect(formatLongDate('2026-12-12', 'ml')).toBe('2026 ഡിസംബർ 12');
      expect(formatMonthYear('2026-11-30T20:00:00Z', 'ml')).toBe('2026 ഡിസംബർ');
      expect(formatDate('2026-11-28T19:00:00Z', 'ml')).toBe('2026 നവം 29');
      expect(formatDate('2026-11-28T19:00:00Z', 'en')).toBe('29 Nov 2026');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('follows the language in force when none is passed', async () => {
    const { setLanguage, resetLanguageForTests } = await import('./i18n/i18n');
    try {
      await setLanguage('ml');
      expect(formatMonthYear('2025-03-12T10:00:00Z')).toBe('2025 മാർച്ച്');
      expect(formatRupees('1499.50')).toBe('₹1,499.50');
    } finally {
      await resetLanguageForTests();
    }
    expect(formatMonthYear('2025-03-12T10:00:00Z')).toBe('March 2025');
  });
});
