import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import {
  type AdminProduct,
  LIMITED_EDITION_RUN,
  PRODUCT_ADMIN_MESSAGES as M,
  type ProductBody,
  type ProductFormInput,
  productForm,
  slugify,
} from '#contracts/admin-products';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES } from '#contracts/catalog';
import { STOREFRONTS } from '#contracts/common';
import { paiseToPrice } from '#contracts/money';
import { Button } from '../../../components/ui/Button';
import { FieldShell } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useAdminProduct, useCategories, useSaveProduct } from '../api/products';
import { ProductImages } from './ProductImages';

const SELECT =
  'h-12 w-full rounded-[3px] border border-border bg-surface px-4 text-[0.95rem] text-text transition-colors hover:border-text/30 focus-visible:border-gold aria-invalid:border-danger';
const TEXTAREA =
  'min-h-28 w-full resize-y rounded-[3px] border border-border bg-surface px-4 py-3 text-[0.95rem] leading-relaxed text-text transition-colors hover:border-text/30 focus-visible:border-gold aria-invalid:border-danger';

const EMPTY: ProductFormInput = {
  name: '',
  slug: '',
  description: '',
  details: [],
  categoryId: '',
  availableIn: 'STUDIO',
  status: 'IN_STOCK',
  price: '',
  compareAtPrice: '',
  voteThreshold: 100,
  preOrderLimit: '',
  preOrderEndDate: '',
  variants: [
    { name: 'size', value: 'S', stock: 0 },
    { name: 'size', value: 'M', stock: 0 },
    { name: 'size', value: 'L', stock: 0 },
  ],
};

/** The product as the form holds it: prices in rupees, the end date as YYYY-MM-DD. */
function toForm(p: AdminProduct): ProductFormInput {
  return {
    name: p.name,
    slug: p.slug,
    description: p.description,
    details: p.details,
    categoryId: p.categoryId,
    availableIn: p.availableIn,
    status: p.status,
    price: paiseToPrice(p.pricePaise),
    compareAtPrice: p.compareAtPricePaise === null ? '' : paiseToPrice(p.compareAtPricePaise),
    voteThreshold: p.voteThreshold,
    preOrderLimit: p.preOrderLimit ?? '',
    preOrderEndDate: p.preOrderEndDate ? p.preOrderEndDate.slice(0, 10) : '',
    variants: p.variants.map(({ name, value, stock }) => ({ name, value, stock })),
  };
}

