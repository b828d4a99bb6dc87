/** Money is integer paise in the database and a two-decimal rupee string in the API ("1499.00"). */
export function paiseToPrice(paise: number): string {
  if (!Number.isInteger(paise)) throw new TypeError(`paise must be an integer, got ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
