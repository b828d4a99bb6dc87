/** Garment outlines per silhouette, drawn as mirrored half-paths. */

import { lightness } from './color.ts';
import { both, CX, open, type Pt, type Seg, sym } from './geometry.ts';
import type { Silhouette } from './kinds.ts';

// ---------------------------------------------------------------- silhouettes

export interface Shape {
  /** Outline (one or more closed subpaths). */
  d: string;
  /** Drawn behind the garment: the inside of the neck. */
  inner: string;
  /** Drawn behind the garment but in front of the hanger (the top under a blazer). */
  under?: string;
  /** Drawn clipped to the garment: borders, bands. */
  clipped: string;
  /** Drawn over the garment: collars, lapels, stitching, buttons. */
  over: string;
  hanger: 'bar' | 'clip';
  top: number;
  bottom: number;
  /** Half width for the shading gradient. */
  w: number;
  /** Centre of the close-up (dx, y). */
  focus: Pt;
  /** Drape folds: [dx, top, bottom, angle]. */
  folds: [number, number, number, number][];
}

const edge = (d: string) => `<path class="e" d="${d}"/>`;
const stitch = (d: string) => `<path class="s" d="${d}"/>`;
const band = (d: string, w: number) => `<path class="k" stroke-width="${w}" d="${d}"/>`;
const buttons = (dx: number, ys: number[], r = 7) =>
  ys.map((y) => `<circle class="b" cx="${CX + dx}" cy="${y}" r="${r}"/>`).join('');
/** The shadowed inside of the neck opening, seen above the front neckline. */
const neckInside = (w: number, depth: number) =>
  `<path class="i" d="${sym(
    [0, 282],
    [
      [w * 0.6, 282, w, 262],
      [w, depth + 4],
      [0, depth + 4],
    ],
  )}"/>`;

