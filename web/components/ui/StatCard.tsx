import type { ReactNode } from 'react';

/** One number on a dashboard (inside a <dl>): its label, the figure, and a line of detail. */
export function StatCard({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="grid content-start gap-2 rounded-[4px] border border-border bg-surface p-5">
      <dt className="eyebrow text-muted">{label}</dt>
      <dd className="font-display text-4xl leading-none tabular-nums">{value}</dd>
      {detail ? <dd className="text-sm text-muted">{detail}</dd> : null}
    </div>
  );
}
