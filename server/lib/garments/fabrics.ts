/** Fabric patterns (an SVG <pattern> with id "p") for the garment images. */

import { mix } from './color.ts';
import type { Pattern } from './kinds.ts';

// ---------------------------------------------------------------- fabric

export function fabric(p: Pattern, base: string, acc: string): string {
  const tile = (w: number, h: number, body: string) =>
    `<pattern id="p" patternUnits="userSpaceOnUse" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#${base}"/>${body}</pattern>`;
  const a = `#${acc}`;
  const soft = `#${mix(acc, base, 0.45)}`;
  switch (p) {
    case 'plain':
      return tile(
        10,
        10,
        '<path d="M-2 2L2-2M0 10L10 0M8 12L12 8" stroke="#000" stroke-opacity=".06" stroke-width="2"/>',
      );
    case 'stripes':
      return tile(
        40,
        10,
        `<rect width="10" height="10" fill="${a}"/><rect x="20" width="2" height="10" fill="${soft}"/>`,
      );
    case 'checks':
      return tile(
        56,
        56,
        `<g fill="${a}" opacity=".32"><rect width="18" height="56"/><rect width="56" height="18"/></g><path d="M37 0V56M0 37H56" stroke="${soft}" stroke-width="2"/>`,
      );
    case 'dots':
      return tile(
        36,
        36,
        `<g fill="${a}"><circle cx="9" cy="9" r="3.6"/><circle cx="27" cy="27" r="3.6"/></g>`,
      );
    case 'floral': {
      const petals = [0, 72, 144, 216, 288]
        .map((r) => `<ellipse cy="-10" rx="6.5" ry="10" transform="rotate(${r})"/>`)
        .join('');
      return tile(
        120,
        120,
        `<g id="fl" fill="${a}" transform="translate(32 34)"><path fill="${soft}" d="M6 8Q22 10 28 26Q12 24 6 8ZM-8 6Q-22 16-20 30Q-8 20-8 6Z"/>${petals}<circle r="4.5" fill="#${base}"/></g><use href="#fl" transform="translate(62 58) rotate(36) scale(.7)"/>`,
      );
    }
    case 'block':
      return tile(
        70,
        70,
        `<g id="q" fill="${a}" transform="translate(17 17)"><circle cx="-6" r="5"/><circle cx="6" r="5"/><circle cy="-6" r="5"/><circle cy="6" r="5"/><circle r="2.5" fill="#${base}"/></g><use href="#q" x="35" y="35"/><g fill="${soft}"><circle cx="52" cy="17" r="2"/><circle cx="17" cy="52" r="2"/></g>`,
      );
    case 'chevron':
      return tile(
        60,
        40,
        `<path d="M-15 12L0 30L15 12L30 30L45 12L60 30L75 12" fill="none" stroke="${a}" stroke-width="7"/><path d="M-15 32L0 50L15 32L30 50L45 32L60 50L75 32M-15-8L0 10L15-8L30 10L45-8L60 10L75-8" fill="none" stroke="${soft}" stroke-width="1.5"/>`,
      );
    case 'paisley':
      return tile(
        100,
        100,
        `<g id="y" transform="translate(28 30)"><path fill="${a}" d="M0 22C-17 22-22 4-12-9C-5-18 8-24 15-18C20-13 14-6 8-9C13 1 14 22 0 22Z"/><circle cy="8" r="5" fill="#${base}"/><circle cy="8" r="2" fill="${a}"/></g><use href="#y" transform="translate(50 50) rotate(180 28 30)"/><g fill="${soft}"><circle cx="78" cy="20" r="2"/><circle cx="22" cy="80" r="2"/></g>`,
      );
  }
}
