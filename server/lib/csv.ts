/**
 * CSV as RFC 4180 writes it, for exports a spreadsheet opens: fields separated by commas, records by
 * CRLF; a field holding a comma, a double quote, CR or LF is wrapped in double quotes with its quotes
 * doubled. Text that a spreadsheet would run as a formula (it starts with = + - @, or a tab or CR that
 * some programs skip first) gets a leading apostrophe, so a customer's name like `=HYPERLINK(...)` stays
 * text (OWASP's CSV injection advice). Numbers are written as they are: -5 is a number, not a formula,
 * and so is an amount given as text ("-300.00", rupees()), which nothing can run.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
/** A plain decimal number: a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One field, guarded and quoted as needed. null and undefined are empty. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Cannot write ${value} to a CSV`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ending in CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The UTF-8 byte order mark: spreadsheet programs then read names in any script correctly. */
export const UTF8_BOM = '\uFEFF';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/**
 * A whole document as a stream of text chunks: the BOM and the header row, then one chunk per page of
 * rows as `pages` yields them, so an export of any size holds one page in memory at a time.
 */
export async function* csvDocument<T>(
  columns: readonly CsvColumn<T>[],
  pages: AsyncIterable<readonly T[]>,
  opts: { bom?: boolean } = {},
): AsyncGenerator<string> {
  yield `${opts.bom === false ? '' : UTF8_BOM}${csvLine(columns.map((c) => c.header))}`;
  for await (const page of pages) {
    if (page.length === 0) continue;
    let chunk = '';
    for (const row of page) chunk += csvLine(columns.map((c) => c.value(row)));
    yield chunk;
  }
}

/** Paise as rupees with two decimals for a spreadsheet: 149900 -> "1499.00" (no symbol, no grouping). */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The name a download is saved under, with the day (India time) it was made:
 * ('roslis-orders', 2026-11-25T20:00Z) -> 'roslis-orders-2026-11-26.csv'.
 */
export function datedFilename(stem: string, at: Date): string {
  const ist = new Date(at.getTime() + (5 * 60 + 30) * 60_000);
  return `${stem}-${ist.toISOString().slice(0, 10)}.csv`;
}
