import { MEASUREMENTS, type MeasurementKey } from '#contracts/preferences';
import {
  BUDGET_OPTIONS,
  COLOURS,
  FREQUENCY_OPTIONS,
  SIZE_OPTIONS,
  type SizeKey,
  STYLES,
  type StyleProfile,
} from '#contracts/style';
import { ColourSwatch } from '../../../../components/ColourSwatch';
import { ChipMultiSelect } from '../../../../components/ui/ChipMultiSelect';
import { SelectField } from '../../../../components/ui/Field';
import type { DetailsDraft, DraftErrors } from './draft';
import { asOptions, EditorSection, NumberField } from './fields';

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

const SIZE_FIELDS: readonly { key: SizeKey; label: string }[] = [
  { key: 'tops', label: 'Tops' },
  { key: 'bottoms', label: 'Bottoms (waist)' },
  { key: 'shoes', label: 'Shoes (UK)' },
  { key: 'dresses', label: 'Dresses' },
  { key: 'ethnic', label: 'Ethnic wear' },
  { key: 'jackets', label: 'Jackets' },
  { key: 'innerwear', label: 'Innerwear' },
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
            value={draft.preferredSizes[f.key] ?? ''}
            onValueChange={(v) =>
              onChange({
                preferredSizes: {
                  ...draft.preferredSizes,
                  [f.key]: v || null,
                } as StyleProfile['preferredSizes'],
              })
            }
            options={asOptions(SIZE_OPTIONS[f.key])}
            placeholder="Not set"
            error={errors[`preferredSizes.${f.key}`]}
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
        options={STYLES}
        value={draft.stylePreferences}
        onChange={(stylePreferences) => onChange({ stylePreferences })}
        error={errors.stylePreferences}
      />
      <ChipMultiSelect
        label="Favourite colours"
        options={COLOURS}
        value={draft.favoriteColors}
        onChange={(favoriteColors) => onChange({ favoriteColors })}
        error={errors.favoriteColors}
        renderLeading={(colour) => (
          <ColourSwatch colour={colour} className="size-4 rounded-full ring-1 ring-black/15" />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Budget per piece"
          value={draft.budgetRange ?? ''}
          onValueChange={(v) => onChange({ budgetRange: v || null })}
          options={BUDGET_OPTIONS}
          placeholder="Not set"
          error={errors.budgetRange}
        />
        <SelectField
          label="Shopping frequency"
          value={draft.shoppingFrequency ?? ''}
          onValueChange={(v) => onChange({ shoppingFrequency: v || null })}
          options={FREQUENCY_OPTIONS}
          placeholder="Not set"
          error={errors.shoppingFrequency}
        />
      </div>
    </EditorSection>
  );
}
