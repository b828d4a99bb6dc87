import { Ruler } from 'lucide-react';
import { useState } from 'react';
import { cmToInches } from '#contracts/constants';
import type { ChartMeasure, SizeChart } from '#contracts/fit';
import { Sheet, SheetContent, SheetTrigger } from '../../../../components/ui/Sheet';
import { Skeleton } from '../../../../components/ui/Skeleton';
import { TableScroller } from '../../../../components/ui/TableScroller';
import { errorStatus } from '../../../../lib/api-client';
import { cn } from '../../../../lib/cn';
import { useSizeChart } from '../../../../lib/fit';
import { rich, useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';

type Unit = 'cm' | 'in';

/** The chart's cells in the chosen unit (inches to one decimal). */
const inUnit = (cm: number, unit: Unit) => (unit === 'cm' ? String(cm) : String(cmToInches(cm)));

export function SizeChartTable({ chart, unit }: { chart: SizeChart; unit: Unit }) {
  const { t } = useTranslation(CATALOG);
  const category = chart.category.name;
  return (
    <TableScroller label={t('sizeGuide.chartLabel', { category })}>
      <table className="w-full border-collapse text-sm tabular-nums">
        <caption className="sr-only">
          {t(unit === 'cm' ? 'sizeGuide.captionCm' : 'sizeGuide.captionIn', { category })}
        </caption>
        <thead>
          <tr className="border-b border-border text-left text-xs uppercase tracking-[0.12em] text-muted">
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('sizeGuide.size')}
            </th>
            {chart.measures.map((m) => (
              <th key={m} scope="col" className="py-2 pr-4 text-right font-medium">
                {t(`sizeGuide.measure.${m}`)}
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
  const { t } = useTranslation(CATALOG);
  return (
    <fieldset className="inline-flex rounded-full border border-border p-0.5 text-sm">
      <legend className="sr-only">{t('sizeGuide.units')}</legend>
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
          {u === 'cm' ? t('sizeGuide.cm') : t('sizeGuide.inches')}
        </label>
      ))}
    </fieldset>
  );
}

function GuideBody({ slug }: { slug: string }) {
  const { t } = useTranslation(CATALOG);
  const chart = useSizeChart(slug);
  const [unit, setUnit] = useState<Unit>('cm');
  if (chart.isPending) return <Skeleton className="h-64 w-full" />;
  if (chart.isError) {
    return (
      <p className="text-sm text-muted">
        {errorStatus(chart.error) === 404 ? t('sizeGuide.noChart') : t('sizeGuide.loadError')}
      </p>
    );
  }
  const bodyMeasures = chart.data.measures.filter((m) => m === 'bust' || m === 'waist' || m === 'hips');
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{t('sizeGuide.intro')}</p>
        <UnitSwitch unit={unit} onChange={setUnit} />
      </div>
      <SizeChartTable chart={chart.data} unit={unit} />
      <ul className="grid gap-1 text-xs text-muted">
        {bodyMeasures.map((m) => (
          <li key={m}>
            {rich(
              t('sizeGuide.measureHow', {
                label: t(`sizeGuide.measure.${m}`),
                hint: t(`sizeGuide.hint.${m}`),
              }),
              { name: <span className="font-medium text-text" /> },
            )}
          </li>
        ))}
        {chart.data.measures.includes('length') ? (
          <li>
            {rich(
              t('sizeGuide.lengthHow', {
                label: t('sizeGuide.measure.length'),
                hint: t('sizeGuide.hint.length'),
              }),
              { name: <span className="font-medium text-text" /> },
            )}
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** "Size guide": the category's chart in a dialog, in centimetres or inches. Loaded when opened. */
export function SizeGuide({ categorySlug, categoryName }: { categorySlug: string; categoryName: string }) {
  const { t } = useTranslation(CATALOG);
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger className="inline-flex min-h-11 items-center gap-2 text-sm font-medium underline underline-offset-4 hover:text-text/75">
        <Ruler aria-hidden="true" className="size-4" />
        {t('sizeGuide.title')}
      </SheetTrigger>
      <SheetContent
        side="center"
        title={t('sizeGuide.title')}
        description={t('sizeGuide.description', { category: categoryName })}
        className="max-h-[90dvh] max-w-2xl"
      >
        <div className="overflow-y-auto p-5 sm:p-6">{open ? <GuideBody slug={categorySlug} /> : null}</div>
      </SheetContent>
    </Sheet>
  );
}
