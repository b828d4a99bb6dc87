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
 * The rupee formats, made on first use: the first Intl.NumberFormat of a page loads the locale's data,
 * which at module load would lengthen the one long task in which the app's code is evaluated.
 */
let rupeeFormats: { whole: Intl.NumberFormat; withPaise: Intl.NumberFormat } | undefined;
function rupees() {
  rupeeFormats ??= {
    whole: new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
    withPaise: new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
  };
  return rupeeFormats;
}

/** 500000 -> "₹5,000"; 149950 -> "₹1,499.50" (paise shown only when not zero). */
export function formatPaise(paise: number): string {
  if (!Number.isFinite(paise)) return '₹—';
  const rounded = Math.round(paise);
  const { whole, withPaise } = rupees();
  return rounded % 100 === 0 ? whole.format(rounded / 100) : withPaise.format(rounded / 100);
}

/** The monthly amount of a no-cost plan, in paise: the total over the months, rounded to the paisa. */
export function emiMonthlyPaise(totalPaise: number, months: number): number {
  return Math.round(totalPaise / months);
}
