import { REGISTRATION_GENDERS } from '#contracts/registration-profile';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/Field';
import { errorFor } from './fields';
import type { BasicValues, FieldErrors } from './profile-form';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Step 1: who the applicant is. First and last name, date of birth, city, state and profession are required. */
export function BasicInfoStep({
  values,
  errors,
  onChange,
}: {
  values: BasicValues;
  errors: FieldErrors;
  onChange: (patch: Partial<BasicValues>) => void;
}) {
  const today = new Date();
  const oldest = new Date(Date.UTC(today.getUTCFullYear() - 120, today.getUTCMonth(), today.getUTCDate()));
  const err = (key: keyof BasicValues) => errorFor(errors, `basic.${key}`);
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <TextField
        label="First name"
        name="firstName"
        autoComplete="given-name"
        required
        value={values.firstName}
        onValueChange={(firstName) => onChange({ firstName })}
        error={err('firstName')}
      />
      <TextField
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        required
        value={values.lastName}
        onValueChange={(lastName) => onChange({ lastName })}
        error={err('lastName')}
      />
      <TextField
        label="Date of birth"
        name="dateOfBirth"
        type="date"
        autoComplete="bday"
        required
        min={isoDay(oldest)}
        max={isoDay(today)}
        value={values.dateOfBirth}
        onValueChange={(dateOfBirth) => onChange({ dateOfBirth })}
        error={err('dateOfBirth')}
      />
      <SelectField
        label="Gender"
        name="gender"
        options={REGISTRATION_GENDERS}
        value={values.gender}
        onValueChange={(gender) => onChange({ gender })}
        error={err('gender')}
      />
      <TextField
        label="City"
        name="city"
        autoComplete="address-level2"
        required
        value={values.city}
        onValueChange={(city) => onChange({ city })}
        error={err('city')}
      />
      <TextField
        label="State"
        name="state"
        autoComplete="address-level1"
        required
        value={values.state}
        onValueChange={(state) => onChange({ state })}
        error={err('state')}
      />
      <TextField
        label="Profession"
        name="profession"
        autoComplete="organization-title"
        required
        fieldClassName="sm:col-span-2"
        value={values.profession}
        onValueChange={(profession) => onChange({ profession })}
        error={err('profession')}
      />
      <TextAreaField
        label="About you"
        name="bio"
        fieldClassName="sm:col-span-2"
        placeholder="A line or two about your style, your work or what brings you to Roslis."
        maxLength={1000}
        value={values.bio}
        onValueChange={(bio) => onChange({ bio })}
        error={err('bio')}
      />
    </div>
  );
}
