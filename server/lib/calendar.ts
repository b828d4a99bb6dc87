import { type Column, type SQL, sql } from 'drizzle-orm';
import { LOCALE_TAGS, type Locale } from '../../contracts/locale.ts';

/**
 * Calendar months and days in India time (IST, UTC+05:30, no daylight saving): the shop's one clock.
 * The card's life counts calendar months as the member lives them, not as UTC does, and the back
 * office's numbers fall in India's days, months and years. Every India-time sum on the server is here.
 */
const IST_OFFSET_MINUTES = 5 * 60 + 30;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

export interface Month {
  year: number;
  /** 1-12 */
  month: number;
}

/** The India-time date parts of an instant. */
export function istParts(at: Date): Month & { day: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The instant a month begins in India (midnight IST on the 1st). */
export function monthStart({ year, month }: Month): Date {
  return new Date(Date.UTC(year, month - 1, 1) - IST_OFFSET_MS);
}

export function addMonths({ year, month }: Month, n: number): Month {
  const index = year * 12 + (month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** '2026-11' */
export function monthKey({ year, month }: Month): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** 'November 2026' */
export function monthLabel(m: Month, locale: Locale = 'en'): string {
  return new Date(Date.UTC(m.year, m.month - 1, 15)).toLocaleString(LOCALE_TAGS[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** '30 November 2026': the last day of a month. */
export function lastDayLabel(m: Month, locale: Locale = 'en'): string {
  const last = new Date(Date.UTC(m.year, m.month, 0));
  return last.toLocaleString(LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** '2026-11-01': the first day of a month, as an ISO date. */
export function monthStartsOn(m: Month): string {
  return `${monthKey(m)}-01`;
}

/** '2026-11-30': the last day of a month, as an ISO date. */
export function lastDayOn(m: Month): string {
  return new Date(Date.UTC(m.year, m.month, 0)).toISOString().slice(0, 10);
}

/** The instant an India day ('2026-11-28') begins: its midnight in India time. */
export function istDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) - IST_OFFSET_MS);
}

/** '2026-11-28 23:40': an instant as India's clock shows it, to the minute (exports, logs a person reads). */
export function istDateTimeText(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The instant India's clock shows as '2026-11-28 23:40' (or a day, '2026-11-28': its midnight). */
export function istInstant(text: string): Date {
  const [day, time = '00:00'] = text.trim().split(/[ T]/) as [string, string?];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(istDayStart(day).getTime() + (hours * 60 + minutes) * 60_000);
}

/**
 * SQL for the India-time day (of the month), month or year of a timestamp column, for sums by India's
 * calendar in the database: `extract(month from (at in UTC) + 5:30)`.
 */
export function istSqlPart(unit: 'day' | 'month' | 'year', at: Column | SQL) {
  return sql<number>`extract(${sql.raw(unit)} from ((${at} at time zone 'UTC') + interval '${sql.raw(String(IST_OFFSET_MINUTES))} minutes'))::int`;
}

/** '12 March 2027', in India time. */
export function dayLabel(at: Date, locale: Locale = 'en'): string {
  return at.toLocaleString(LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/**
 * '28 November 2026 at 5:42 am', in India time (the security e-mails say when). In Malayalam the date
 * as `dayLabel` writes it and the hour after a comma ('2026 നവംബർ 28, 5:42 AM'), without Intl's joining
 * word, which reads oddly in a sentence.
 */
export function dayTimeLabel(at: Date, locale: Locale = 'en'): string {
  if (locale === 'en') {
    return at.toLocaleString('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    });
  }
  const time = at.toLocaleTimeString(LOCALE_TAGS[locale], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
  return `${dayLabel(at, locale)}, ${time}`;
}

/** The same instant `years` later (or earlier); 29 February becomes 1 March. */
export function addYears(at: Date, years: number): Date {
  const next = new Date(at.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}

/** '2026-11-28': the India day an instant falls on. */
export function istDayKey(at: Date): string {
  const { year, month, day } = istParts(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Midnight (India time) of the India day `n` calendar months after `at`'s India day; a day the month
 * lacks becomes its last (31 August + 1 month = 30 September).
 */
export function istDayMonthsLater(at: Date, n: number): Date {
  const { year, month, day } = istParts(at);
  const target = addMonths({ year, month }, n);
  const last = new Date(Date.UTC(target.year, target.month, 0)).getUTCDate();
  return new Date(Date.UTC(target.year, target.month - 1, Math.min(day, last)) - IST_OFFSET_MS);
}
