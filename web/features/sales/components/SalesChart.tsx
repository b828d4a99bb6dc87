import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * A sales person's revenue per month, drawn with recharts (loaded lazily with this module, only when a
 * person is selected). Colours are the theme's CSS variables, so the chart follows the four themes.
 */
export interface SalesChartProps {
  data: { label: string; revenue: number; registrations: number }[];
  format: (rupees: number) => string;
  formatTick: (rupees: number) => string;
}

const axisTick = { fill: 'var(--muted)', fontSize: 12 };

export function SalesChart({ data, format, formatTick }: SalesChartProps) {
  return (
    <BarChart
      data={data}
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height: 240 }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="label"
        tick={axisTick}
        tickLine={false}
        axisLine={{ stroke: 'var(--border)' }}
        interval="preserveStartEnd"
        minTickGap={4}
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
      <Bar dataKey="revenue" name="Revenue" fill="var(--gold)" radius={[2, 2, 0, 0]} maxBarSize={32} />
    </BarChart>
  );
}
