import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addYears,
  dayLabel,
  dayTimeLabel,
  istDateTimeText,
  istDayStart,
  istInstant,
  istParts,
  lastDayLabel,
  lastDayOn,
  monthKey,
  monthLabel,
  monthStart,
  monthStartsOn,
} from './calendar.ts';

describe('India-time calendar', () => {
  it('puts an instant in the month India lives it (UTC evening of the 31st is already the 1st)', () => {
    expect(istParts(new Date('2026-10-31T18:29:59Z'))).toEqual({ year: 2026, month: 10, day: 31 });
    expect(istParts(new Date('2026-10-31T18:30:00Z'))).toEqual({ year: 2026, month: 11, day: 1 });
  });

  it('starts a month at midnight IST', () => {
    expect(monthStart({ year: 2026, month: 11 }).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(monthStart({ year: 2027, month: 1 }).toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('moves across years and names months', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(monthKey({ year: 2027, month: 3 })).toBe('2027-03');
    expect(monthLabel({ year: 2026, month: 11 })).toBe('November 2026');
    expect(lastDayLabel({ year: 2028, month: 2 })).toBe('29 February 2028');
    expect(monthStartsOn({ year: 2026, month: 11 })).toBe('2026-11-01');
    expect(lastDayOn({ year: 2028, month: 2 })).toBe('2028-02-29');
    expect(lastDayOn({ year: 2026, month: 12 })).toBe('2026-12-31');
  });

  it("starts an India day at its midnight and shows an instant on India's clock", () => {
    expect(istDayStart('2026-11-28').toISOString()).toBe('2026-11-27T18:30:00.000Z');
    expect(istDateTimeText(new Date('2026-11-28T18:10:00Z'))).toBe('2026-11-28 23:40');
    expect(istDateTimeText(new Date('2026-11-28T18:30:00Z'))).toBe('2026-11-29 00:00');
  });

  it("reads an instant off India's clock, the other way round", () => {
    expect(istInstant('2026-03-31 23:30').toISOString()).toBe('2026-03-31T18:00:00.000Z');
    expect(istInstant('2026-04-01T00:30').toISOString()).toBe('2026-03-31T19:00:00.000Z');
    expect(istInstant('2026-11-28').toISOString()).toBe('2026-11-27T18:30:00.000Z');
    expect(istDateTimeText(istInstant('2026-11-28 23:40'))).toBe('2026-11-28 23:40');
  });

  it('names a day and a moment in India time', () => {
    expect(dayLabel(new Date('2027-03-11T19:00:00Z'))).toBe('12 March 2027');
    expect(dayTimeLabel(new Date('2026-11-28T00:12:00Z'))).toBe('28 November 2026 at 5:42 am');
  });

  it('adds a year', () => {
    expect(addYears(new Date('2026-03-12T10:00:00Z'), 1).toISOString()).toBe('2027-03-12T10:00:00.000Z');
    expect(addYears(new Date('2027-03-12T10:00:00Z'), -1).toISOString()).toBe('2026-03-12T10:00:00.000Z');
  });
});
