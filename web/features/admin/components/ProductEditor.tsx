import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { type ComponentProps, useEffect } from 'react';
import { useFieldArray, useForm, useFormState } from 'react-hook-form';
import {
  type AdminProduct,
  LIMITED_EDITION_RUN,
  PRODUCT_ADMIN_MESSAGES as M,
  type ProductBody,
  type ProductFormInput,
  productForm,
  slugify,
} from '#contracts/admin-products';
import { CARD_RULE_DEFAULTS } from '#contracts/card-rules';
import { PRODUCT_STATUS_LABELS } from '#contracts/catalog';
import { FIT_LABELS } from '#contracts/fit';
import { Button } from '../../../components/ui/Button';
import { Field, Form, FormActions } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Switch } from '../../../components/ui/Switch';
import { Textarea } from '../../../components/ui/Textarea';
import { errorMessage } from '../../../lib/api-client';
import { setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useAdminProduct, useCategories, useSaveProduct } from '../api/products';
import { FitFeedback } from './FitFeedback';
import { LaunchTimes } from './LaunchTimes';
import { ProductImages } from './ProductImages';
import { EMPTY_PRODUCT_FORM, productFormField, productToForm } from './product-form';

const STOREFRONT_LABELS = { STUDIO: 'Studio', 'LIMITED-EDITION': 'Limited Edition' };
const KIND_LABELS = { size: 'Size', color: 'Colour' };
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
const SIGNATURE_RUN = `A Signature piece is a run of 1 to ${CARD_RULE_DEFAULTS.signatureRunMax} pieces`;

const GROUP = 'grid gap-3 rounded-[4px] border border-border p-4';
// On a phone the columns narrow (and the text's padding) so the size or colour keeps room to be read.
const VARIANT_ROW =
  'grid grid-cols-[5.75rem_minmax(0,1fr)_4rem_auto] items-start gap-2 sm:grid-cols-[6.5rem_1fr_5.5rem_auto]';
const CELL = 'px-3 sm:px-4';

