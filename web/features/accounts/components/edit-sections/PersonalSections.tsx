import { GENDER_OPTIONS, PROFILE_LIMITS } from '#contracts/profile';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/Field';
import { errorFor } from '../profile-form';
import { FormSection, type SectionProps } from './FormSection';

/** Yesterday (local), the latest birth date the date picker offers. */
function latestBirthDate(): string {
  const d = new Date();
  d.setDate(d.getDate() - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function AboutYouSection({ values, errors, onChange }: SectionProps) {
  return (
    <FormSection title="About you">
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onValueChange={(firstName) => onChange({ firstName })}
          error={errorFor(errors, 'firstName')}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onValueChange={(lastName) => onChange({ lastName })}
          error={errorFor(errors, 'lastName')}
        />
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={PROFILE_LIMITS.username.max}
          hint="Letters, numbers, dots, hyphens or underscores."
          value={values.username}
          onValueChange={(username) => onChange({ username })}
          error={errorFor(errors, 'username')}
        />
        <SelectField
          label="Gender"
          name="gender"
          options={GENDER_OPTIONS}
          value={values.gender}
          onValueChange={(gender) => onChange({ gender })}
          error={errorFor(errors, 'gender')}
        />
        <TextField
          label="Date of birth"
          name="dateOfBirth"
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={latestBirthDate()}
          value={values.dateOfBirth}
          onValueChange={(dateOfBirth) => onChange({ dateOfBirth })}
          error={errorFor(errors, 'dateOfBirth')}
        />
      </div>
      <TextAreaField
        label="Bio"
        name="bio"
        maxLength={PROFILE_LIMITS.bio}
        placeholder="A few words about you and what you love to wear"
        value={values.bio}
        onValueChange={(bio) => onChange({ bio })}
        error={errorFor(errors, 'bio')}
      />
    </FormSection>
  );
}

export function AddressSection({ values, errors, onChange }: SectionProps) {
  return (
    <FormSection title="Address" lede="Where we deliver your pieces and your birthday gift.">
      <TextField
        label="Address"
        name="address"
        autoComplete="street-address"
        maxLength={PROFILE_LIMITS.address}
        placeholder="House, street and area"
        value={values.address}
        onValueChange={(address) => onChange({ address })}
        error={errorFor(errors, 'address')}
      />
      <div className="grid gap-6 sm:grid-cols-3">
        <TextField
          label="City"
          name="city"
          autoComplete="address-level2"
          maxLength={PROFILE_LIMITS.place}
          value={values.city}
          onValueChange={(city) => onChange({ city })}
          error={errorFor(errors, 'city')}
        />
        <TextField
          label="State"
          name="state"
          autoComplete="address-level1"
          maxLength={PROFILE_LIMITS.place}
          value={values.state}
          onValueChange={(state) => onChange({ state })}
          error={errorFor(errors, 'state')}
        />
        <TextField
          label="PIN code"
          name="pincode"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={7}
          placeholder="682016"
          value={values.pincode}
          onValueChange={(pincode) => onChange({ pincode })}
          error={errorFor(errors, 'pincode')}
        />
      </div>
    </FormSection>
  );
}
