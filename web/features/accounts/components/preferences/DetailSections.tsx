import {
  APPAREL_SIZES,
  BOTTOM_SIZES,
  MEASUREMENTS,
  type MeasurementKey,
  type PersonalSizeKey,
  type PersonalSizes,
  PROFILE_BUDGETS,
  PROFILE_COLOURS,
  PROFILE_FREQUENCIES,
  PROFILE_STYLES,
  SHOE_SIZES,
} from '#contracts/preferences';
import { ChipMultiSelect } from '../../../../components/ui/ChipMultiSelect';
import { SelectField } from '../../../../components/ui/Field';
import { COLOUR_SWATCHES, type DetailsDraft, type DraftErrors } from './draft';
import { asOptions, EditorSection, NumberField, type Option } from './fields';

interface SectionProps {
  draft: DetailsDraft;
  onChange: (patch: Partial<DetailsDraft>) => void;
  errors: DraftErrors;
}

export function MeasurementsSection({ draft, onChange, errors }: SectionProps) {
  const set = (key: MeasurementKey, value: string) =>
    onChange({ generalBodyMeasurements: { ...draft.generalBodyMeasurements, [key]: value } });
  return (
    <EditorSection
      title="Body measurements"
      description="In centimetres and kilograms. Leave blank what you don't know."
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 sm:gap-x-5">
        {MEASUREMENTS.map((m) => (
          <NumberField
            key={m.key}
            label={m.label}
            unit={m.unit}
            min={m.min}
            max={m.max}
            value={draft.generalBodyMeasurements[m.key]}
            onValueChange={(v) => set(m.key, v)}
            error={errors[`generalBodyMeasurements.${m.key}`]}
          />
        ))}
      </div>
    </EditorSection>
  );
}

const apparel = asOptions(APPAREL_SIZES);
const SIZE_FIELDS: readonly { key: PersonalSizeKey; label: string; options: Option<string>[] }[] = [
  { key: 'tops', label: 'Tops', options: apparel },
  { key: 'bottoms', label: 'Bottoms (waist)', options: asOptions(BOTTOM_SIZES) },
  { key: 'shoes', label: 'Shoes (UK)', options: asOptions(SHOE_SIZES) },
  { key: 'dresses', label: 'Dresses', options: apparel },
  { key: 'ethnic', label: 'Ethnic wear', options: apparel },
  { key: 'jackets', label: 'Jackets', options: apparel },
  { key: 'innerwear', label: 'Innerwear', options: apparel },
];

export function PersonalSizesSection({ draft, onChange, errors }: SectionProps) {
  return (
    <EditorSection
      title="Roslis personal sizes"
      description="The sizes to pick when shopping Roslis designs."
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 sm:gap-x-5">
        {SIZE_FIELDS.map((f) => (
          <SelectField
            key={f.key}
            label={f.label}
            value={draft.roslisPersonalSizes[f.key] ?? ''}
            onValueChange={(v) =>
              onChange({
                roslisPersonalSizes: { ...draft.roslisPersonalSizes, [f.key]: v || null } as PersonalSizes,
              })
            }
            options={f.options}
            placeholder="Not set"
            error={errors[`roslisPersonalSizes.${f.key}`]}
          />
        ))}
      </div>
    </EditorSection>
  );
}

export function ShoppingSection({ draft, onChange, errors }: SectionProps) {
  return (
    <EditorSection
      title="Shopping preferences"
      description="Styles, colours and how often new pieces are welcome."
    >
      <ChipMultiSelect
        label="Styles"
        options={PROFILE_STYLES}
        value={draft.stylePreferences}
        onChange={(stylePreferences) => onChange({ stylePreferences })}
        error={errors.stylePreferences}
      />
      <ChipMultiSelect
        label="Favourite colours"
        options={PROFILE_COLOURS}
        value={draft.favoriteColors}
        onChange={(favoriteColors) => onChange({ favoriteColors })}
        error={errors.favoriteColors}
        renderLeading={(colour) => (
          <span
            aria-hidden="true"
            className="size-4 rounded-full ring-1 ring-black/15"
            style={{ backgroundColor: COLOUR_SWATCHES[colour] }}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Budget per piece"
          value={draft.budgetRange ?? ''}
          onValueChange={(v) => onChange({ budgetRange: v || null })}
          options={PROFILE_BUDGETS}
          placeholder="Not set"
          error={errors.budgetRange}
        />
        <SelectField
          label="Shopping frequency"
          value={draft.shoppingFrequency ?? ''}
          onValueChange={(v) => onChange({ shoppingFrequency: v || null })}
          options={asOptions(PROFILE_FREQUENCIES)}
          placeholder="Not set"
          error={errors.shoppingFrequency}
        />
      </div>
    </EditorSection>
  );
}