/** The sizes and colours with their stock, one row each. */
function VariantRows({ limited, signature }: { limited: boolean; signature: boolean }) {
  const { fields, append, remove } = useFieldArray<ProductFormInput, 'variants'>({ name: 'variants' });
  const { errors } = useFormState<ProductFormInput>({ name: 'variants' });
  const rootError = errors.variants?.root?.message ?? errors.variants?.message;
  return (
    <fieldset className={GROUP}>
      <legend className="px-1 text-sm font-medium">Sizes and colours</legend>
      <p className="text-xs text-muted">
        {signature
          ? `${SIGNATURE_RUN}: sizes hold at most ${CARD_RULE_DEFAULTS.signatureRunMax} in stock.`
          : limited
            ? `A Limited Edition style is a run of ${LIMITED_EDITION_RUN} pieces: sizes hold at most ${LIMITED_EDITION_RUN} in stock.`
            : 'Stock per size (and per colour where the design comes in several).'}
      </p>
      {fields.length === 0 ? <p className="text-sm text-muted">None yet.</p> : null}
      <ul className="grid gap-2">
        {fields.map((field, index) => (
          <li key={field.id} className={VARIANT_ROW}>
            <Field name={`variants.${index}.name`} label={`Kind ${index + 1}`} hideLabel>
              {(control) => <Select {...control} className="pl-3 pr-8" options={KIND_LABELS} />}
            </Field>
            <Field
              name={`variants.${index}.value`}
              label={`Size or colour ${index + 1}`}
              hideLabel
              className={CELL}
            />
            <Field
              name={`variants.${index}.stock`}
              label={`Stock ${index + 1}`}
              hideLabel
              className={CELL}
              {...WHOLE}
              min={0}
            />
            <RemoveButton
              onClick={() => remove(index)}
              aria-label={`Remove ${field.value || 'row'} ${index + 1}`}
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
        <AddButton onClick={() => append({ name: 'size', value: '', stock: 0 })}>Add size</AddButton>
        <AddButton onClick={() => append({ name: 'color', value: '', stock: 0 })}>Add colour</AddButton>
      </div>
    </fieldset>
  );
}

/** Named details shown on the product page (Fabric: Handloom cotton). */
function DetailRows() {
  const { fields, append, remove } = useFieldArray<ProductFormInput, 'details'>({ name: 'details' });
  return (
    <fieldset className={GROUP}>
      <legend className="px-1 text-sm font-medium">Details</legend>
      <ul className="grid gap-2">
        {fields.map((field, index) => (
          <li key={field.id} className="grid grid-cols-[8rem_1fr_auto] items-start gap-2">
            <Field
              name={`details.${index}.label`}
              label={`Detail ${index + 1} name`}
              hideLabel
              placeholder="Fabric"
            />
            <Field
              name={`details.${index}.value`}
              label={`Detail ${index + 1} value`}
              hideLabel
              placeholder="Handloom cotton"
            />
            <RemoveButton onClick={() => remove(index)} aria-label={`Remove detail ${index + 1}`} />
          </li>
        ))}
      </ul>
      <div>
        <AddButton onClick={() => append({ label: '', value: '' })}>Add detail</AddButton>
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
      toast({ title: productId ? M.saved : M.created, description: saved.name, variant: 'success' });
      reset(productToForm(saved));
      if (!productId) onCreated(saved);
    } catch (error) {
      setServerErrors(error, form.setError, productFormField);
      toast({ title: M.saveFailed, description: errorMessage(error, M.saveFailed), variant: 'destructive' });
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
        title={productId ? (loaded?.name ?? 'Edit product') : 'New product'}
        description="Every field of the product, its sizes and colours, and its pictures"
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
              aria-label={productId ? 'Edit product' : 'New product'}
              className="grid gap-5 p-5 sm:p-6"
            >
              <Field name="name" label="Name" required autoComplete="off" rules={{ onBlur: suggestSlug }} />
              <Field
                name="slug"
                label="Slug"
                required
                hint="The product's address: /products/your-slug"
                autoComplete="off"
                spellCheck={false}
              />
              <Field name="description" label="Description">
                {(control) => <Textarea {...control} />}
              </Field>
              <div className="grid gap-5 sm:grid-cols-3">
                <Field name="categoryId" label="Category" required>
                  {(control) => <Select {...control} placeholder="Choose…" options={categoryOptions} />}
                </Field>
                <Field name="availableIn" label="Storefront" required>
                  {(control) => <Select {...control} options={STOREFRONT_LABELS} />}
                </Field>
                <Field name="status" label="Status" required>
                  {(control) => <Select {...control} options={PRODUCT_STATUS_LABELS} />}
                </Field>
              </div>
              {productId && loaded ? <LaunchTimes product={loaded} /> : null}
              {productId ? <FitFeedback productId={productId} /> : null}
              <div className="grid gap-5 sm:grid-cols-2">
                <Field
                  name="price"
                  label="Price (₹)"
                  required
                  hint="In rupees, e.g. 2499 or 2499.50"
                  inputMode="decimal"
                />
                <Field
                  name="compareAtPrice"
                  label="Compare-at price (₹)"
                  hint="The price before the discount; empty for none"
                  inputMode="decimal"
                />
              </div>
              <div className="grid gap-5 sm:grid-cols-3">
                <Field
                  name="voteThreshold"
                  label="Vote threshold"
                  hint={status === 'VOTE_TO_LAUNCH' ? 'Votes needed to launch' : 'Used while voting'}
                  {...WHOLE}
                />
                <Field
                  name="preOrderLimit"
                  label="Pre-order limit"
                  hint={limited ? `At most ${LIMITED_EDITION_RUN} (the run)` : 'Empty for no limit'}
                  {...WHOLE}
                />
                <Field name="preOrderEndDate" label="Pre-order ends" type="date" />
              </div>

              <Field
                name="fit"
                label="Fit"
                hint="Slim sits close to the body, relaxed has room: “Your size” reads the category's size chart with it"
              >
                {(control) => <Select {...control} options={FIT_LABELS} />}
              </Field>
              <Switch
                label="Signature Line"
                description={`${SIGNATURE_RUN}; a Signature purchase waives Platinum's yearly fee.`}
                checked={signature}
                onCheckedChange={(on) => setValue('signature', on, { shouldDirty: true })}
              />
              <VariantRows limited={limited} signature={signature} />
              <DetailRows />

              <FormActions
                className="sticky bottom-0 -mx-5 border-t border-border bg-background px-5 py-4 sm:-mx-6 sm:px-6"
                onCancel={() => onOpenChange(false)}
                cancelLabel={formState.isDirty ? 'Cancel' : 'Close'}
                submitLabel={productId ? 'Save changes' : 'Create product'}
                pending={save.isPending}
                pendingLabel="Saving"
              />
            </Form>
            {productId && loaded ? (
              <div className="border-t border-border p-5 sm:p-6">
                <ProductImages product={loaded} />
              </div>
            ) : (
              <p className="px-5 pb-6 text-sm text-muted sm:px-6">
                Create the product first, then add its photos.
              </p>
            )}
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
