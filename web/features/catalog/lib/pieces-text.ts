/** The toolbar's count: "24+ pieces", "1 piece", "3 pieces matching “kurta”" (more pages give the +). */
export function piecesText(count: number, more: boolean, q: string): string {
  const n = `${count}${more ? '+' : ''} ${count === 1 && !more ? 'piece' : 'pieces'}`;
  return q ? `${n} matching “${q}”` : n;
}
