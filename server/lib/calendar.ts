/**
 * Calendar months and days in India time (IST, UTC+05:30, no daylight saving): the card's life cycle
 * counts calendar months as the member lives them, not as UTC does.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

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
export function monthLabel(m: Month): string {
  return new Date(Date.UTC(m.year, m.month - 1, 15)).toLocaleString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** '30 November 2026': the last day of a month. */
export function lastDayLabel(m: Month): string {
  const last = new Date(Date.UTC(m.year, m.month, 0));
  return last.toLocaleString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
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

/** '12 March 2027', in India time. */
export function dayLabel(at: Date): string {
  return at.toLocaleString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/** The same instant `years` later (or earlier); 29 February becomes 1 March. */
export function addYears(at: Date, years: number): Date {
  const next = new Date(at.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}
