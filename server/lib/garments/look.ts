/**
 * "Worn by our members" pictures (SVG, 3:4): a stylised woman wearing a generated garment, for the
 * home page's #RoslisStyle strip. A picture is a pure function of its file name, the garment's name
 * without the view (`dress-floral-7a2434-f0d9b5.svg`); skin tone, hair, pose, shoes and the setting
 * are chosen from a hash of that name, so each piece has its own member and its own backdrop.
 *
 * The figure is drawn in the garment's coordinates (neck at x 450, shoulders near y 290): legs, arms,
 * neck and chest behind the garment, then the garment, then the head and hair. Faceless, in the manner
 * of a fashion illustration. No fonts, no external references.
 */
import { createHash } from 'node:crypto';
import { lightness, mix } from './color.ts';
import { CX, open, type Seg, sym } from './geometry.ts';
import { type GarmentSpec, garmentLayers, parseGarmentName } from './svg.ts';

const SKIN = ['f2d4bb', 'e0b393', 'c98f6b', 'a9714f', '8b5a3e', '6a4330'] as const;
const HAIR = ['1c1512', '2b1d16', '3d2a1f', '120f0e'] as const;
/** Wall, floor and the light's tint of each setting. */
const SETTINGS = [
  { wall: 'e9d9c6', floor: 'd2bca2', kind: 'arch' },
  { wall: 'c9d1c0', floor: 'aeb6a2', kind: 'leaves' },
  { wall: 'ead0c4', floor: 'd2b2a2', kind: 'window' },
  { wall: 'd8dde0', floor: 'bcc2c4', kind: 'plain' },
  { wall: 'e7dcc0', floor: 'cdbf9c', kind: 'leaves' },
  { wall: 'd9c4b8', floor: 'bea596', kind: 'arch' },
] as const;
const SHOES = ['2a2522', 'c9a66b', 'efe6d6', '7a2434'] as const;

const NAME = /^([a-z]+-[a-z]+-[0-9a-f]{6}-[0-9a-f]{6})\.svg$/;

/** The garment a look shows, or null for a name that is not a look. */
export function parseLookName(file: string): GarmentSpec | null {
  const m = NAME.exec(file);
  return m ? parseGarmentName(`${m[1]}-0.svg`) : null;
}

export function lookUrl(spec: Pick<GarmentSpec, 'silhouette' | 'pattern' | 'color' | 'accent'>): string {
  return `/media/looks/${spec.silhouette}-${spec.pattern}-${spec.color}-${spec.accent}.svg`;
}

/** Both sides of a one-sided shape (arms, shoes), each closed. */
const pair = (start: readonly [number, number], segs: readonly Seg[]) =>
  `${open(start, segs)}Z${open(start, segs, -1)}Z`;

