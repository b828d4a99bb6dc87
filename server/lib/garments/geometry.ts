/**
 * Path geometry for the garment outlines: shapes are written as the right half (dx from the centre
 * line, y) and mirrored.
 */
// Shapes are written as the right half in (dx from the centre line, y) and mirrored. A segment is
// [x y] (line), [cx cy x y] (quadratic) or [c1x c1y c2x c2y x y] (cubic).

export type Pt = readonly [number, number];
export type Seg = readonly number[];
export const CX = 450;

export function seg(s: Seg, m: number): string {
  const k = s.length === 2 ? 'L' : s.length === 4 ? 'Q' : 'C';
  return k + s.map((v, i) => Math.round((i % 2 === 0 ? CX + m * v : v) * 10) / 10).join(' ');
}

/** An open path on one side: m = 1 right, -1 left (mirrored). */
export function open(start: Pt, segs: readonly Seg[], m = 1): string {
  return `M${CX + m * start[0]} ${start[1]}${segs.map((s) => seg(s, m)).join('')}`;
}

/** The same open path on both sides. */
export const both = (start: Pt, segs: readonly Seg[]) => open(start, segs) + open(start, segs, -1);

/** A closed symmetric outline: the right half from `start`, then its mirror image back. */
export function sym(start: Pt, segs: readonly Seg[]): string {
  const ends: Pt[] = [start, ...segs.map((s) => [s[s.length - 2]!, s[s.length - 1]!] as const)];
  let back = '';
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i]!;
    const [x, y] = ends[i]!;
    const rev =
      s.length === 2 ? [x, y] : s.length === 4 ? [s[0]!, s[1]!, x, y] : [s[2]!, s[3]!, s[0]!, s[1]!, x, y];
    back += seg(rev, -1);
  }
  return `${open(start, segs)}${back}Z`;
}
