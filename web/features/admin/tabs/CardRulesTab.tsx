import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  CARD_RULE_SIZES,
  type CardRuleKey,
  type CardRulesBody,
  type CardRuleView,
} from '#contracts/card-rules';
import { Field, Form, FormActions } from '../../../components/ui/Field';
import { QueryState, Skeletons } from '../../../components/ui/QueryState';
import { Select } from '../../../components/ui/Select';
import { errorBody, errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatRupees, paiseToRupees, toPaise } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCardRules, useSaveCardRules } from '../api/card-rules';
import { TabSection } from '../components/TabSection';

/** The unit beside each figure, as staff read it. */
const UNIT_WORDS: Record<CardRuleView['unit'], string> = {
  paise: '₹',
  percent: '%',
  size: 'size',
  hours: 'hours',
  hour: 'o’clock',
  months: 'month',
  count: 'pieces',
  order: 'th paid order',
};

/** Money is typed in rupees ("999"); the server keeps paise. */
const shown = (row: CardRuleView) =>
  row.unit === 'paise' ? paiseToRupees(Number(row.value)).replace(/\.00$/, '') : String(row.value);

function asValue(row: CardRuleView, text: string): number | string {
  if (row.unit === 'size') return text;
  if (row.unit === 'paise') return /^\d+(\.\d{1,2})?$/.test(text.trim()) ? toPaise(text.trim()) : Number.NaN;
  return /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

function defaultText(row: CardRuleView) {
  return row.unit === 'paise'
    ? formatRupees(paiseToRupees(Number(row.defaultValue)))
    : String(row.defaultValue);
}

function RulesForm({ rows }: { rows: CardRuleView[] }) {
  const save = useSaveCardRules();
  const values = Object.fromEntries(rows.map((r) => [r.key, shown(r)]));
  const form = useForm<Record<string, string>>({ defaultValues: values });
  // After a save, the form starts again from the figures the server answered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the server's figures change
  useEffect(() => form.reset(values), [rows]);

  const onSubmit = form.handleSubmit(async (typed) => {
    const body: Record<string, number | string> = {};
    for (const row of rows) {
      const text = typed[row.key] ?? '';
      if (text === shown(row)) continue;
      body[row.key] = asValue(row, text);
    }
    if (Object.keys(body).length === 0) {
      toast({ title: 'Nothing to save', description: 'No figure was changed.' });
      return;
    }
    try {
      await save.mutateAsync(body as CardRulesBody);
      toast({ title: 'Card rules saved', description: 'The next price a member sees uses them.' });
    } catch (error) {
      const fields = errorBody(error)?.fieldErrors ?? {};
      for (const [key, messages] of Object.entries(fields)) {
        if (key in values) form.setError(key as CardRuleKey, { type: 'server', message: messages[0] });
      }
      toast({
        title: 'Could not save the card rules',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  });

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Card rules" className="grid gap-6">
      <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        {rows.map((row) => {
          const hint = [
            `Unit: ${UNIT_WORDS[row.unit]}`,
            `Default ${defaultText(row)}`,
            row.updatedAt ? `changed ${formatDateTime(row.updatedAt)}` : null,
          ]
            .filter(Boolean)
            .join(' · ');
          return row.unit === 'size' ? (
            <Field key={row.key} name={row.key} label={row.label} hint={hint}>
              {(control) => (
                <Select {...control} options={CARD_RULE_SIZES.map((s) => ({ value: s, label: s }))} />
              )}
            </Field>
          ) : (
            <Field key={row.key} name={row.key} label={row.label} hint={hint} inputMode="decimal" />
          );
        })}
      </div>
      <FormActions submitLabel="Save card rules" pending={save.isPending} pendingLabel="Saving" />
    </Form>
  );
}

/** Card rules (admins only): every figure of the card's promises, with its label and unit. */
export function CardRulesTab() {
  const rules = useCardRules();
  return (
    <TabSection
      title="Card rules"
      description="The card's figures: the monthly pick, member prices, the size surcharge, points and more. A change prices the next request; placed orders keep the figures they were priced with."
    >
      <QueryState query={rules} pending={<Skeletons count={4} />}>
        {(rows) => <RulesForm rows={rows} />}
      </QueryState>
    </TabSection>
  );
}