export function renderLookSvg(spec: GarmentSpec): string {
  const h = createHash('sha256')
    .update(`${spec.silhouette}${spec.pattern}${spec.color}${spec.accent}`)
    .digest();
  const skin = SKIN[h[0]! % SKIN.length]!;
  const hair = HAIR[h[1]! % HAIR.length]!;
  const set = SETTINGS[h[2]! % SETTINGS.length]!;
  const style = h[3]! % 4; // 0 long, 1 bun, 2 bob, 3 braid
  const shoe = SHOES[h[4]! % SHOES.length]!;
  const tilt = (h[5]! % 9) - 4; // head tilt, degrees
  const lean = ((h[6]! % 5) - 2) * 0.6; // the whole figure, degrees
  const bag = h[7]! % 3 === 0;
  const shade = mix(skin, '3b2418', 0.28);
  const garment = garmentLayers({ ...spec, view: 0 }, { inner: false });
  const trousers = spec.silhouette === 'trousers';

  // ---- setting: a wall with one feature, a floor, soft light from the upper left
  const wall = set.wall;
  const feature =
    set.kind === 'arch'
      ? `<path d="M200 1000V420A250 250 0 0 1 700 420V1000Z" fill="#${mix(wall, 'ffffff', 0.35)}"/><path d="M200 1000V420A250 250 0 0 1 700 420V1000" fill="none" stroke="#${mix(wall, '000000', 0.08)}" stroke-width="6"/>`
      : set.kind === 'window'
        ? `<path d="M520 60H860L760 900H420Z" fill="#fff" opacity=".28"/><path d="M640 60L540 900" stroke="#${wall}" stroke-width="14" opacity=".6"/>`
        : set.kind === 'leaves'
          ? [
              [720, 160, 28],
              [800, 330, -18],
              [130, 240, 150],
            ]
              .map(
                ([x, y, a]) =>
                  `<g transform="translate(${x} ${y}) rotate(${a})" opacity=".13">${Array.from({ length: 9 }, (_, i) => `<ellipse cx="${i * 26}" cy="${(i % 2 ? 1 : -1) * (26 + i * 3)}" rx="${60 - i * 4}" ry="11" transform="rotate(${(i % 2 ? 1 : -1) * 52} ${i * 26} 0)"/>`).join('')}<path d="M-20 0H240" stroke="#000" stroke-width="4"/></g>`,
              )
              .join('')
          : '';
  const backdrop =
    `<rect width="900" height="1200" fill="#${wall}"/>${feature}` +
    `<rect y="1000" width="900" height="200" fill="#${set.floor}"/><rect y="1000" width="900" height="6" fill="#000" opacity=".06"/>` +
    `<rect width="900" height="1200" fill="url(#LL)"/>`;

  // ---- figure (garment coordinates)
  const legs = sym(
    [0, 600],
    [
      [118, 600],
      [126, 760, 96, 880, 78, 960],
      [82, 1040, 66, 1120, 56, 1168],
      [32, 1168],
      [26, 1100, 22, 1030, 28, 960],
      [18, 880, 8, 780, 0, 720],
    ],
  );
  const arms = pair(
    [128, 292],
    [
      [172, 296, 200, 360, 204, 440],
      [212, 560, 222, 650, 222, 712],
      [196, 716],
      [192, 640, 180, 560, 168, 470],
      [150, 400, 140, 360, 110, 330],
    ],
  );
  const hands = [-1, 1]
    .map(
      (m) =>
        `<ellipse cx="${CX + m * 212}" cy="742" rx="15" ry="30" transform="rotate(${m * -6} ${CX + m * 212} 742)"/>`,
    )
    .join('');
  const shoes = pair(
    [30, 1160],
    [
      [60, 1158],
      [70, 1180, 64, 1196, 46, 1198],
      [28, 1198, 22, 1186, 30, 1160],
    ],
  );
  const chest = sym(
    [0, 230],
    [
      [24, 230],
      [24, 262, 40, 276, 128, 290],
      [150, 300, 150, 360, 136, 420],
      [120, 560, 130, 620, 0, 640],
    ],
  );
  // Tops, shirts and blazers are worn with slim trousers in a quiet colour, cut at the ankle.
  const withPants = ['top', 'shirt', 'blazer'].includes(spec.silhouette);
  const pantsColour = lightness(spec.color) > 0.55 ? '2f2c2a' : 'efe8dc';
  const pants = withPants
    ? `<clipPath id="LP"><rect x="0" y="560" width="900" height="574"/></clipPath><path d="${legs}" fill="#${pantsColour}" clip-path="url(#LP)"/><path d="${legs}" fill="url(#LS)" clip-path="url(#LP)"/>`
    : '';
  const top = trousers
    ? `<path fill="#${mix(spec.color, 'f3ede4', 0.85)}" d="${sym(
        [0, 320],
        [
          [40, 318, 70, 290, 120, 290],
          [146, 300, 148, 360, 138, 420],
          [126, 520, 140, 600, 150, 630],
          [70, 640, 0, 640],
        ],
      )}"/>`
    : '';
  // Trousers hang from y 290 on the hanger: on the body they sit at the waist, a little shorter.
  const garmentBody = trousers
    ? `<g transform="translate(450 540) scale(.88) translate(-450 -290)">${garment.body}</g>`
    : garment.body;

  const hairBack =
    style === 0
      ? `<path d="M372 170C364 90 536 90 528 170C540 260 556 380 540 430C500 446 400 446 360 430C344 380 360 260 372 170Z"/>`
      : style === 2
        ? `<path d="M382 150C384 80 516 80 518 150C528 200 530 240 522 262C490 272 410 272 378 262C370 240 372 200 382 150Z"/>`
        : style === 1
          ? `<circle cx="450" cy="92" r="38"/>`
          : '';
  const hairFront =
    style === 3
      ? `<path d="M398 140C400 90 500 90 502 140C480 112 430 112 398 140Z"/>${Array.from({ length: 7 }, (_, i) => `<ellipse cx="${506 + i * 6}" cy="${236 + i * 40}" rx="${15 - i}" ry="26" transform="rotate(-14 ${506 + i * 6} ${236 + i * 40})"/>`).join('')}`
      : `<path d="M398 150C396 96 504 96 502 150C488 118 440 112 398 150Z"/>`;
  // The head a little larger than life, as fashion drawings have it, tilted about the neck.
  const headAt = `rotate(${tilt} 450 262) translate(450 262) scale(1.2) translate(-450 -262)`;
  const neckShadow = `<path d="M426 228Q450 262 474 228V258Q450 276 426 258Z" fill="#${shade}" opacity=".55"/>`;
  const head =
    `<g transform="${headAt}">` +
    `<ellipse cx="450" cy="166" rx="50" ry="64" fill="#${skin}"/>` +
    `<ellipse cx="435" cy="150" rx="24" ry="30" fill="#fff" opacity=".08"/>` +
    `<circle cx="402" cy="186" r="5" fill="#d8b872"/><circle cx="498" cy="186" r="5" fill="#d8b872"/>` +
    `<g fill="#${hair}">${hairFront}</g></g>`;
  const clutch = bag
    ? `<rect x="${CX + 190}" y="716" width="74" height="50" rx="8" fill="#${spec.accent}" stroke="#${mix(spec.accent, '000000', 0.35)}" stroke-width="2"/><path d="M${CX + 190} 734H${CX + 264}" stroke="#${mix(spec.accent, '000000', 0.35)}" stroke-width="2"/>`
    : '';

  const figure =
    `<g transform="translate(450 1180) rotate(${lean}) scale(.93) translate(-450 -1198)">` +
    `<ellipse cx="450" cy="1196" rx="170" ry="16" fill="#000" opacity=".14" filter="url(#LB)"/>` +
    `<g transform="${headAt}" fill="#${hair}">${hairBack}</g>` +
    `<g fill="#${skin}"><path d="${legs}"/><path d="${arms}"/><path d="${chest}"/>${hands}</g>${neckShadow}` +
    `<path d="${legs}" fill="url(#LS)"/><path d="${arms}" fill="url(#LS)"/>` +
    pants +
    `<path d="${shoes}" fill="#${shoe}"/>` +
    top +
    garmentBody +
    clutch +
    head +
    '</g>';

  const defs =
    garment.defs +
    `<linearGradient id="LL" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-opacity=".12"/></linearGradient>` +
    `<linearGradient id="LS"><stop offset="0" stop-opacity=".16"/><stop offset=".5" stop-opacity="0"/><stop offset="1" stop-opacity=".16"/></linearGradient>` +
    `<filter id="LB" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 900 1200" width="900" height="1200"><defs>${defs}</defs>${backdrop}${figure}</svg>`;
}
