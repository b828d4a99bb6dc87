import { Ruler } from 'lucide-react';
import { useState } from 'react';
import { CHART_MEASURE_INFO, type ChartMeasure, cmToInches, type SizeChart } from '#contracts/fit';
import { Sheet, SheetContent, SheetTrigger } from '../../../../components/ui/Sheet';
import { Skeleton } from '../../../../components/ui/Skeleton';
import { TableScroller } from '../../../../components/ui/TableScroller';
import { errorStatus } from '../../../../lib/api-client';
import { cn } from '../../../../lib/cn';
import { useSizeChart } from '../../../../lib/fit';

type Unit = 'cm' | 'in';

/** The chart's cells in the chosen unit (inches to one decimal). */
const inUnit = (cm: number, unit: Unit) => (unit === 'cm' ? String(cm) : String(cmToInches(cm)));

export function SizeChartTable({ chart, unit }: { chart: SizeChart; unit: Unit }) {
  return (
    <TableScroller label={`${chart.category.name} size chart`}>
      <table className="w-full border-collapse text-sm tabular-nums">
        <caption className="sr-only">
          {chart.category.name} size chart in {unit === 'cm' ? 'centimetres' : 'inches'}
        </caption>
        <thead>
          <tr className="border-b border-border text-left text-xs uppercase tracking-[0.12em] text-muted">
            <th scope="col" className="py-2 pr-4 font-medium">
              Size
            </th>
            {chart.measures.map((m) => (
              <th key={m} scope="col" className="py-2 pr-4 text-right font-medium">
                {CHART_MEASURE_INFO[m].label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row) => (
            <tr key={row.size} className="border-b border-border/60">
              <th scope="row" className="py-2 pr-4 text-left font-semibold">
                {row.size}
              </th>
              {chart.measures.map((m: ChartMeasure) => (
                <td key={m} className="py-2 pr-4 text-right">
                  {row[m] === null ? '–' : inUnit(row[m], unit)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

function UnitSwitch({ unit, onChange }: { unit: Unit; onChange: (unit: Unit) => void }) {
  return (
    <fieldset className="inline-flex rounded-full border border-border p-0.5 text-sm">
      <legend className="sr-only">Units</legend>
      {(['cm', 'in'] as const).map((u) => (
        <label
          key={u}
          className={cn(
            'cursor-pointer rounded-full px-3 py-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            unit === u ? 'bg-text text-background' : 'text-muted hover:text-text',
          )}
        >
          <input
            type="radio"
            name="size-guide-unit"
            value={u}
            checked={unit === u}
            onChange={() => onChange(u)}
            className="sr-only"
          />
          {u === 'cm' ? 'cm' : 'inches'}
        </label>
      ))}
    </fieldset>
  );
}

function GuideBody({ slug }: { slug: string }) {
  const chart = useSizeChart(slug);
  const [unit, setUnit] = useState<Unit>('cm');
  if (chart.isPending) return <Skeleton className="h-64 w-full" />;
  if (chart.isError) {
    return (
      <p className="text-sm text-muted">
        {errorStatus(chart.error) === 404
          ? 'This category has no size chart yet.'
          : 'The size chart could not be loaded. Please try again.'}
      </p>
    );
  }
  const bodyMeasures = chart.data.measures.filter((m) => m === 'bust' || m === 'waist' || m === 'hips');
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">Body measurements each size is cut for.</p>
        <UnitSwitch unit={unit} onChange={setUnit} />
      </div>
      <SizeChartTable chart={chart.data} unit={unit} />
      <ul className="grid gap-1 text-xs text-muted">
        {bodyMeasures.map((m) => (
          <li key={m}>
            <span className="font-medium text-text">{CHART_MEASURE_INFO[m].label}</span>: measure{' '}
            {CHART_MEASURE_INFO[m].hint}.
          </li>
        ))}
        {chart.data.measures.includes('length') ? (
          <li>
            <span className="font-medium text-text">Length</span>: {CHART_MEASURE_INFO.length.hint}.
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** "Size guide": the category's chart in a dialog, in centimetres or inches. Loaded when opened. */
export function SizeGuide({ categorySlug, categoryName }: { categorySlug: string; categoryName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger className="inline-flex min-h-11 items-center gap-2 text-sm font-medium underline underline-offset-4 hover:text-text/75">
        <Ruler aria-hidden="true" className="size-4" />
        Size guide
      </SheetTrigger>
      <SheetContent
        side="center"
        title="Size guide"
        description={`The ${categoryName} size chart`}
        className="max-h-[90dvh] max-w-2xl"
      >
        <div className="overflow-y-auto p-5 sm:p-6">{open ? <GuideBody slug={categorySlug} /> : null}</div>
      </SheetContent>
    </Sheet>
  );
}
