const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const rupeesWithPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "150000.00" -> "₹1,50,000"; "1499.50" -> "₹1,499.50" (paise only when not zero). */
export function formatRupees(value: string | number): string {
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return '₹—';
  const paise = Math.round(amount * 100);
  return paise % 100 === 0 ? rupees.format(paise / 100) : rupeesWithPaise.format(paise / 100);
}

/** Adds decimal price strings in paise, so no floating-point drift: ("1499.00", 2) -> 299800. */
export function toPaise(price: string | number): number {
  return Math.round(Number(price) * 100);
}

export function paiseToRupees(paise: number): string {
  return (paise / 100).toFixed(2);
}

function toDate(value: string | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "12 Mar 2025" */
export function formatDate(value: string | Date): string {
  const d = toDate(value);
  return d ? d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }) : '';
}

/** "March 2025" */
export function formatMonthYear(value: string | Date): string {
  const d = toDate(value);
  return d ? d.toLocaleDateString('en-IN', { month: 'long', year: 'numeric' }) : '';
}

/** "12 Mar 2025, 4:05 pm" */
export function formatDateTime(value: string | Date): string {
  const d = toDate(value);
  return d
    ? d.toLocaleString('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })
    : '';
}
