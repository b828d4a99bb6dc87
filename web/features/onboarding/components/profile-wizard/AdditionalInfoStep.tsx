import { REFERRAL_SOURCE_OPTIONS } from '#contracts/registration-profile';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/Field';
import { errorFor } from './fields';
import type { AdditionalValues, FieldErrors, SizingValues } from './profile-form';

/** Step 3: social handle, how they heard of Roslis, requests and sizes. Everything here is optional. */
export function AdditionalInfoStep({
  values,
  errors,
  onChange,
}: {
  values: AdditionalValues;
  errors: FieldErrors;
  onChange: (patch: Partial<AdditionalValues>) => void;
}) {
  const err = (key: string) => errorFor(errors, `additional.${key}`);
  const setSize = (patch: Partial<SizingValues>) =>
    onChange({ sizingInfo: { ...values.sizingInfo, ...patch } });
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <TextField
        label="Instagram or social handle"
        name="socialMediaHandle"
        placeholder="@yourhandle"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={100}
        value={values.socialMediaHandle}
        onValueChange={(socialMediaHandle) => onChange({ socialMediaHandle })}
        error={err('socialMediaHandle')}
      />
      <SelectField
        label="How did you hear about us?"
        name="referralSource"
        options={REFERRAL_SOURCE_OPTIONS}
        value={values.referralSource}
        onValueChange={(referralSource) => onChange({ referralSource })}
        error={err('referralSource')}
      />
      <fieldset className="grid gap-4 sm:col-span-2">
        <legend className="font-display text-2xl">Your sizes</legend>
        <p className="-mt-2 text-sm text-muted">Whatever you usually buy; our stylists will confirm later.</p>
        <div className="grid gap-6 sm:grid-cols-3">
          <TextField
            label="Clothing"
            name="sizingClothing"
            placeholder="e.g. M or 38"
            maxLength={100}
            value={values.sizingInfo.clothing}
            onValueChange={(clothing) => setSize({ clothing })}
            error={err('sizingInfo.clothing')}
          />
          <TextField
            label="Shoes"
            name="sizingShoes"
            placeholder="e.g. UK 5"
            maxLength={100}
            value={values.sizingInfo.shoes}
            onValueChange={(shoes) => setSize({ shoes })}
            error={err('sizingInfo.shoes')}
          />
          <TextField
            label="Accessories"
            name="sizingAccessories"
            placeholder="e.g. ring size 12"
            maxLength={100}
            value={values.sizingInfo.accessories}
            onValueChange={(accessories) => setSize({ accessories })}
            error={err('sizingInfo.accessories')}
          />
        </div>
      </fieldset>
      <TextAreaField
        label="Special requests"
        name="specialRequests"
        fieldClassName="sm:col-span-2"
        placeholder="Fit notes, fabrics you avoid, anything our stylists should know."
        maxLength={1000}
        value={values.specialRequests}
        onValueChange={(specialRequests) => onChange({ specialRequests })}
        error={err('specialRequests')}
      />
    </div>
  );
}
