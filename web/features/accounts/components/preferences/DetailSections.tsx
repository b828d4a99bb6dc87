import { Controller } from 'react-hook-form';
import { MEASUREMENTS } from '#contracts/preferences';
import {
  BUDGET_SCALES,
  COLOURS,
  FREQUENCY_OPTIONS,
  SIZE_OPTIONS,
  type SizeKey,
  STYLES,
} from '#contracts/style';
import { ColourSwatch } from '../../../../components/ColourSwatch';
import { ChipMultiSelect } from '../../../../components/ui/ChipMultiSelect';
import { SelectField } from '../../../../components/ui/Field';
import type { DetailsFormControl } from './details-form';
import { asOptions, EditorSection, NumberField } from './fields';

interface SectionProps {
  control: DetailsFormControl;
}

export function MeasurementsSection({ control }: SectionProps) {
  return (
    <EditorSection
      title="Body measurements"
      description="In centimetres and kilograms. Leave blank what you don't know."
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 sm:gap-x-5">
        {MEASUREMENTS.map((m) => (
          <Controller
            key={m.key}
            control={control}
            name={`generalBodyMeasurements.${m.key}`}
            render={({ field, fieldState }) => (
              <NumberField
                label={m.label}
                unit={m.unit}
                min={m.min}
                max={m.max}
                value={field.value}
                onValueChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
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

export function PersonalSizesSection({ control }: SectionProps) {
  return (
    <EditorSection
      title="Roslis personal sizes"
      description="The sizes to pick when shopping Roslis designs."
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 sm:gap-x-5">
        {SIZE_FIELDS.map((f) => (
          <Controller
            key={f.key}
            control={control}
            name={`preferredSizes.${f.key}`}
            render={({ field, fieldState }) => (
              <SelectField<string>
                label={f.label}
                value={field.value ?? ''}
                onValueChange={(v) => field.onChange(v || null)}
                options={asOptions(SIZE_OPTIONS[f.key])}
                placeholder="Not set"
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </div>
    </EditorSection>
  );
}

/** The budget scale each profile lists: hers ('Me') is registration's, family and friends' the smaller one. */
export function ShoppingSection({ control, isPrimary }: SectionProps & { isPrimary: boolean }) {
  return (
    <EditorSection
      title="Shopping preferences"
      description="Styles, colours and how often new pieces are welcome."
    >
      <Controller
        control={control}
        name="stylePreferences"
        render={({ field, fieldState }) => (
          <ChipMultiSelect
            label="Styles"
            options={STYLES}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="favoriteColors"
        render={({ field, fieldState }) => (
          <ChipMultiSelect
            label="Favourite colours"
            options={COLOURS}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            renderLeading={(colour) => (
              <ColourSwatch colour={colour} className="size-4 rounded-full ring-1 ring-black/15" />
            )}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="budgetRange"
          render={({ field, fieldState }) => (
            <SelectField
              label="Budget per piece"
              value={field.value ?? ''}
              onValueChange={(v) => field.onChange(v || null)}
              options={BUDGET_SCALES[isPrimary ? 'registration' : 'family']}
              placeholder="Not set"
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="shoppingFrequency"
          render={({ field, fieldState }) => (
            <SelectField
              label="Shopping frequency"
              value={field.value ?? ''}
              onValueChange={(v) => field.onChange(v || null)}
              options={FREQUENCY_OPTIONS}
              placeholder="Not set"
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
    </EditorSection>
  );
}
