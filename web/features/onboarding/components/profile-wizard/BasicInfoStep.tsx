import { REGISTRATION_GENDERS } from '#contracts/registration-profile';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/Field';
import { useTranslation } from '../../../../lib/i18n';
import { ONBOARDING } from '../../i18n';
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
  const { t } = useTranslation(ONBOARDING);
  const today = new Date();
  const oldest = new Date(Date.UTC(today.getUTCFullYear() - 120, today.getUTCMonth(), today.getUTCDate()));
  const err = (key: keyof BasicValues) => errorFor(errors, `basic.${key}`);
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <TextField
        label={t('wizard.basic.firstName')}
        name="firstName"
        autoComplete="given-name"
        required
        value={values.firstName}
        onValueChange={(firstName) => onChange({ firstName })}
        error={err('firstName')}
      />
      <TextField
        label={t('wizard.basic.lastName')}
        name="lastName"
        autoComplete="family-name"
        required
        value={values.lastName}
        onValueChange={(lastName) => onChange({ lastName })}
        error={err('lastName')}
      />
      <TextField
        label={t('wizard.basic.dateOfBirth')}
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
        label={t('wizard.basic.gender')}
        name="gender"
        options={REGISTRATION_GENDERS.map((o) => ({ ...o, label: t(`wizard.genders.${o.value}`) }))}
        value={values.gender}
        onValueChange={(gender) => onChange({ gender })}
        error={err('gender')}
      />
      <TextField
        label={t('wizard.basic.city')}
        name="city"
        autoComplete="address-level2"
        required
        value={values.city}
        onValueChange={(city) => onChange({ city })}
        error={err('city')}
      />
      <TextField
        label={t('wizard.basic.state')}
        name="state"
        autoComplete="address-level1"
        required
        value={values.state}
        onValueChange={(state) => onChange({ state })}
        error={err('state')}
      />
      <TextField
        label={t('wizard.basic.profession')}
        name="profession"
        autoComplete="organization-title"
        required
        fieldClassName="sm:col-span-2"
        value={values.profession}
        onValueChange={(profession) => onChange({ profession })}
        error={err('profession')}
      />
      <TextAreaField
        label={t('wizard.basic.bio')}
        name="bio"
        fieldClassName="sm:col-span-2"
        placeholder={t('wizard.basic.bioPlaceholder')}
        maxLength={1000}
        value={values.bio}
        onValueChange={(bio) => onChange({ bio })}
        error={err('bio')}
      />
    </div>
  );
}
