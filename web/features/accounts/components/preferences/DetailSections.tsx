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
import { useTranslation } from '../../../../lib/i18n';
import { formMessage } from '../../../../lib/i18n/form-messages';
import { ACCOUNTS } from '../../i18n';
import { optionWord } from '../option-labels';
import type { DetailsFormControl } from './details-form';
import { asOptions, EditorSection, NumberField } from './fields';

interface SectionProps {
  control: DetailsFormControl;
}

export function MeasurementsSection({ control }: SectionProps) {
  const { t } = useTranslation(ACCOUNTS);
  return (
    <EditorSection
      title={t('preferences.measurements.title')}
      description={t('preferences.measurements.description')}
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 sm:gap-x-5">
        {MEASUREMENTS.map((m) => (
          <Controller
            key={m.key}
            control={control}
            name={`generalBodyMeasurements.${m.key}`}
            render={({ field, fieldState }) => (
              <NumberField
                label={t(`preferences.measurements.labels.${m.key}`)}
                unit={t(`preferences.measurements.units.${m.unit}`)}
                min={m.min}
                max={m.max}
                value={field.value}
                onValueChange={field.onChange}
                error={formMessage(fieldState.error?.message)}
              />
            )}
          />
        ))}
      </div>
    </EditorSection>
  );
}

/** The sizes kept, in order, each named by `preferences.sizes.<key>`. */
const SIZE_FIELDS: readonly SizeKey[] = [
  'tops',
  'bottoms',
  'shoes',
  'dresses',
  'ethnic',
  'jackets',
  'innerwear',
];

export function PersonalSizesSection({ control }: SectionProps) {
  const { t } = useTranslation(ACCOUNTS);
  return (
    <EditorSection title={t('preferences.sizes.title')} description={t('preferences.sizes.description')}>
      <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 sm:gap-x-5">
        {SIZE_FIELDS.map((key) => (
          <Controller
            key={key}
            control={control}
            name={`preferredSizes.${key}`}
            render={({ field, fieldState }) => (
              <SelectField<string>
                label={t(`preferences.sizes.${key}`)}
                value={field.value ?? ''}
                onValueChange={(v) => field.onChange(v || null)}
                options={asOptions(SIZE_OPTIONS[key])}
                placeholder={t('preferences.sizes.notSet')}
                error={formMessage(fieldState.error?.message)}
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
  const { t } = useTranslation(ACCOUNTS);
  return (
    <EditorSection
      title={t('preferences.shopping.title')}
      description={t('preferences.shopping.description')}
    >
      <Controller
        control={control}
        name="stylePreferences"
        render={({ field, fieldState }) => (
          <ChipMultiSelect
            label={t('preferences.shopping.styles')}
            options={STYLES}
            optionLabel={(style) => optionWord(t, 'styles', style)}
            value={field.value}
            onChange={field.onChange}
            error={formMessage(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="favoriteColors"
        render={({ field, fieldState }) => (
          <ChipMultiSelect
            label={t('preferences.shopping.colours')}
            options={COLOURS}
            optionLabel={(colour) => optionWord(t, 'colours', colour)}
            value={field.value}
            onChange={field.onChange}
            error={formMessage(fieldState.error?.message)}
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
              label={t('preferences.shopping.budget')}
              value={field.value ?? ''}
              onValueChange={(v) => field.onChange(v || null)}
              options={BUDGET_SCALES[isPrimary ? 'registration' : 'family'].map((o) => ({
                ...o,
                label: optionWord(t, 'budgets', o.value),
              }))}
              placeholder={t('preferences.sizes.notSet')}
              error={formMessage(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="shoppingFrequency"
          render={({ field, fieldState }) => (
            <SelectField
              label={t('preferences.shopping.frequency')}
              value={field.value ?? ''}
              onValueChange={(v) => field.onChange(v || null)}
              options={FREQUENCY_OPTIONS.map((o) => ({ ...o, label: optionWord(t, 'frequencies', o.value) }))}
              placeholder={t('preferences.sizes.notSet')}
              error={formMessage(fieldState.error?.message)}
            />
          )}
        />
      </div>
    </EditorSection>
  );
}
