import { useTranslation } from '../../../lib/i18n';
import { CAREERS } from '../careers-i18n';
import type { TeamLevel } from '../lib/sales-team';

const W = 1200;
const LABEL_X = 78;
const TREE_X0 = 430;
/** The room for a level's name and summary, short of the tree's guide lines. */
const LABEL_WIDTH = TREE_X0 - 24 - LABEL_X - 12;
const ROW_GAP = 132;
const ROW_Y = [64, 196, 328];
const RADIUS = [30, 22, 16];
const DOT_TOP = 424;
const DOT_GAP = 11;
const DOT_COLS = 5;

/** Centres of each node level: the lowest node level is spread evenly, parents sit over their children. */
function layout(levels: TeamLevel[]): number[][] {
  const nodeLevels = levels.slice(0, -1);
  const xs: number[][] = nodeLevels.map(() => []);
  const last = nodeLevels.length - 1;
  const n = nodeLevels[last]!.count;
  const step = (W - TREE_X0) / n;
  xs[last] = Array.from({ length: n }, (_, i) => TREE_X0 + step * (i + 0.5));
  for (let k = last - 1; k >= 0; k--) {
    const per = levels[k + 1]!.perParent ?? 1;
    xs[k] = Array.from({ length: levels[k]!.count }, (_, j) => {
      const children = xs[k + 1]!.slice(j * per, (j + 1) * per);
      return children.reduce((a, b) => a + b, 0) / Math.max(1, children.length);
    });
  }
  return xs;
}

function Person({ cx, cy, r, className }: { cx: number; cy: number; r: number; className: string }) {
  return (
    <g className={className}>
      <circle cx={cx} cy={cy - r * 0.2} r={r * 0.26} />
      <path d={`M${cx - r * 0.48} ${cy + r * 0.55}a${r * 0.48} ${r * 0.44} 0 0 1 ${r * 0.96} 0z`} />
    </g>
  );
}

/**
 * The desktop drawing of the sales team: a tree from the Head of Sales to every Fashion Advisor. It is
 * decorative (aria-hidden); the nested list beside it carries the same facts for assistive technology.
 */
export function SalesTreeSvg({ levels, className }: { levels: TeamLevel[]; className?: string }) {
  const { t } = useTranslation(CAREERS);
  if (levels.length < 3) return null;
  const xs = layout(levels);
  const leaf = levels[levels.length - 1]!;
  const leafParents = xs[xs.length - 1]!;
  const perLeaf = leaf.perParent ?? 1;
  const dotRows = Math.ceil(perLeaf / DOT_COLS);
  const height = DOT_TOP + dotRows * DOT_GAP + 40;
  const rowOf = (k: number) => (k < ROW_Y.length ? ROW_Y[k]! : DOT_TOP + ((dotRows - 1) * DOT_GAP) / 2);

  const connectors: string[] = [];
  for (let k = 0; k < xs.length - 1; k++) {
    const per = levels[k + 1]!.perParent ?? 1;
    const top = ROW_Y[k]! + RADIUS[k]!;
    const bottom = ROW_Y[k + 1]! - RADIUS[k + 1]!;
    const mid = (top + bottom) / 2;
    xs[k]!.forEach((x, j) => {
      const children = xs[k + 1]!.slice(j * per, (j + 1) * per);
      connectors.push(`M${x} ${top}V${mid}`);
      connectors.push(`M${Math.min(...children)} ${mid}H${Math.max(...children)}`);
      for (const cx of children) connectors.push(`M${cx} ${mid}V${bottom}`);
    });
  }
  const lastRow = ROW_Y[xs.length - 1]! + RADIUS[xs.length - 1]!;
  for (const x of leafParents) connectors.push(`M${x} ${lastRow}V${DOT_TOP - 12}`);

  return (
    <svg viewBox={`0 0 ${W} ${height}`} aria-hidden="true" focusable="false" className={className}>
      {levels.map((level, k) => (
        <line
          key={`guide-${level.id}`}
          x1={TREE_X0 - 24}
          x2={W}
          y1={rowOf(k)}
          y2={rowOf(k)}
          className="stroke-border"
          strokeDasharray="2 7"
        />
      ))}
      {levels.map((level, k) => {
        const y = rowOf(k);
        return (
          <g key={`label-${level.id}`}>
            <text
              x={LABEL_X - 16}
              y={y + 12}
              textAnchor="end"
              fontSize={38}
              className="fill-gold font-display"
              style={{ fontVariantNumeric: 'lining-nums' }}
            >
              {level.count}
            </text>
            {/* HTML inside the drawing, so a longer line (Malayalam's) wraps short of the tree. */}
            <foreignObject x={LABEL_X} y={y - 30} width={LABEL_WIDTH} height={ROW_GAP - 8}>
              <p className="font-display text-text" style={{ fontSize: 23, lineHeight: 1.2 }}>
                {t(`roles.${level.id}.plural`)}
              </p>
              <p className="mt-1 font-sans text-muted" style={{ fontSize: 13, lineHeight: 1.35 }}>
                {t(`roles.${level.id}.summary`)}
              </p>
            </foreignObject>
          </g>
        );
      })}
      <path d={connectors.join('')} fill="none" strokeWidth={1.25} className="stroke-gold/45" />
      {xs.map((row, k) =>
        row.map((x, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions in a drawing
          <g key={`${levels[k]!.id}-${i}`}>
            <circle
              cx={x}
              cy={ROW_Y[k]}
              r={RADIUS[k]}
              strokeWidth={1.5}
              className={k === 0 ? 'fill-gold stroke-gold' : 'fill-surface stroke-gold/70'}
            />
            <Person
              cx={x}
              cy={ROW_Y[k]!}
              r={RADIUS[k]!}
              className={k === 0 ? 'fill-gold-foreground' : 'fill-gold'}
            />
          </g>
        )),
      )}
      {leafParents.map((x, i) =>
        Array.from({ length: perLeaf }, (_, d) => (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions in a drawing
            key={`dot-${i}-${d}`}
            cx={x + ((d % DOT_COLS) - (DOT_COLS - 1) / 2) * DOT_GAP}
            cy={DOT_TOP + Math.floor(d / DOT_COLS) * DOT_GAP}
            r={3.6}
            className="fill-gold/75"
          />
        )),
      )}
    </svg>
  );
}
