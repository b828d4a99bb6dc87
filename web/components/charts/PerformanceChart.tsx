import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from '../../lib/i18n';
import { UI } from '../i18n';

/**
 * A performance chart (the back office's and the advisor dashboard's), drawn with recharts: bars for the
 * total per bucket, or a line per series. Always imported lazily (`import()`), so only those pages
 * download recharts. Colours are the theme's CSS variables, so the chart follows the four themes.
 */
export interface ChartSeries {
  key: string;
  name: string;
}

/** Calm, distinct colours from the theme, one per advisor line (the dashes tell them apart too). */
export const SERIES_COLOURS = ['var(--gold)', 'var(--info)', 'var(--success)', 'var(--vote)', 'var(--muted)'];
const SERIES_DASHES = [undefined, '6 3', '2 3', '8 3 2 3', '1 4'];

const axisTick = { fill: 'var(--muted)', fontSize: 12 };

/** True when no series has a value other than zero in any bucket. */
export function isEmptyChart(data: Record<string, string | number>[], series: ChartSeries[]) {
  return data.every((row) => series.every((s) => !Number(row[s.key])));
}

interface Props {
  data: Record<string, string | number>[];
  /** bars: one series (the total); lines: one per advisor. */
  kind: 'bars' | 'lines';
  series: ChartSeries[];
  barColour: string;
  format: (value: number) => string;
  formatTick: (value: number) => string;
  /**
   * What to say when every value is zero, instead of an empty chart (whose axis would run over
   * meaningless fractions of a rupee); the catalogue's `charts.empty` when not given.
   */
  emptyMessage?: string;
}

export function PerformanceChart({ data, kind, series, barColour, format, formatTick, emptyMessage }: Props) {
  const { t } = useTranslation(UI);
  if (isEmptyChart(data, series)) {
    return (
      <div className="grid h-[260px] place-items-center rounded-[3px] border border-dashed border-border px-4 text-center text-sm text-muted">
        {emptyMessage ?? t('charts.empty')}
      </div>
    );
  }
  const common = {
    data,
    responsive: true,
    // The wrapper is one described image and the table beside it has every number: no keyboard layer
    // inside the image (a focusable child of role="img" is hidden from screen readers).
    accessibilityLayer: false,
    style: { width: '100%', height: 260 },
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
  };
  const axes = (
    <>
      <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="label"
        tick={axisTick}
        tickLine={false}
        axisLine={{ stroke: 'var(--border)' }}
        interval="preserveStartEnd"
        minTickGap={8}
      />
      <YAxis
        tick={axisTick}
        tickLine={false}
        axisLine={false}
        width={56}
        allowDecimals={false}
        tickFormatter={formatTick}
      />
      <Tooltip
        formatter={(value) => format(Number(value))}
        cursor={{ fill: 'var(--surface-2)', opacity: 0.6 }}
        contentStyle={{
          background: 'var(--surface)',
          border: '1px solid var(--border)',
          borderRadius: 4,
          color: 'var(--text)',
          fontSize: 13,
        }}
        labelStyle={{ color: 'var(--muted)' }}
      />
    </>
  );
  if (kind === 'bars') {
    const only = series[0]!;
    return (
      <BarChart {...common}>
        {axes}
        <Bar dataKey={only.key} name={only.name} fill={barColour} radius={[2, 2, 0, 0]} maxBarSize={36} />
      </BarChart>
    );
  }
  return (
    <LineChart {...common}>
      {axes}
      <Legend wrapperStyle={{ fontSize: 12, color: 'var(--muted)' }} />
      {series.map((s, i) => (
        <Line
          key={s.key}
          dataKey={s.key}
          name={s.name}
          type="linear"
          stroke={SERIES_COLOURS[i % SERIES_COLOURS.length]}
          strokeDasharray={SERIES_DASHES[i % SERIES_DASHES.length]}
          strokeWidth={2}
          dot={false}
          activeDot={{ r: 4 }}
        />
      ))}
    </LineChart>
  );
}
