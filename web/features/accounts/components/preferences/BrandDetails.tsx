import { Plus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useController, useFormState } from 'react-hook-form';
import {
  BRAND_NAME_MAX,
  BRANDS_PER_PROFILE_MAX,
  type BrandDetail,
  brandKey,
  GARMENT_SIZES,
  GARMENT_TYPES,
  GARMENTS_PER_BRAND_MAX,
  type GarmentEntry,
  hasGarment,
  MESSAGES,
  PURCHASE_METHODS,
} from '#contracts/preferences';
import { Button } from '../../../../components/ui/Button';
import { SelectField } from '../../../../components/ui/Field';
import { Input, Label } from '../../../../components/ui/Input';
import { useTranslation } from '../../../../lib/i18n';
import { formMessage } from '../../../../lib/i18n/form-messages';
import { ACCOUNTS } from '../../i18n';
import type { AccountsT } from '../membership-labels';
import type { DetailsFormControl } from './details-form';
import { asOptions, EditorSection } from './fields';

interface BrandDetailsProps {
  control: DetailsFormControl;
}

/**
 * The brands a person already buys from and, per brand, the garments with their size and where they
 * buy them (a brand once per profile by name; a garment only when all three are chosen).
 */
export function BrandDetails({ control }: BrandDetailsProps) {
  const { t } = useTranslation(ACCOUNTS);
  const {
    field: { value: brands, onChange },
  } = useController({ control, name: 'currentBrandDetails' });
  const { errors } = useFormState({ control, name: 'currentBrandDetails' });
  const inputId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const full = brands.length >= BRANDS_PER_PROFILE_MAX;

  const addBrand = (e: FormEvent) => {
    e.preventDefault();
    if (!trimmed || full) return;
    const existing = brands.find((b) => brandKey(b.brandName) === brandKey(trimmed));
    if (existing) {
      setError(MESSAGES.brandDuplicate(existing.brandName));
      return;
    }
    onChange([...brands, { brandName: trimmed, garmentTypes: [] }]);
    setName('');
    setError(null);
  };

  const update = (index: number, next: BrandDetail | null) =>
    onChange(next ? brands.map((b, i) => (i === index ? next : b)) : brands.filter((_, i) => i !== index));

  return (
    <EditorSection title={t('preferences.brands.title')} description={t('preferences.brands.description')}>
      <form onSubmit={addBrand} noValidate className="grid gap-2">
        <Label htmlFor={inputId}>{t('preferences.brands.name')}</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={name}
            maxLength={BRAND_NAME_MAX}
            autoComplete="off"
            placeholder={t('preferences.brands.namePlaceholder')}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : full ? `${inputId}-hint` : undefined}
          />
          <Button type="submit" variant="outline" disabled={!trimmed || full} className="h-12">
            <Plus aria-hidden="true" /> {t('preferences.brands.add')}
          </Button>
        </div>
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
            {formMessage(error)}
          </p>
        ) : full ? (
          <p id={`${inputId}-hint`} className="text-xs text-muted">
            {formMessage(MESSAGES.tooManyBrands)}
          </p>
        ) : null}
      </form>

      {brands.length === 0 ? (
        <p className="rounded-[3px] border border-dashed border-border px-4 py-6 text-center text-sm text-muted">
          {t('preferences.brands.empty')}
        </p>
      ) : (
        <ul className="grid gap-4">
          {brands.map((brand, i) => (
            <li key={brandKey(brand.brandName)}>
              <BrandCard
                brand={brand}
                error={formMessage(errors.currentBrandDetails?.[i]?.brandName?.message)}
                onChange={(next) => update(i, next)}
                onRemove={() => update(i, null)}
              />
            </li>
          ))}
        </ul>
      )}
    </EditorSection>
  );
}

interface BrandCardProps {
  brand: BrandDetail;
  error?: string;
  onChange: (next: BrandDetail) => void;
  onRemove: () => void;
}

/** A garment entry's stable key (as stored). */
const keyOf = (g: GarmentEntry) => `${g.type}, ${g.size}, ${g.purchasingMethod}`;

