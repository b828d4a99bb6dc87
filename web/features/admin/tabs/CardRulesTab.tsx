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
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCardRules, useSaveCardRules } from '../api/card-rules';
import { TabSection } from '../components/TabSection';
import { ADMIN } from '../i18n';

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
  const { t } = useTranslation(ADMIN);
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
      toast({ title: t('cardRules.nothing'), description: t('cardRules.nothingText') });
      return;
    }
    try {
      await save.mutateAsync(body as CardRulesBody);
      toast({ title: t('cardRules.saved'), description: t('cardRules.savedText') });
    } catch (error) {
      const fields = errorBody(error)?.fieldErrors ?? {};
      for (const [key, messages] of Object.entries(fields)) {
        if (key in values) form.setError(key as CardRuleKey, { type: 'server', message: messages[0] });
      }
      toast({
        title: t('cardRules.failed'),
        description: errorMessage(error, t('cardRules.tryAgain')),
        variant: 'destructive',
      });
    }
  });

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={t('cardRules.form')} className="grid gap-6">
      <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        {rows.map((row) => {
          const hint = [
            t('cardRules.hintUnit', { unit: t(`cardRules.unit.${row.unit}`) }),
            t('cardRules.hintDefault', { value: defaultText(row) }),
            row.updatedAt ? t('cardRules.hintChanged', { when: formatDateTime(row.updatedAt) }) : null,
          ]
            .filter(Boolean)
            .join(' · ');
          return row.unit === 'size' ? (
            <Field key={row.key} name={row.key} label={t(`cardRules.label.${row.key}`)} hint={hint}>
              {(control) => (
                <Select {...control} options={CARD_RULE_SIZES.map((s) => ({ value: s, label: s }))} />
              )}
            </Field>
          ) : (
            <Field
              key={row.key}
              name={row.key}
              label={t(`cardRules.label.${row.key}`)}
              hint={hint}
              inputMode="decimal"
            />
          );
        })}
      </div>
      <FormActions
        submitLabel={t('cardRules.save')}
        pending={save.isPending}
        pendingLabel={t('cardRules.saving')}
      />
    </Form>
  );
}

/** Card rules (admins only): every figure of the card's promises, with its label and unit. */
export function CardRulesTab() {
  const { t } = useTranslation(ADMIN);
  const rules = useCardRules();
  return (
    <TabSection title={t('cardRules.title')} description={t('cardRules.description')}>
      <QueryState query={rules} pending={<Skeletons count={4} />}>
        {(rows) => <RulesForm rows={rows} />}
      </QueryState>
    </TabSection>
  );
}
