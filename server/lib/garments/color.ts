/** Colour helpers for the garment images (6-digit hex without #). */
// ---------------------------------------------------------------- colour

export const rgb = (hex: string) => [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** `a` moved towards `b` by t (0..1), as 6 hex digits. */
export function mix(a: string, b: string, t: number): string {
  const B = rgb(b);
  return rgb(a)
    .map((v, i) =>
      Math.round(v + (B[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
}

export const lightness = (hex: string) => {
  const [r, g, b] = rgb(hex);
  return (0.299 * r! + 0.587 * g! + 0.114 * b!) / 255;
};