/** A garment type and a purchasing method in the language shown. */
const typeWord = (t: AccountsT, type: GarmentEntry['type']) => t(`preferences.brands.types.${type}`);
const methodWord = (t: AccountsT, method: GarmentEntry['purchasingMethod']) =>
  t(`preferences.brands.methods.${method}`);

function BrandCard({ brand, error, onChange, onRemove }: BrandCardProps) {
  const { t } = useTranslation(ACCOUNTS);
  const describe = (g: GarmentEntry) =>
    t('preferences.brands.garment', {
      type: typeWord(t, g.type),
      size: g.size,
      method: methodWord(t, g.purchasingMethod),
    });
  const headingId = useId();
  const [type, setType] = useState<GarmentEntry['type'] | ''>('');
  const [size, setSize] = useState<GarmentEntry['size'] | ''>('');
  const [method, setMethod] = useState<GarmentEntry['purchasingMethod'] | ''>('');
  const [notice, setNotice] = useState<string | null>(null);
  const full = brand.garmentTypes.length >= GARMENTS_PER_BRAND_MAX;
  const complete = type !== '' && size !== '' && method !== '';

  const addGarment = (e: FormEvent) => {
    e.preventDefault();
    if (!complete || full) return;
    const entry: GarmentEntry = { type, size, purchasingMethod: method };
    if (hasGarment(brand.garmentTypes, entry)) {
      setNotice(MESSAGES.garmentDuplicate);
      return;
    }
    onChange({ ...brand, garmentTypes: [...brand.garmentTypes, entry] });
    setType('');
    setSize('');
    setMethod('');
    setNotice(null);
  };

  return (
    <section aria-labelledby={headingId} className="rounded-md border border-border bg-surface p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h4 id={headingId} className="min-w-0 truncate font-display text-xl">
          {brand.brandName}
        </h4>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('preferences.brands.remove', { name: brand.brandName })}
          onClick={onRemove}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {error ? <p className="mt-1 text-sm text-danger">{error}</p> : null}

      {brand.garmentTypes.length ? (
        <ul className="mt-3 divide-y divide-border border-y border-border">
          {brand.garmentTypes.map((g) => (
            <li key={keyOf(g)} className="flex min-h-11 items-center justify-between gap-3 py-1 text-sm">
              <span className="min-w-0">
                <span className="font-medium">{typeWord(t, g.type)}</span>
                <span className="text-muted">
                  {' '}
                  · {g.size} · {methodWord(t, g.purchasingMethod)}
                </span>
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('preferences.brands.removeGarment', {
                  garment: describe(g),
                  brand: brand.brandName,
                })}
                onClick={() =>
                  onChange({ ...brand, garmentTypes: brand.garmentTypes.filter((o) => o !== g) })
                }
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">{t('preferences.brands.noGarments')}</p>
      )}

      <form onSubmit={addGarment} noValidate className="mt-4 grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('preferences.brands.type')}
          value={type}
          onValueChange={(v) => {
            setType(v);
            setNotice(null);
          }}
          options={GARMENT_TYPES.map((value) => ({ value, label: typeWord(t, value) }))}
          placeholder={t('preferences.brands.typePlaceholder')}
        />
        <SelectField
          label={t('preferences.brands.size')}
          value={size}
          onValueChange={(v) => {
            setSize(v);
            setNotice(null);
          }}
          options={asOptions(GARMENT_SIZES)}
          placeholder={t('preferences.brands.sizePlaceholder')}
        />
        <SelectField
          label={t('preferences.brands.method')}
          value={method}
          onValueChange={(v) => {
            setMethod(v);
            setNotice(null);
          }}
          options={PURCHASE_METHODS.map((value) => ({ value, label: methodWord(t, value) }))}
          placeholder={t('preferences.brands.methodPlaceholder')}
        />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
          <Button type="submit" variant="subtle" size="sm" disabled={!complete || full} className="h-11">
            <Plus aria-hidden="true" /> {t('preferences.brands.addGarment')}
          </Button>
          {notice ? (
            <p role="alert" className="text-sm text-danger">
              {formMessage(notice)}
            </p>
          ) : full ? (
            <p className="text-xs text-muted">{formMessage(MESSAGES.tooManyGarments)}</p>
          ) : !complete ? (
            <p className="text-xs text-muted">{t('preferences.brands.choose')}</p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
