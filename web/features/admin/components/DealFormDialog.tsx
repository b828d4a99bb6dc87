import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  type AdminDeal,
  DEAL_TITLE_MAX,
  DEAL_WORDS_MAX,
  type DealBody,
  type DealInput,
  dealBody,
} from '#contracts/deals';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { Textarea } from '../../../components/ui/Textarea';
import { errorMessage } from '../../../lib/api-client';
import { setServerErrors } from '../../../lib/form-errors';
import { SHOP_TIME_ZONE } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useGiftablePieces, useSaveDeal } from '../api/deals';
import { ADMIN } from '../i18n';
import { FormDialog } from './FormDialog';

/** Today in India ('2026-11-28'): the first day a deal may be set for (the server checks it too). */
const indiaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(new Date());

const FIELDS = ['date', 'kind', 'points', 'productId', 'variantId', 'quantity', 'title', 'words'] as const;

function valuesOf(deal: AdminDeal | null): DealInput {
  if (!deal) return { date: indiaToday(), kind: 'points', points: '', quantity: 1, title: '', words: '' };
  return {
    date: deal.date,
    kind: deal.kind,
    points: deal.points ?? '',
    productId: deal.product?.id ?? '',
    variantId: deal.variantId ?? '',
    quantity: deal.quantity,
    title: deal.title,
    words: deal.words,
  };
}

/**
 * Set or change a day's Dynamo Deal: the date, points or a free piece (a product in stock and its
 * size), how many, and the words members see. `deal` null: a new one.
 */
export function DealFormDialog({
  open,
  deal,
  onOpenChange,
}: {
  open: boolean;
  deal: AdminDeal | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(ADMIN);
  const save = useSaveDeal();
  const form = useForm<DealInput, unknown, DealBody>({
    resolver: zodResolver(dealBody),
    defaultValues: valuesOf(deal),
  });
  const { handleSubmit, reset, setError, control, setValue } = form;
  useEffect(() => {
    if (open) reset(valuesOf(deal));
  }, [open, deal, reset]);

  const kind = useWatch({ control, name: 'kind' });
  const productId = useWatch({ control, name: 'productId' }) as string | undefined;
  const pieces = useGiftablePieces(open && kind === 'piece');
  const products = useMemo(() => {
    const seen = new Map<string, string>();
    for (const p of pieces.data ?? []) if (!seen.has(p.productId)) seen.set(p.productId, p.name);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [pieces.data]);
  const sizes = (pieces.data ?? [])
    .filter((p) => p.productId === productId && p.variantId)
    .map((p) => ({
      value: p.variantId!,
      label: t('deals.form.sizeStock', { size: p.size, stock: p.stock }),
    }));

  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: deal?.id, body });
      toast({ title: deal ? t('deals.form.updated') : t('deals.form.created'), variant: 'success' });
      onOpenChange(false);
    } catch (error) {
      setServerErrors(error, setError, (key) =>
        (FIELDS as readonly string[]).includes(key) ? (key as (typeof FIELDS)[number]) : undefined,
      );
      toast({ title: t('common.error'), description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={deal ? t('deals.form.change') : t('deals.form.setTitle')}
      description={t('deals.form.description')}
      form={form}
      onSubmit={submit}
      submitLabel={deal ? t('deals.form.save') : t('deals.form.setDeal')}
      pending={save.isPending}
      pendingLabel={t('deals.form.saving')}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="date" label={t('deals.form.date')} type="date" required min={indiaToday()} />
        <Field name="kind" label={t('deals.form.gift')} required>
          {(control) => (
            <Select
              {...control}
              options={{ points: t('deals.form.kind.points'), piece: t('deals.form.kind.piece') }}
              onChange={(e) => {
                void control.onChange(e);
                setValue('variantId', '');
              }}
            />
          )}
        </Field>
      </div>
      {kind === 'piece' ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            name="productId"
            label={t('deals.form.piece')}
            required
            hint={pieces.isPending ? t('deals.form.loadingPieces') : undefined}
          >
            {(control) => (
              <Select
                {...control}
                placeholder={t('deals.form.choosePiece')}
                options={products}
                onChange={(e) => {
                  void control.onChange(e);
                  setValue('variantId', '');
                }}
              />
            )}
          </Field>
          {sizes.length > 0 ? (
            <Field name="variantId" label={t('deals.form.size')} required>
              {(control) => <Select {...control} placeholder={t('deals.form.chooseSize')} options={sizes} />}
            </Field>
          ) : null}
        </div>
      ) : (
        <Field
          name="points"
          label={t('deals.form.points')}
          type="number"
          inputMode="numeric"
          min={1}
          required
        />
      )}
      <Field
        name="quantity"
        label={t('deals.form.howMany')}
        type="number"
        inputMode="numeric"
        min={1}
        required
        hint={t('deals.form.howManyHint')}
      />
      <Field
        name="title"
        label={t('deals.form.title')}
        required
        maxLength={DEAL_TITLE_MAX}
        hint={t('deals.form.titleHint')}
      />
      <Field name="words" label={t('deals.form.words')}>
        {(control) => <Textarea {...control} rows={2} maxLength={DEAL_WORDS_MAX} />}
      </Field>
    </FormDialog>
  );
}
