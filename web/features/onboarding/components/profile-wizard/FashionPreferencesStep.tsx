import { COLOURS, FREQUENCY_OPTIONS, OCCASIONS, REGISTRATION_BUDGET_OPTIONS, STYLES } from '#contracts/style';
import { ColourSwatch } from '../../../../components/ColourSwatch';
import { ChipMultiSelect } from '../../../../components/ui/ChipMultiSelect';
import { SelectField, TextField } from '../../../../components/ui/Field';
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
  const err = (key: keyof FashionValues) => errorFor(errors, `fashion.${key}`);
  return (
    <div className="grid gap-9">
      <ChipMultiSelect
        label="Preferred styles"
        options={STYLES}
        value={values.preferredStyles}
        onChange={(preferredStyles) => onChange({ preferredStyles })}
        error={err('preferredStyles')}
      />
      <ChipMultiSelect
        label="Favourite colours"
        options={COLOURS}
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
          label="Budget per item"
          name="budgetRange"
          options={REGISTRATION_BUDGET_OPTIONS}
          value={values.budgetRange}
          onValueChange={(budgetRange) => onChange({ budgetRange })}
          error={err('budgetRange')}
        />
        <SelectField
          label="Shopping frequency"
          name="shoppingFrequency"
          options={FREQUENCY_OPTIONS}
          value={values.shoppingFrequency}
          onValueChange={(shoppingFrequency) => onChange({ shoppingFrequency })}
          error={err('shoppingFrequency')}
        />
      </div>
      <TextField
        label="Brands you love"
        name="brandPreferences"
        placeholder="e.g. FabIndia, Sabyasachi, Zara"
        maxLength={500}
        value={values.brandPreferences}
        onValueChange={(brandPreferences) => onChange({ brandPreferences })}
        error={err('brandPreferences')}
      />
      <ChipMultiSelect
        label="Occasions you dress for"
        options={OCCASIONS}
        value={values.occasionTypes}
        onChange={(occasionTypes) => onChange({ occasionTypes })}
        error={err('occasionTypes')}
      />
    </div>
  );
}
