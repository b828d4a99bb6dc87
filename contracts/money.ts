/**
 * Money, written once for server and web: integer paise in the database and in sums, a two-decimal
 * rupee string in the API ("1499.00"), and rupees with en-IN grouping on screen (₹1,50,000).
 */

/** 149900 -> "1499.00" (the API's price strings). */
export function paiseToPrice(paise: number): string {
  if (!Number.isInteger(paise)) throw new TypeError(`paise must be an integer, got ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1499.00" -> 149900: sums are made in paise, so no floating-point drift. NaN for a non-number. */
export function priceToPaise(price: string | number): number {
  return Math.round(Number(price) * 100);
}

/**
 * A whole number in Indian digit grouping: 1234567 -> "12,34,567" (the last three digits, then pairs),
 * "-" before a negative one. Written out rather than through Intl: a page's first Intl format loads the
 * locale's data (15-25 ms on a laptop, four times that on a slow phone), and prices are on every member
 * page. Beyond safe integers (never a price) Intl writes it.
 */
export function groupIndian(value: number): string {
  if (!Number.isSafeInteger(value)) return new Intl.NumberFormat('en-IN').format(value);
  const digits = String(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  if (digits.length <= 3) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** 500000 -> "₹5,000"; 149950 -> "₹1,499.50" (paise shown only when not zero); "-₹5" below zero. */
export function formatPaise(paise: number): string {
  if (!Number.isFinite(paise)) return '₹—';
  // `|| 0`: a rounded -0.4 paise is no sum owed ("₹0", not "-₹0").
  const rounded = Math.round(paise) || 0;
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const rest = abs % 100;
  return `${sign}₹${groupIndian((abs - rest) / 100)}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** The monthly amount of a no-cost plan, in paise: the total over the months, rounded to the paisa. */
export function emiMonthlyPaise(totalPaise: number, months: number): number {
  return Math.round(totalPaise / months);
}
