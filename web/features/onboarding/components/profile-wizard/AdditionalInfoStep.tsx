import { REFERRAL_SOURCE_OPTIONS } from '#contracts/registration-profile';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/Field';
import { useTranslation } from '../../../../lib/i18n';
import { ONBOARDING } from '../../i18n';
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
  const { t } = useTranslation(ONBOARDING);
  const err = (key: string) => errorFor(errors, `additional.${key}`);
  const setSize = (patch: Partial<SizingValues>) =>
    onChange({ sizingInfo: { ...values.sizingInfo, ...patch } });
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <TextField
        label={t('wizard.additional.socialMediaHandle')}
        name="socialMediaHandle"
        placeholder={t('wizard.additional.handlePlaceholder')}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={100}
        value={values.socialMediaHandle}
        onValueChange={(socialMediaHandle) => onChange({ socialMediaHandle })}
        error={err('socialMediaHandle')}
      />
      <SelectField
        label={t('wizard.additional.referralSource')}
        name="referralSource"
        options={REFERRAL_SOURCE_OPTIONS.map((o) => ({ ...o, label: t(`wizard.sources.${o.value}`) }))}
        value={values.referralSource}
        onValueChange={(referralSource) => onChange({ referralSource })}
        error={err('referralSource')}
      />
      <fieldset className="grid gap-4 sm:col-span-2">
        <legend className="font-display text-2xl">{t('wizard.additional.sizes')}</legend>
        <p className="-mt-2 text-sm text-muted">{t('wizard.additional.sizesHint')}</p>
        <div className="grid gap-6 sm:grid-cols-3">
          <TextField
            label={t('wizard.additional.clothing')}
            name="sizingClothing"
            placeholder={t('wizard.additional.clothingPlaceholder')}
            maxLength={100}
            value={values.sizingInfo.clothing}
            onValueChange={(clothing) => setSize({ clothing })}
            error={err('sizingInfo.clothing')}
          />
          <TextField
            label={t('wizard.additional.shoes')}
            name="sizingShoes"
            placeholder={t('wizard.additional.shoesPlaceholder')}
            maxLength={100}
            value={values.sizingInfo.shoes}
            onValueChange={(shoes) => setSize({ shoes })}
            error={err('sizingInfo.shoes')}
          />
          <TextField
            label={t('wizard.additional.accessories')}
            name="sizingAccessories"
            placeholder={t('wizard.additional.accessoriesPlaceholder')}
            maxLength={100}
            value={values.sizingInfo.accessories}
            onValueChange={(accessories) => setSize({ accessories })}
            error={err('sizingInfo.accessories')}
          />
        </div>
      </fieldset>
      <TextAreaField
        label={t('wizard.additional.specialRequests')}
        name="specialRequests"
        fieldClassName="sm:col-span-2"
        placeholder={t('wizard.additional.requestsPlaceholder')}
        maxLength={1000}
        value={values.specialRequests}
        onValueChange={(specialRequests) => onChange({ specialRequests })}
        error={err('specialRequests')}
      />
    </div>
  );
}