/** The server's field names (paise) as the form's (rupees). */
const SERVER_FIELD: Record<string, string> = { pricePaise: 'price', compareAtPricePaise: 'compareAtPrice' };

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
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    setValue,
    watch,
    formState: { errors, isDirty },
  } = form;
  const variants = useFieldArray({ control: form.control, name: 'variants' });
  const details = useFieldArray({ control: form.control, name: 'details' });

  // Load the product into the form when it arrives (or empty it for a new one).
  const loaded = product.data;
  useEffect(() => {
    if (!open) return;
    if (!productId) reset(EMPTY);
    else if (loaded && loaded.id === productId) reset(toForm(loaded));
  }, [open, productId, loaded, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: productId ?? undefined, body });
      toast({ title: productId ? M.saved : M.created, description: saved.name, variant: 'success' });
      reset(toForm(saved));
      if (!productId) onCreated(saved);
    } catch (error) {
      setServerErrors(error, setError, (key) => (SERVER_FIELD[key] ?? key) as FieldPath<ProductFormInput>);
      toast({ title: M.saveFailed, description: errorMessage(error, M.saveFailed), variant: 'destructive' });
    }
  });

  const limited = watch('availableIn') === 'LIMITED-EDITION';
  const status = watch('status');
  const rootVariantError = errors.variants?.root?.message ?? errors.variants?.message;
  const title = productId ? (loaded?.name ?? 'Edit product') : 'New product';

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        title={title}
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
            <form
              onSubmit={submit}
              noValidate
              aria-label={productId ? 'Edit product' : 'New product'}
              className="grid gap-5 p-5 sm:p-6"
            >
              <FieldShell label="Name" required error={errors.name?.message}>
                {(ids) => (
                  <Input
                    id={ids.id}
                    autoComplete="off"
                    aria-invalid={ids.invalid}
                    aria-describedby={ids.describedBy}
                    {...register('name', {
                      onBlur: () => {
                        if (!getValues('slug'))
                          setValue('slug', slugify(getValues('name')), { shouldDirty: true });
                      },
                    })}
                  />
                )}
              </FieldShell>
              <FieldShell
                label="Slug"
                required
                hint="The product's address: /products/your-slug"
                error={errors.slug?.message}
              >
                {(ids) => (
                  <Input
                    id={ids.id}
                    autoComplete="off"
                    spellCheck={false}
                    aria-invalid={ids.invalid}
                    aria-describedby={ids.describedBy}
                    {...register('slug')}
                  />
                )}
              </FieldShell>
              <FieldShell label="Description" error={errors.description?.message}>
                {(ids) => (
                  <textarea
                    id={ids.id}
                    rows={4}
                    aria-invalid={ids.invalid}
                    aria-describedby={ids.describedBy}
                    className={TEXTAREA}
                    {...register('description')}
                  />
                )}
              </FieldShell>
              <div className="grid gap-5 sm:grid-cols-3">
                <FieldShell label="Category" required error={errors.categoryId?.message}>
                  {(ids) => (
                    <select
                      id={ids.id}
                      aria-invalid={ids.invalid}
                      aria-describedby={ids.describedBy}
                      className={SELECT}
                      {...register('categoryId')}
                    >
                      <option value="">Choose…</option>
                      {(categories.data ?? []).map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.name}
                        </option>
                      ))}
                    </select>
                  )}
                </FieldShell>
                <FieldShell label="Storefront" required error={errors.availableIn?.message}>
                  {(ids) => (
                    <select
                      id={ids.id}
                      aria-invalid={ids.invalid}
                      aria-describedby={ids.describedBy}
                      className={SELECT}
                      {...register('availableIn')}
                    >
                      {STOREFRONTS.map((s) => (
                        <option key={s} value={s}>
                          {s === 'STUDIO' ? 'Studio' : 'Limited Edition'}
                        </option>
                      ))}
                    </select>
                  )}
                </FieldShell>
                <FieldShell label="Status" required error={errors.status?.message}>
                  {(ids) => (
                    <select
                      id={ids.id}
                      aria-invalid={ids.invalid}
                      aria-describedby={ids.describedBy}
                      className={SELECT}
                      {...register('status')}
                    >
                      {PRODUCT_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {PRODUCT_STATUS_LABELS[s]}
                        </option>
                      ))}
                    </select>
                  )}
                </FieldShell>
              </div>
              <div className="grid gap-5 sm:grid-cols-2">
                <FieldShell
                  label="Price (₹)"
                  required
                  hint="In rupees, e.g. 2499 or 2499.50"
                  error={errors.price?.message}
                >
                  {(ids) => (
                    <Input
                      id={ids.id}
                      inputMode="decimal"
                      aria-invalid={ids.invalid}
                      aria-describedby={ids.describedBy}
                      {...register('price')}
                    />
                  )}
                </FieldShell>
                <FieldShell
                  label="Compare-at price (₹)"
                  hint="The price before the discount; empty for none"
                  error={errors.compareAtPrice?.message}
                >
                  {(ids) => (
                    <Input
                      id={ids.id}
                      inputMode="decimal"
                      aria-invalid={ids.invalid}
                      aria-describedby={ids.describedBy}
                      {...register('compareAtPrice')}
                    />
                  )}
                </FieldShell>
              </div>
              <div className="grid gap-5 sm:grid-cols-3">
                <FieldShell
                  label="Vote threshold"
                  hint={status === 'VOTE_TO_LAUNCH' ? 'Votes needed to launch' : 'Used while voting'}
                  error={errors.voteThreshold?.message}
                >
                  {(ids) => (
                    <Input
                      id={ids.id}
                      type="number"
                      min={1}
                      step={1}
                      inputMode="numeric"
                      aria-invalid={ids.invalid}
                      aria-describedby={ids.describedBy}
                      {...register('voteThreshold')}
                    />
                  )}
                </FieldShell>
                <FieldShell
                  label="Pre-order limit"
                  hint={limited ? `At most ${LIMITED_EDITION_RUN} (the run)` : 'Empty for no limit'}
                  error={errors.preOrderLimit?.message}
                >
                  {(ids) => (
                    <Input
                      id={ids.id}
                      type="number"
                      min={1}
                      step={1}
                      inputMode="numeric"
                      aria-invalid={ids.invalid}
                      aria-describedby={ids.describedBy}
                      {...register('preOrderLimit')}
                    />
                  )}
                </FieldShell>
                <FieldShell label="Pre-order ends" error={errors.preOrderEndDate?.message}>
                  {(ids) => (
                    <Input
                      id={ids.id}
                      type="date"
                      aria-invalid={ids.invalid}
                      aria-describedby={ids.describedBy}
                      {...register('preOrderEndDate')}
                    />
                  )}
                </FieldShell>
              </div>

              <fieldset className="grid gap-3 rounded-[4px] border border-border p-4">
                <legend className="px-1 text-sm font-medium">Sizes and colours</legend>
                <p className="text-xs text-muted">
                  {limited
                    ? `A Limited Edition style is a run of ${LIMITED_EDITION_RUN} pieces: sizes hold at most ${LIMITED_EDITION_RUN} in stock.`
                    : 'Stock per size (and per colour where the design comes in several).'}
                </p>
                {variants.fields.length === 0 ? <p className="text-sm text-muted">None yet.</p> : null}
                <ul className="grid gap-2">
                  {variants.fields.map((field, index) => {
                    const e = errors.variants?.[index];
                    return (
                      <li
                        key={field.id}
                        className="grid grid-cols-[6.5rem_1fr_5.5rem_auto] items-start gap-2"
                      >
                        <select
                          aria-label={`Kind ${index + 1}`}
                          className={SELECT}
                          {...register(`variants.${index}.name`)}
                        >
                          <option value="size">Size</option>
                          <option value="color">Colour</option>
                        </select>
                        <div>
                          <Input
                            aria-label={`Size or colour ${index + 1}`}
                            aria-invalid={e?.value ? true : undefined}
                            {...register(`variants.${index}.value`)}
                          />
                          {e?.value?.message ? (
                            <p className="mt-1 text-xs text-danger">{e.value.message}</p>
                          ) : null}
                        </div>
                        <div>
                          <Input
                            aria-label={`Stock ${index + 1}`}
                            type="number"
                            min={0}
                            step={1}
                            inputMode="numeric"
                            aria-invalid={e?.stock ? true : undefined}
                            {...register(`variants.${index}.stock`)}
                          />
                          {e?.stock?.message ? (
                            <p className="mt-1 text-xs text-danger">{e.stock.message}</p>
                          ) : null}
                        </div>
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          className="w-11 px-0"
                          onClick={() => variants.remove(index)}
                          aria-label={`Remove ${field.value || 'row'} ${index + 1}`}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </Button>
                      </li>
                    );
                  })}
                </ul>
                {rootVariantError ? (
                  <p role="alert" className="text-sm text-danger">
                    {rootVariantError}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    size="sm"
                    variant="subtle"
                    onClick={() => variants.append({ name: 'size', value: '', stock: 0 })}
                  >
                    <Plus aria-hidden="true" /> Add size
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="subtle"
                    onClick={() => variants.append({ name: 'color', value: '', stock: 0 })}
                  >
                    <Plus aria-hidden="true" /> Add colour
                  </Button>
                </div>
              </fieldset>

              <fieldset className="grid gap-3 rounded-[4px] border border-border p-4">
                <legend className="px-1 text-sm font-medium">Details</legend>
                <ul className="grid gap-2">
                  {details.fields.map((field, index) => (
                    <li key={field.id} className="grid grid-cols-[8rem_1fr_auto] items-start gap-2">
                      <Input
                        aria-label={`Detail ${index + 1} name`}
                        placeholder="Fabric"
                        {...register(`details.${index}.label`)}
                      />
                      <Input
                        aria-label={`Detail ${index + 1} value`}
                        placeholder="Handloom cotton"
                        {...register(`details.${index}.value`)}
                      />
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        className="w-11 px-0"
                        onClick={() => details.remove(index)}
                        aria-label={`Remove detail ${index + 1}`}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </li>
                  ))}
                </ul>
                <div>
                  <Button
                    type="button"
                    size="sm"
                    variant="subtle"
                    onClick={() => details.append({ label: '', value: '' })}
                  >
                    <Plus aria-hidden="true" /> Add detail
                  </Button>
                </div>
              </fieldset>

              <div className="sticky bottom-0 -mx-5 flex flex-col-reverse gap-2 border-t border-border bg-background px-5 py-4 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6">
                <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                  {isDirty ? 'Cancel' : 'Close'}
                </Button>
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? (
                    <Spinner label="Saving" />
                  ) : productId ? (
                    'Save changes'
                  ) : (
                    'Create product'
                  )}
                </Button>
              </div>
            </form>
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
