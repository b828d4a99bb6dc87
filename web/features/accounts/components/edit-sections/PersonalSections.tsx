import { GENDER_OPTIONS, PROFILE_LIMITS } from '#contracts/profile';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/Field';
import { useTranslation } from '../../../../lib/i18n';
import { ACCOUNTS } from '../../i18n';
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
  const { t } = useTranslation(ACCOUNTS);
  return (
    <FormSection title={t('edit.about.title')}>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label={t('edit.about.firstName')}
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onValueChange={(firstName) => onChange({ firstName })}
          error={errorFor(errors, 'firstName')}
        />
        <TextField
          label={t('edit.about.lastName')}
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onValueChange={(lastName) => onChange({ lastName })}
          error={errorFor(errors, 'lastName')}
        />
        <TextField
          label={t('edit.about.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={PROFILE_LIMITS.username.max}
          hint={t('edit.about.usernameHint')}
          value={values.username}
          onValueChange={(username) => onChange({ username })}
          error={errorFor(errors, 'username')}
        />
        <SelectField
          label={t('edit.about.gender')}
          name="gender"
          options={GENDER_OPTIONS.map((o) => ({ ...o, label: t(`options.genders.${o.value}`) }))}
          value={values.gender}
          onValueChange={(gender) => onChange({ gender })}
          error={errorFor(errors, 'gender')}
        />
        <TextField
          label={t('edit.about.dateOfBirth')}
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
        label={t('edit.about.bio')}
        name="bio"
        maxLength={PROFILE_LIMITS.bio}
        placeholder={t('edit.about.bioPlaceholder')}
        value={values.bio}
        onValueChange={(bio) => onChange({ bio })}
        error={errorFor(errors, 'bio')}
      />
    </FormSection>
  );
}

export function AddressSection({ values, errors, onChange }: SectionProps) {
  const { t } = useTranslation(ACCOUNTS);
  return (
    <FormSection title={t('edit.address.title')} lede={t('edit.address.lede')}>
      <TextField
        label={t('edit.address.address')}
        name="address"
        autoComplete="street-address"
        maxLength={PROFILE_LIMITS.address}
        placeholder={t('edit.address.addressPlaceholder')}
        value={values.address}
        onValueChange={(address) => onChange({ address })}
        error={errorFor(errors, 'address')}
      />
      <div className="grid gap-6 sm:grid-cols-3">
        <TextField
          label={t('edit.address.city')}
          name="city"
          autoComplete="address-level2"
          maxLength={PROFILE_LIMITS.place}
          value={values.city}
          onValueChange={(city) => onChange({ city })}
          error={errorFor(errors, 'city')}
        />
        <TextField
          label={t('edit.address.state')}
          name="state"
          autoComplete="address-level1"
          maxLength={PROFILE_LIMITS.place}
          value={values.state}
          onValueChange={(state) => onChange({ state })}
          error={errorFor(errors, 'state')}
        />
        <TextField
          label={t('edit.address.pincode')}
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
