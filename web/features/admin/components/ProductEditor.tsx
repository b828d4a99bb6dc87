import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { type ComponentProps, useEffect } from 'react';
import { useFieldArray, useForm, useFormState } from 'react-hook-form';
import {
  type AdminProduct,
  LIMITED_EDITION_RUN,
  type ProductBody,
  type ProductFormInput,
  productForm,
  slugify,
} from '#contracts/admin-products';
import { CARD_RULE_DEFAULTS } from '#contracts/card-rules';
import { Button } from '../../../components/ui/Button';
import { Field, Form, FormActions } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Switch } from '../../../components/ui/Switch';
import { Textarea } from '../../../components/ui/Textarea';
import { errorMessage } from '../../../lib/api-client';
import { setServerErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useAdminProduct, useCategories, useSaveProduct } from '../api/products';
import { ADMIN } from '../i18n';
import { FitFeedback } from './FitFeedback';
import { LaunchTimes } from './LaunchTimes';
import { ProductImages } from './ProductImages';
import { EMPTY_PRODUCT_FORM, productFormField, productToForm } from './product-form';

const WHOLE = { type: 'number', min: 1, step: 1, inputMode: 'numeric' } as const;

const RemoveButton = (props: ComponentProps<typeof Button>) => (
  <Button variant="ghost" size="sm" className="w-11 px-0" {...props}>
    <Trash2 aria-hidden="true" className="size-4" />
  </Button>
);

const AddButton = ({ children, ...props }: ComponentProps<typeof Button>) => (
  <Button size="sm" variant="subtle" {...props}>
    <Plus aria-hidden="true" /> {children}
  </Button>
);

/** The rule as staff read it (the server applies the figure in force and says so when it refuses). */
const SIGNATURE_MAX = CARD_RULE_DEFAULTS.signatureRunMax;

const GROUP = 'grid gap-3 rounded-[4px] border border-border p-4';
// On a phone the columns narrow (and the text's padding) so the size or colour keeps room to be read.
const VARIANT_ROW =
  'grid grid-cols-[5.75rem_minmax(0,1fr)_4rem_auto] items-start gap-2 sm:grid-cols-[6.5rem_1fr_5.5rem_auto]';
const CELL = 'px-3 sm:px-4';

