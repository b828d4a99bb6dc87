/**
 * The Membership Activity's notes ("Order RSL-1042", "No LIMITED-EDITION purchase in November 2026") are
 * stored as the English the server wrote, which API clients read. Each known note is also named by a key
 * and its params, so the web app writes it in the member's language; a note none of these reads (a new
 * one, or none at all) has no key and shows as written. A month or a day travels as an ISO date, for the
 * web to write in its language.
 */
export type LineParams = Record<string, string | number>;
export interface ActivityLine {
  key: string | null;
  params?: LineParams;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'November 2026' (calendar.ts's monthLabel) -> '2026-11-01'; null for anything else. */
function monthOn(label: string): string | null {
  const [name, year] = label.split(' ');
  const index = MONTHS.indexOf(name ?? '');
  return index >= 0 && /^\d{4}$/.test(year ?? '') ? `${year}-${String(index + 1).padStart(2, '0')}-01` : null;
}

const LINES: {
  key: string;
  pattern: RegExp;
  params?: (groups: Record<string, string>) => LineParams | null;
}[] = [
  { key: 'order', pattern: /^Order (?<order>\S+)$/ },
  { key: 'orderRefunded', pattern: /^Order (?<order>\S+) refunded$/ },
  { key: 'orderCancelled', pattern: /^Order (?<order>\S+) cancelled$/ },
  { key: 'birthday', pattern: /^Happy birthday (?<year>\d{4})$/ },
  { key: 'deal', pattern: /^Dynamo Deal: (?<title>.+)$/ },
  {
    key: 'noPurchaseIn',
    pattern: /^No LIMITED-EDITION purchase in (?<month>\S+ \d{4})$/,
    params: ({ month }) => {
      const on = monthOn(month!);
      return on ? { month: on } : null;
    },
  },
  { key: 'signatureThisYear', pattern: /^Signature purchase this year$/ },
  { key: 'reEntryFee', pattern: /^Re-entry fee (?<fee>₹[\d,.]+)$/ },
  { key: 'renewalUntil', pattern: /^Renewal (?<fee>₹[\d,.]+), until (?<until>\d{4}-\d{2}-\d{2})$/ },
];

/** A note's key and params, or key null when the note is none of the known ones. */
export function activityLine(note: string | null): ActivityLine {
  if (!note) return { key: null };
  for (const line of LINES) {
    const match = line.pattern.exec(note);
    if (!match) continue;
    const groups = { ...match.groups } as Record<string, string>;
    const params = line.params ? line.params(groups) : groups;
    if (!params) continue;
    return Object.keys(params).length ? { key: line.key, params } : { key: line.key };
  }
  return { key: null };
}
