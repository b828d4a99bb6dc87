import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useFormState } from 'react-hook-form';
import {
  CHART_MEASURES,
  CHART_SIZES,
  type ChartMeasure,
  type SizeChart,
  type SizeChartBody,
  type SizeChartFormInput,
  sizeChartForm,
} from '#contracts/fit';
import { Button } from '../../../components/ui/Button';
import { Field, Form, FormActions } from '../../../components/ui/Field';
import { Label } from '../../../components/ui/Input';
import { Select } from '../../../components/ui/Select';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { Skeleton } from '../../../components/ui/Skeleton';
import { TableScroller } from '../../../components/ui/TableScroller';
import { errorMessage } from '../../../lib/api-client';
import { setServerErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCategories } from '../api/products';
import { useAdminSizeChart, useSaveSizeChart } from '../api/size-charts';
import { ADMIN } from '../i18n';

type Row = SizeChartFormInput['rows'][number];
const SIZE_OPTIONS = CHART_SIZES.map((s) => ({ value: s, label: s }));
const cell = (v: number | null) => (v === null ? '' : String(v));
const toForm = (chart: SizeChart): SizeChartFormInput => ({
  rows: chart.rows.map((r) => ({
    size: r.size,
    bust: cell(r.bust),
    waist: cell(r.waist),
    hips: cell(r.hips),
    shoulder: cell(r.shoulder),
    length: cell(r.length),
  })),
});
const emptyRow = (size: string): Row => ({ size, bust: '', waist: '', hips: '', shoulder: '', length: '' });

/** The chart of one category: rows are sizes, columns the measures in centimetres. */
function ChartForm({ chart, onDone }: { chart: SizeChart; onDone: () => void }) {
  const { t } = useTranslation(ADMIN);
  const save = useSaveSizeChart();
  const form = useForm<SizeChartFormInput, unknown, SizeChartBody>({
    resolver: zodResolver(sizeChartForm),
    defaultValues: toForm(chart),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'rows' });
  const { errors, isDirty } = useFormState({ control: form.control });
  const [measures, setMeasures] = useState<ChartMeasure[]>(chart.measures);
  const rootError = errors.rows?.root?.message ?? errors.rows?.message;

  const toggle = (m: ChartMeasure, on: boolean) => {
    setMeasures((list) => CHART_MEASURES.filter((x) => (x === m ? on : list.includes(x))));
    // A column taken away is emptied, so the chart saves without it.
    if (!on) {
      for (const i of fields.keys()) form.setValue(`rows.${i}.${m}`, '', { shouldDirty: true });
    }
  };
  const addSize = () => {
    const rows = form.getValues('rows');
    const last = rows.at(-1)?.size;
    const next = last ? CHART_SIZES[CHART_SIZES.indexOf(last as never) + 1] : 'XS';
    if (next) append(emptyRow(next));
  };
  const lastSize = form.watch('rows').at(-1)?.size;

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ categoryId: chart.category.id, body });
      toast({ title: t('products.charts.saved'), description: saved.category.name, variant: 'success' });
      form.reset(toForm(saved));
    } catch (error) {
      setServerErrors(error, form.setError);
      toast({
        title: t('products.charts.failed'),
        description: errorMessage(error, t('products.charts.check')),
        variant: 'destructive',
      });
    }
  });

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={t('products.charts.form', { category: chart.category.name })}
      className="grid gap-5"
    >
      <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
        <legend className="mb-2 text-sm font-medium">{t('products.charts.columns')}</legend>
        {CHART_MEASURES.map((m) => (
          <Label key={m} className="inline-flex min-h-11 items-center gap-2 text-sm font-normal">
            <input
              type="checkbox"
              className="size-4 accent-current"
              checked={measures.includes(m)}
              onChange={(e) => toggle(m, e.target.checked)}
            />
            {t(`products.charts.measure.${m}`)}
          </Label>
        ))}
      </fieldset>
      <p className="text-xs text-muted">{t('products.charts.note')}</p>
      <TableScroller label={t('products.charts.table')}>
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="text-left text-xs uppercase tracking-[0.12em] text-muted">
              <th scope="col" className="py-2 pr-2 font-medium">
                {t('products.charts.size')}
              </th>
              {measures.map((m) => (
                <th key={m} scope="col" className="py-2 pr-2 font-medium">
                  {t(`products.charts.measure.${m}`)}
                </th>
              ))}
              <th scope="col">
                <span className="sr-only">{t('products.charts.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, i) => (
              <tr key={field.id} className="align-top">
                <td className="py-1 pr-2">
                  <Field
                    name={`rows.${i}.size`}
                    label={t('products.charts.sizeOfRow', { n: i + 1 })}
                    hideLabel
                    fieldClassName="w-24"
                  >
                    {(control) => <Select {...control} className="pl-3 pr-8" options={SIZE_OPTIONS} />}
                  </Field>
                </td>
                {measures.map((m) => (
                  <td key={m} className="py-1 pr-2">
                    <Field
                      name={`rows.${i}.${m}`}
                      label={t('products.charts.cell', {
                        measure: t(`products.charts.measure.${m}`),
                        n: i + 1,
                      })}
                      hideLabel
                      fieldClassName="w-24"
                      inputMode="decimal"
                      className="px-3 tabular-nums"
                    />
                  </td>
                ))}
                <td className="py-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="w-11 px-0"
                    onClick={() => remove(i)}
                    aria-label={t('products.charts.removeRow', { n: i + 1 })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      {rootError ? (
        <p role="alert" className="text-sm text-danger">
          {rootError}
        </p>
      ) : null}
      <div>
        <Button size="sm" variant="subtle" onClick={addSize} disabled={lastSize === CHART_SIZES.at(-1)}>
          <Plus aria-hidden="true" /> {t('products.charts.addSize')}
        </Button>
      </div>
      <FormActions
        onCancel={onDone}
        cancelLabel={isDirty ? t('products.charts.cancel') : t('products.charts.close')}
        submitLabel={t('products.charts.save')}
        pending={save.isPending}
        pendingLabel={t('products.charts.saving')}
      />
    </Form>
  );
}

/**
 * Size charts (the Products tab): choose a category, edit its chart as a table (rows are sizes XS to
 * 8XL, columns the measures in cm). The contract's rules are checked here and again by the server.
 */
export function SizeChartEditor({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(ADMIN);
  const categories = useCategories();
  const [categoryId, setCategoryId] = useState('');
  const first = categories.data?.[0]?.id;
  useEffect(() => {
    if (open && !categoryId && first) setCategoryId(first);
  }, [open, categoryId, first]);
  const chart = useAdminSizeChart(open && categoryId ? categoryId : null);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        title={t('products.charts.title')}
        description={t('products.charts.description')}
        closeLabel={t('common.close')}
        className="sm:max-w-3xl"
      >
        <div className="grid flex-1 content-start gap-5 overflow-y-auto p-5 sm:p-6">
          <div className="grid gap-2">
            <Label htmlFor="size-chart-category">{t('products.charts.category')}</Label>
            <Select
              id="size-chart-category"
              value={categoryId}
              onChange={(e) => setCategoryId(e.target.value)}
              options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </div>
          {chart.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : chart.isError ? (
            <p role="alert" className="text-danger">
              {errorMessage(chart.error)}
            </p>
          ) : (
            <ChartForm
              key={`${chart.data.category.id}-${chart.data.updatedAt}`}
              chart={chart.data}
              onDone={() => onOpenChange(false)}
            />
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