/** The sizes and colours with their stock, one row each. */
function VariantRows({ limited, signature }: { limited: boolean; signature: boolean }) {
  const { t } = useTranslation(ADMIN);
  const { fields, append, remove } = useFieldArray<ProductFormInput, 'variants'>({ name: 'variants' });
  const { errors } = useFormState<ProductFormInput>({ name: 'variants' });
  const rootError = errors.variants?.root?.message ?? errors.variants?.message;
  return (
    <fieldset className={GROUP}>
      <legend className="px-1 text-sm font-medium">{t('products.editor.variants')}</legend>
      <p className="text-xs text-muted">
        {signature
          ? t('products.editor.signatureStock', { max: SIGNATURE_MAX })
          : limited
            ? t('products.editor.limitedStock', { run: LIMITED_EDITION_RUN })
            : t('products.editor.stockNote')}
      </p>
      {fields.length === 0 ? <p className="text-sm text-muted">{t('products.editor.none')}</p> : null}
      <ul className="grid gap-2">
        {fields.map((field, index) => (
          <li key={field.id} className={VARIANT_ROW}>
            <Field
              name={`variants.${index}.name`}
              label={t('products.editor.kindN', { n: index + 1 })}
              hideLabel
            >
              {(control) => (
                <Select
                  {...control}
                  className="pl-3 pr-8"
                  options={{ size: t('products.editor.kind.size'), color: t('products.editor.kind.color') }}
                />
              )}
            </Field>
            <Field
              name={`variants.${index}.value`}
              label={t('products.editor.valueN', { n: index + 1 })}
              hideLabel
              className={CELL}
            />
            <Field
              name={`variants.${index}.stock`}
              label={t('products.editor.stockN', { n: index + 1 })}
              hideLabel
              className={CELL}
              {...WHOLE}
              min={0}
            />
            <RemoveButton
              onClick={() => remove(index)}
              aria-label={t('products.editor.removeN', {
                name: field.value || t('products.editor.row'),
                n: index + 1,
              })}
            />
          </li>
        ))}
      </ul>
      {rootError ? (
        <p role="alert" className="text-sm text-danger">
          {rootError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <AddButton onClick={() => append({ name: 'size', value: '', stock: 0 })}>
          {t('products.editor.addSize')}
        </AddButton>
        <AddButton onClick={() => append({ name: 'color', value: '', stock: 0 })}>
          {t('products.editor.addColour')}
        </AddButton>
      </div>
    </fieldset>
  );
}

/** Named details shown on the product page (Fabric: Handloom cotton). */
function DetailRows() {
  const { t } = useTranslation(ADMIN);
  const { fields, append, remove } = useFieldArray<ProductFormInput, 'details'>({ name: 'details' });
  return (
    <fieldset className={GROUP}>
      <legend className="px-1 text-sm font-medium">{t('products.editor.details')}</legend>
      <ul className="grid gap-2">
        {fields.map((field, index) => (
          <li key={field.id} className="grid grid-cols-[8rem_1fr_auto] items-start gap-2">
            <Field
              name={`details.${index}.label`}
              label={t('products.editor.detailName', { n: index + 1 })}
              hideLabel
              placeholder={t('products.editor.detailNameExample')}
            />
            <Field
              name={`details.${index}.value`}
              label={t('products.editor.detailValue', { n: index + 1 })}
              hideLabel
              placeholder={t('products.editor.detailValueExample')}
            />
            <RemoveButton
              onClick={() => remove(index)}
              aria-label={t('products.editor.removeDetail', { n: index + 1 })}
            />
          </li>
        ))}
      </ul>
      <div>
        <AddButton onClick={() => append({ label: '', value: '' })}>
          {t('products.editor.addDetail')}
        </AddButton>
      </div>
    </fieldset>
  );
}

/**
 * The product editor (a side panel): every field of a product, its sizes and colours with stock, and
 * (once saved) its pictures. Prices are typed in rupees; the contract's form schema turns them into paise.
 */
export function ProductEditor({
  productId,
  open,
  onOpenChange,
  onCreated,
}: {
  /** null: a new product. */
  productId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (product: AdminProduct) => void;
}) {
  const { t } = useTranslation(ADMIN);
  const product = useAdminProduct(open ? productId : null);
  const categories = useCategories();
  const save = useSaveProduct();
  const form = useForm<ProductFormInput, unknown, ProductBody>({
    resolver: zodResolver(productForm),
    defaultValues: EMPTY_PRODUCT_FORM,
  });
  const { reset, getValues, setValue, watch, formState } = form;

  // Load the product into the form when it arrives (or empty it for a new one).
  const loaded = product.data;
  useEffect(() => {
    if (!open) return;
    if (!productId) reset(EMPTY_PRODUCT_FORM);
    else if (loaded && loaded.id === productId) reset(productToForm(loaded));
  }, [open, productId, loaded, reset]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: productId ?? undefined, body });
      toast({
        title: productId ? t('products.editor.saved') : t('products.editor.created'),
        description: saved.name,
        variant: 'success',
      });
      reset(productToForm(saved));
      if (!productId) onCreated(saved);
    } catch (error) {
      setServerErrors(error, form.setError, productFormField);
      toast({
        title: t('products.editor.saveFailed'),
        description: errorMessage(error, t('products.editor.saveFailed')),
        variant: 'destructive',
      });
    }
  });

  // The slug is suggested from the name when the name is left and the slug is still empty.
  const suggestSlug = () => {
    if (!getValues('slug')) setValue('slug', slugify(getValues('name')), { shouldDirty: true });
  };

  const limited = watch('availableIn') === 'LIMITED-EDITION';
  const status = watch('status');
  const signature = watch('signature') ?? false;
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        title={productId ? (loaded?.name ?? t('products.editor.editTitle')) : t('products.editor.newTitle')}
        description={t('products.editor.description')}
        closeLabel={t('common.close')}
        className="sm:max-w-2xl"
      >
        {productId && product.isPending ? (
          <div className="grid gap-4 p-6">
            {[1, 2, 3, 4].map((n) => (
              <Skeleton key={n} className="h-12 w-full" />
            ))}
          </div>
        ) : productId && product.isError ? (
          <p role="alert" className="p-6 text-danger">
            {errorMessage(product.error)}
          </p>
        ) : (
          <div className="flex-1 overflow-y-auto">
            <Form
              form={form}
              onSubmit={submit}
              aria-label={productId ? t('products.editor.editTitle') : t('products.editor.newTitle')}
              className="grid gap-5 p-5 sm:p-6"
            >
              <Field
                name="name"
                label={t('products.editor.name')}
                required
                autoComplete="off"
                rules={{ onBlur: suggestSlug }}
              />
              <Field
                name="slug"
                label={t('products.editor.slug')}
                required
                hint={t('products.editor.slugHint')}
                autoComplete="off"
                spellCheck={false}
              />
              <Field name="description" label={t('products.editor.descriptionField')}>
                {(control) => <Textarea {...control} />}
              </Field>
              <div className="grid gap-5 sm:grid-cols-3">
                <Field name="categoryId" label={t('products.editor.category')} required>
                  {(control) => (
                    <Select
                      {...control}
                      placeholder={t('products.editor.choose')}
                      options={categoryOptions}
                    />
                  )}
                </Field>
                <Field name="availableIn" label={t('products.editor.storefront')} required>
                  {(control) => (
                    <Select
                      {...control}
                      options={{
                        STUDIO: t('products.storefront.STUDIO'),
                        'LIMITED-EDITION': t('products.storefront.LIMITED-EDITION'),
                      }}
                    />
                  )}
                </Field>
                <Field name="status" label={t('products.editor.status')} required>
                  {(control) => (
                    <Select
                      {...control}
                      options={{
                        IN_STOCK: t('products.status.IN_STOCK'),
                        PRE_ORDER: t('products.status.PRE_ORDER'),
                        VOTE_TO_LAUNCH: t('products.status.VOTE_TO_LAUNCH'),
                      }}
                    />
                  )}
                </Field>
              </div>
              {productId && loaded ? <LaunchTimes product={loaded} /> : null}
              {productId ? <FitFeedback productId={productId} /> : null}
              <div className="grid gap-5 sm:grid-cols-2">
                <Field
                  name="price"
                  label={t('products.editor.price')}
                  required
                  hint={t('products.editor.priceHint')}
                  inputMode="decimal"
                />
                <Field
                  name="compareAtPrice"
                  label={t('products.editor.compareAt')}
                  hint={t('products.editor.compareAtHint')}
                  inputMode="decimal"
                />
              </div>
              <div className="grid gap-5 sm:grid-cols-3">
                <Field
                  name="voteThreshold"
                  label={t('products.editor.threshold')}
                  hint={
                    status === 'VOTE_TO_LAUNCH'
                      ? t('products.editor.thresholdVoting')
                      : t('products.editor.thresholdOther')
                  }
                  {...WHOLE}
                />
                <Field
                  name="preOrderLimit"
                  label={t('products.editor.preOrderLimit')}
                  hint={
                    limited
                      ? t('products.editor.limitLimited', { run: LIMITED_EDITION_RUN })
                      : t('products.editor.limitNone')
                  }
                  {...WHOLE}
                />
                <Field name="preOrderEndDate" label={t('products.editor.preOrderEnds')} type="date" />
              </div>

              <Field name="fit" label={t('products.editor.fit')} hint={t('products.editor.fitHint')}>
                {(control) => (
                  <Select
                    {...control}
                    options={{
                      slim: t('products.editor.fitLabel.slim'),
                      regular: t('products.editor.fitLabel.regular'),
                      relaxed: t('products.editor.fitLabel.relaxed'),
                    }}
                  />
                )}
              </Field>
              <Switch
                label={t('products.editor.signature')}
                description={t('products.editor.signatureHint', {
                  run: t('products.editor.signatureRun', { max: SIGNATURE_MAX }),
                })}
                checked={signature}
                onCheckedChange={(on) => setValue('signature', on, { shouldDirty: true })}
              />
              <VariantRows limited={limited} signature={signature} />
              <DetailRows />

              <FormActions
                className="sticky bottom-0 -mx-5 border-t border-border bg-background px-5 py-4 sm:-mx-6 sm:px-6"
                onCancel={() => onOpenChange(false)}
                cancelLabel={formState.isDirty ? t('products.editor.cancel') : t('products.editor.close')}
                submitLabel={productId ? t('products.editor.save') : t('products.editor.create')}
                pending={save.isPending}
                pendingLabel={t('products.editor.saving')}
              />
            </Form>
            {productId && loaded ? (
              <div className="border-t border-border p-5 sm:p-6">
                <ProductImages product={loaded} />
              </div>
            ) : (
              <p className="px-5 pb-6 text-sm text-muted sm:px-6">{t('products.editor.photosLater')}</p>
            )}
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