export function shapeOf(s: Silhouette, back: boolean, color: string): Shape {
  const neck = (dy: number, w: number) =>
    [[0, back ? 276 : dy], [[w * 0.66, back ? 276 : dy, w, 262]]] as const;
  switch (s) {
    case 'top': {
      const [start, n] = neck(332, 66);
      const d = sym(start, [
        ...n,
        [150, 286],
        [188, 298, 222, 346, 238, 398],
        [206, 416, 168, 420],
        [152, 406],
        [140, 480, 130, 560, 136, 600],
        [156, 640, 176, 690, 190, 736],
        [96, 752, 0, 752],
      ]);
      return {
        d,
        inner: neckInside(66, 330),
        clipped: stitch(both([200, 736], [[96, 738, 0, 738]]) + both([140, 614], [[70, 620, 0, 620]])),
        over:
          (back ? '' : band(both(start, n), 5)) +
          stitch(both([234, 388], [[204, 404, 168, 408]])) +
          edge(both([136, 600], [[70, 608, 0, 608]])) +
          (back ? edge('M450 276V600') : edge(both([30, 338], [[40, 380]]))),
        hanger: 'bar',
        top: 250,
        bottom: 752,
        w: 240,
        focus: [0, 360],
        folds: [
          [-70, 400, 600, -2],
          [70, 400, 600, 2],
          [-120, 610, 750, 12],
          [-40, 612, 752, 3],
          [40, 612, 752, -3],
          [120, 610, 750, -12],
        ],
      };
    }
    case 'tunic': {
      const [start, n] = neck(322, 64);
      return {
        d: sym(start, [
          ...n,
          [158, 290],
          [186, 306, 224, 420, 248, 540],
          [198, 556],
          [156, 430],
          [150, 560, 160, 760, 180, 900],
          [90, 912, 0, 912],
        ]),
        inner: neckInside(64, 320),
        clipped:
          band(both([190, 872], [[90, 884, 0, 884]]), 20) +
          band(both([252, 516], [[190, 532]]), 14) +
          stitch(both([190, 856], [[90, 868, 0, 868]])),
        over:
          (back
            ? edge('M450 276V600')
            : band(both(start, n), 7) + edge('M450 322V384') + buttons(0, [390], 5)) +
          edge(both([176, 900], [[168, 812]])),
        hanger: 'bar',
        top: 250,
        bottom: 912,
        w: 250,
        focus: [0, 350],
        folds: [
          [-100, 440, 910, -2],
          [-10, 460, 910, 1],
          [96, 450, 900, 3],
        ],
      };
    }
    case 'shirt': {
      const leaf: Seg[] = [
        [58, 256],
        [76, 262, 88, 276, 94, 294],
        [42, 348],
        [3, 300],
      ];
      const collar = `${open([3, 284], leaf)}Z${open([3, 284], leaf, -1)}Z`;
      return {
        d: sym(
          [0, back ? 276 : 288],
          [
            [36, back ? 276 : 288, 58, 262],
            [160, 292],
            [192, 310, 214, 460, 230, 640],
            [234, 700],
            [188, 706],
            [184, 648],
            [156, 420],
            [152, 560, 158, 700, 172, 792],
            [120, 772, 60, 836, 0, 836],
          ],
        ),
        inner: neckInside(58, 300),
        clipped: back ? '<path class="h" d="M290 340Q450 356 610 340V300H290Z"/>' : '',
        over: back
          ? `<path fill="url(#p)" d="M392 262Q450 246 508 262L508 284Q450 270 392 284Z"/>${edge('M392 284Q450 270 508 284M292 342Q450 358 608 342M430 350V430M470 350V430')}${stitch('M296 352Q450 368 604 352')}`
          : `<path fill="url(#p)" d="${collar}"/>${edge(collar)}${stitch(both([84, 292], [[44, 336]]))}${edge(both([14, 300], [[14, 830]]))}${buttons(0, [322, 404, 486, 568, 650, 732], 6)}${edge('M332 400H398V478L365 488L332 478Z')}${stitch('M336 410H394M332 480L365 490L398 480')}` +
            stitch(both([232, 652], [[186, 658]])) +
            stitch(both([166, 780], [[120, 762, 60, 822, 0, 822]])),
        hanger: 'bar',
        top: 250,
        bottom: 836,
        w: 260,
        focus: [30, 390],
        folds: [
          [-100, 460, 830, -2],
          [20, 470, 836, 1],
          [110, 460, 800, 3],
        ],
      };
    }
    case 'blazer': {
      const cami = lightness(color) > 0.6 ? '3a3532' : 'f3ede4';
      const lapelSegs: Seg[] = [
        [98, 302],
        [110, 314],
        [134, 318],
        [10, 566],
        [2, 560],
      ];
      const lapel = `${open([70, 262], lapelSegs)}Z${open([70, 262], lapelSegs, -1)}Z`;
      const outline = back
        ? sym(
            [0, 272],
            [
              [40, 272, 70, 262],
              [172, 280],
              [186, 282, 192, 292, 194, 304],
              [204, 460, 214, 600, 220, 690],
              [174, 700],
              [160, 420],
              [150, 520, 156, 640, 170, 816],
              [0, 816],
            ],
          )
        : sym(
            [0, 560],
            [
              [70, 262],
              [172, 280],
              [186, 282, 192, 292, 194, 304],
              [204, 460, 214, 600, 220, 690],
              [174, 700],
              [160, 420],
              [150, 520, 156, 640, 170, 804],
              [40, 816],
              [10, 806, 0, 772],
            ],
          );
      return {
        d: outline,
        inner: `<path class="i" d="M380 262Q450 290 520 262L450 566Z"/>`,
        under: `<path fill="#${cami}" d="M384 306Q450 372 516 306L450 600Z"/>`,
        clipped: '',
        over: back
          ? `${edge('M450 272V816M380 266Q450 250 520 266')}${stitch('M450 744V812')}${stitch(both([206, 660], [[174, 668]]))}`
          : `<path fill="url(#p)" d="${lapel}"/><path fill="#000" opacity=".1" d="${lapel}"/>${edge(lapel)}${stitch(open([120, 326], [[16, 550]]) + open([120, 326], [[16, 550]], -1))}` +
            edge(
              both(
                [62, 662],
                [
                  [146, 656],
                  [148, 688],
                  [64, 694],
                  [62, 662],
                ],
              ),
            ) +
            edge('M320 420L380 414L380 428L320 434Z') +
            buttons(-4, [600, 680], 9) +
            buttons(196, [660, 674], 4) +
            buttons(-196, [660, 674], 4) +
            stitch(both([206, 660], [[174, 668]])),
        hanger: 'bar',
        top: 250,
        bottom: 816,
        w: 240,
        focus: [50, 470],
        folds: [
          [-110, 440, 810, -2],
          [100, 440, 810, 2],
        ],
      };
    }
    case 'dress': {
      return {
        d: sym(back ? [0, 300] : [0, 350], [
          ...(back ? [[40, 300, 70, 262]] : [[70, 262]]),
          [120, 272],
          [124, 320, 114, 370, 142, 404],
          [132, 450, 120, 500, 122, 534],
          [150, 650, 210, 880, 250, 1032],
          [130, 1050, 0, 1050],
        ]),
        inner: neckInside(70, 350),
        clipped: `${band('M260 528H640', 28)}<path fill="url(#t)" d="M260 542H640V570H260Z"/>${stitch(`M262 518H638M262 538H638${both([250, 1018], [[130, 1036, 0, 1036]])}`)}`,
        over: back
          ? edge('M450 300V512') + stitch('M446 304V508M454 304V508')
          : edge('M450 350Q400 440 328 520') +
            band('M346 536C334 600 348 660 330 724M360 536C368 596 356 640 372 690', 10) +
            `<circle class="b" cx="352" cy="530" r="13"/>`,
        hanger: 'bar',
        top: 250,
        bottom: 1050,
        w: 250,
        focus: [-50, 500],
        folds: [
          [-150, 560, 1050, 10],
          [-70, 560, 1050, 4],
          [10, 560, 1050, 0],
          [80, 560, 1050, -4],
          [150, 560, 1050, -10],
        ],
      };
    }
    case 'kurta': {
      const [start, n] = neck(300, 62);
      return {
        d: sym(start, [
          ...n,
          [160, 290],
          [186, 300, 210, 480, 222, 700],
          [180, 712],
          [152, 420],
          [146, 560, 150, 700, 160, 780],
          [174, 1034],
          [86, 1040, 0, 1040],
        ]),
        inner: neckInside(62, 300),
        clipped:
          band(both([180, 1000], [[86, 1006, 0, 1006]]), 22) +
          band(both([224, 676], [[178, 688]]), 14) +
          stitch(both([180, 978], [[86, 984, 0, 984]])),
        over:
          (back
            ? ''
            : band(both(start, n), 9) +
              '<path class="k" stroke-width="3" d="M438 300H462V480H438Z"/>' +
              buttons(0, [330, 372, 414, 456], 4.5)) +
          edge(both([156, 784], [[168, 1034]])) +
          band(both([158, 784], [[146, 784]]), 4),
        hanger: 'bar',
        top: 250,
        bottom: 1040,
        w: 250,
        focus: [0, 380],
        folds: [
          [-96, 460, 1040, -1],
          [0, 500, 1040, 0],
          [92, 470, 1040, 2],
        ],
      };
    }
    case 'trousers':
      return {
        d: sym(
          [0, 290],
          [
            [150, 290],
            [160, 360, 176, 430, 184, 520],
            [200, 1034],
            [34, 1034],
            [24, 800, 12, 620, 0, 560],
          ],
        ),
        inner: '',
        clipped: `<path fill="#000" opacity=".08" d="M280 290H620V330H280Z"/><path fill="url(#t)" d="M280 330H620V346H280Z"/>${stitch(both([204, 1018], [[30, 1018]]))}`,
        over:
          stitch('M300 324H600') +
          edge('M302 330H598') +
          [340, 400, 500, 560]
            .map((x) => `<rect class="b" x="${x - 4}" y="284" width="8" height="48" rx="3"/>`)
            .join('') +
          (back
            ? edge(both([56, 400], [[128, 400]])) + edge(both([92, 330], [[92, 380]]))
            : buttons(0, [310], 6) +
              stitch('M428 334V476Q428 500 450 506') +
              edge(both([70, 330], [[76, 470]])) +
              edge(both([128, 330], [[168, 440]]))) +
          `<path fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="4" d="${both([100, 480], [[118, 1030]])}"/>`,
        hanger: 'clip',
        top: 250,
        bottom: 1034,
        w: 220,
        focus: [0, 400],
        folds: [
          [-118, 540, 1034, 1],
          [-60, 600, 1034, -1],
          [60, 600, 1034, 1],
          [118, 540, 1034, -1],
        ],
      };
    case 'coord': {
      const [start, n] = neck(318, 62);
      const top = sym(start, [
        ...n,
        [158, 288],
        [190, 298, 216, 340, 232, 400],
        [184, 426],
        [158, 412],
        [166, 568],
        [0, 568],
      ]);
      const pants = sym(
        [0, 540],
        [
          [146, 540],
          [156, 600, 170, 660, 178, 720],
          [198, 1040],
          [36, 1040],
          [26, 860, 14, 760, 0, 730],
        ],
      );
      return {
        d: pants + top,
        inner: neckInside(62, 318),
        clipped: `<path fill="url(#t)" d="M260 566H640V600H260Z"/>${stitch(both([200, 1024], [[30, 1024]]) + both([170, 554], [[0, 554]]))}`,
        over:
          (back ? '' : band(both(start, n), 6)) +
          edge(both([166, 568], [[0, 568]])) +
          stitch(both([228, 392], [[184, 414]])) +
          `<path fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="4" d="${both([98, 600], [[118, 1036]])}"/>`,
        hanger: 'bar',
        top: 250,
        bottom: 1040,
        w: 240,
        focus: [0, 560],
        folds: [
          [-110, 620, 1040, 1],
          [110, 620, 1040, -1],
          [-60, 330, 566, -2],
          [70, 330, 566, 2],
        ],
      };
    }
  }
}
