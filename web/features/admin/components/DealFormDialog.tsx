import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  type AdminDeal,
  DEAL_KIND_LABELS,
  DEAL_MESSAGES,
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
import { toast } from '../../../lib/toast';
import { useGiftablePieces, useSaveDeal } from '../api/deals';
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
    .map((p) => ({ value: p.variantId!, label: `${p.size} (${p.stock} in stock)` }));

  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: deal?.id, body });
      toast({ title: deal ? DEAL_MESSAGES.updated : DEAL_MESSAGES.created, variant: 'success' });
      onOpenChange(false);
    } catch (error) {
      setServerErrors(error, setError, (key) =>
        (FIELDS as readonly string[]).includes(key) ? (key as (typeof FIELDS)[number]) : undefined,
      );
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={deal ? 'Change the Dynamo Deal' : 'Set a Dynamo Deal'}
      description="A surprise gift for members with an active card, claimed once between 10:00 AM and 10:00 PM."
      form={form}
      onSubmit={submit}
      submitLabel={deal ? 'Save deal' : 'Set deal'}
      pending={save.isPending}
      pendingLabel="Saving"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="date" label="Date" type="date" required min={indiaToday()} />
        <Field name="kind" label="Gift" required>
          {(control) => (
            <Select
              {...control}
              options={DEAL_KIND_LABELS}
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
            label="Piece"
            required
            hint={pieces.isPending ? 'Loading the pieces in stock…' : undefined}
          >
            {(control) => (
              <Select
                {...control}
                placeholder="Choose a piece…"
                options={products}
                onChange={(e) => {
                  void control.onChange(e);
                  setValue('variantId', '');
                }}
              />
            )}
          </Field>
          {sizes.length > 0 ? (
            <Field name="variantId" label="Size" required>
              {(control) => <Select {...control} placeholder="Choose a size…" options={sizes} />}
            </Field>
          ) : null}
        </div>
      ) : (
        <Field name="points" label="Points" type="number" inputMode="numeric" min={1} required />
      )}
      <Field
        name="quantity"
        label="How many"
        type="number"
        inputMode="numeric"
        min={1}
        required
        hint="The first members to claim get them; each member once."
      />
      <Field name="title" label="Title" required maxLength={DEAL_TITLE_MAX} hint="The banner's headline." />
      <Field name="words" label="A line for members (optional)">
        {(control) => <Textarea {...control} rows={2} maxLength={DEAL_WORDS_MAX} />}
      </Field>
    </FormDialog>
  );
}
