import { COLOURS, FREQUENCY_OPTIONS, OCCASIONS, REGISTRATION_BUDGET_OPTIONS, STYLES } from '#contracts/style';
import { ColourSwatch } from '../../../../components/ColourSwatch';
import { ChipMultiSelect } from '../../../../components/ui/ChipMultiSelect';
import { SelectField, TextField } from '../../../../components/ui/Field';
import { useTranslation } from '../../../../lib/i18n';
import { ONBOARDING } from '../../i18n';
import { errorFor } from './fields';
import type { FashionValues, FieldErrors } from './profile-form';

/** Step 2: styles, colours, budget, frequency, brands and occasions. Everything here is optional. */
export function FashionPreferencesStep({
  values,
  errors,
  onChange,
}: {
  values: FashionValues;
  errors: FieldErrors;
  onChange: (patch: Partial<FashionValues>) => void;
}) {
  const { t } = useTranslation(ONBOARDING);
  const err = (key: keyof FashionValues) => errorFor(errors, `fashion.${key}`);
  return (
    <div className="grid gap-9">
      <ChipMultiSelect
        label={t('wizard.fashion.preferredStyles')}
        options={STYLES}
        optionLabel={(style) => t(`wizard.styles.${style}`)}
        value={values.preferredStyles}
        onChange={(preferredStyles) => onChange({ preferredStyles })}
        error={err('preferredStyles')}
      />
      <ChipMultiSelect
        label={t('wizard.fashion.favoriteColors')}
        options={COLOURS}
        optionLabel={(colour) => t(`wizard.colours.${colour}`)}
        value={values.favoriteColors}
        onChange={(favoriteColors) => onChange({ favoriteColors })}
        error={err('favoriteColors')}
        renderLeading={(colour) => (
          <ColourSwatch
            colour={colour}
            className="-ml-1 size-4 shrink-0 rounded-full ring-1 ring-current/35 ring-inset"
          />
        )}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          label={t('wizard.fashion.budgetRange')}
          name="budgetRange"
          options={REGISTRATION_BUDGET_OPTIONS.map((o) => ({ ...o, label: t(`wizard.budgets.${o.value}`) }))}
          value={values.budgetRange}
          onValueChange={(budgetRange) => onChange({ budgetRange })}
          error={err('budgetRange')}
        />
        <SelectField
          label={t('wizard.fashion.shoppingFrequency')}
          name="shoppingFrequency"
          options={FREQUENCY_OPTIONS.map((o) => ({ ...o, label: t(`wizard.frequencies.${o.value}`) }))}
          value={values.shoppingFrequency}
          onValueChange={(shoppingFrequency) => onChange({ shoppingFrequency })}
          error={err('shoppingFrequency')}
        />
      </div>
      <TextField
        label={t('wizard.fashion.brandPreferences')}
        name="brandPreferences"
        placeholder={t('wizard.fashion.brandsPlaceholder')}
        maxLength={500}
        value={values.brandPreferences}
        onValueChange={(brandPreferences) => onChange({ brandPreferences })}
        error={err('brandPreferences')}
      />
      <ChipMultiSelect
        label={t('wizard.fashion.occasionTypes')}
        options={OCCASIONS}
        optionLabel={(occasion) => t(`wizard.occasions.${occasion}`)}
        value={values.occasionTypes}
        onChange={(occasionTypes) => onChange({ occasionTypes })}
        error={err('occasionTypes')}
      />
    </div>
  );
}
