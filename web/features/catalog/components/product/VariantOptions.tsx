import type { ProductStatus, ProductVariant } from '#contracts/catalog';
import { cn } from '../../../../lib/cn';
import { formatRupees } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';
import { swatchColour } from '../../lib/colour-swatch';
import { useKnownPrices } from '../MemberPrice';

const GROUP_LABELS: Record<string, string> = { size: 'Size', color: 'Colour' };
const LOW_STOCK = 3;

export interface VariantGroup {
  name: string;
  label: string;
  variants: ProductVariant[];
}

type GroupWord = 'size' | 'color' | 'other';
const groupWord = (name: string): GroupWord => (name === 'size' || name === 'color' ? name : 'other');

/** A group's name in the language shown ("Size", "Colour", "Options"), and in a sentence ("size"). */
export function useGroupWords() {
  const { t } = useTranslation(CATALOG);
  return {
    label: (name: string) => t(`options.${groupWord(name)}`),
    lower: (name: string) => t(`options.${groupWord(name)}Lower`),
  };
}

/** Variants grouped by name, sizes first, then colours, then anything else. */
export function groupVariants(variants: readonly ProductVariant[]): VariantGroup[] {
  const groups = new Map<string, ProductVariant[]>();
  for (const v of variants) groups.set(v.name, [...(groups.get(v.name) ?? []), v]);
  const rank = (name: string) => (name === 'size' ? 0 : name === 'color' ? 1 : 2);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, list]) => ({ name, label: GROUP_LABELS[name] ?? 'Options', variants: list }));
}

/**
 * The group a cart line takes its variant from: sizes, else colours, else the first group. A cart line
 * holds one variant, so the other groups are shown for information.
 */
export function purchaseGroupName(groups: readonly VariantGroup[]): string | null {
  return groups[0]?.name ?? null;
}

/** Whether a variant can be chosen: in stock for IN_STOCK; a pre-order takes any size. */
export const isAvailable = (v: ProductVariant, status: ProductStatus) => status !== 'IN_STOCK' || v.stock > 0;

/** Available Options: the size (or only) group as a choice, other groups listed. */
export function VariantOptions({
  variants,
  status,
  selectedId,
  onSelect,
  error,
}: {
  variants: readonly ProductVariant[];
  status: ProductStatus;
  selectedId: string | null;
  onSelect: (id: string) => void;
  error?: string | null;
}) {
  const { t } = useTranslation(CATALOG);
  const words = useGroupWords();
  const groups = groupVariants(variants);
  // The size surcharge the card's rules set (from 3XL: "+₹200"), as the server answers it.
  const surcharges = useKnownPrices()?.sizeSurcharges ?? {};
  if (groups.length === 0) return null;
  const choosable = status === 'VOTE_TO_LAUNCH' ? null : purchaseGroupName(groups);
  const selected = variants.find((v) => v.id === selectedId);

  return (
    <section aria-labelledby="options-heading" className="grid gap-5">
      <h2 id="options-heading" className="font-sans text-sm font-semibold uppercase tracking-[0.16em]">
        {t('options.title')}
      </h2>
      {groups.map((group) =>
        group.name === choosable ? (
          <fieldset
            key={group.name}
            className="grid gap-3"
            aria-describedby={error ? 'options-error' : undefined}
          >
            <legend className="mb-3 text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">
              {words.label(group.name)}
              {selected && selected.name === group.name ? (
                <span className="ml-2 normal-case tracking-normal text-text">{selected.value}</span>
              ) : null}
            </legend>
            <div className="flex flex-wrap gap-2">
              {group.variants.map((v) => {
                const available = isAvailable(v, status);
                return (
                  <label
                    key={v.id}
                    className={cn(
                      'relative inline-flex h-11 min-w-12 select-none items-center justify-center gap-2 rounded-[3px] border px-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                      v.id === selectedId
                        ? 'border-text bg-text text-background'
                        : 'border-border bg-surface hover:border-text/50',
                      available ? 'cursor-pointer' : 'cursor-not-allowed text-muted line-through opacity-60',
                    )}
                  >
                    <input
                      type="radio"
                      name={`variant-${group.name}`}
                      value={v.id}
                      checked={v.id === selectedId}
                      disabled={!available}
                      onChange={() => onSelect(v.id)}
                      className="sr-only"
                    />
                    {group.name === 'color' ? (
                      <span
                        aria-hidden="true"
                        className="size-3.5 rounded-full ring-1 ring-text/20"
                        style={{ backgroundColor: swatchColour(v.value) }}
                      />
                    ) : null}
                    {v.value}
                    {group.name === 'size' && surcharges[v.value] ? (
                      <span className="text-xs opacity-80">+{formatRupees(surcharges[v.value]!)}</span>
                    ) : null}
                    {available ? null : <span className="sr-only">{t('options.soldOut')}</span>}
                  </label>
                );
              })}
            </div>
            {error ? (
              <p id="options-error" role="alert" className="text-sm text-danger">
                {error}
              </p>
            ) : selected && status === 'IN_STOCK' && selected.stock <= LOW_STOCK ? (
              <p className="text-sm text-muted">
                {t('options.onlyLeft', { count: selected.stock, option: words.lower(group.name) })}
              </p>
            ) : null}
          </fieldset>
        ) : (
          <div key={group.name} className="grid gap-2">
            <p className="text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">
              {words.label(group.name)}
            </p>
            <ul className="flex flex-wrap gap-2">
              {group.variants.map((v) => (
                <li
                  key={v.id}
                  className="inline-flex h-9 items-center gap-2 rounded-full border border-border px-3 text-sm"
                >
                  {group.name === 'color' ? (
                    <span
                      aria-hidden="true"
                      className="size-3 rounded-full ring-1 ring-text/20"
                      style={{ backgroundColor: swatchColour(v.value) }}
                    />
                  ) : null}
                  {v.value}
                </li>
              ))}
            </ul>
          </div>
        ),
      )}
    </section>
  );
}
