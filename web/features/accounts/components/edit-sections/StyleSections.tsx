import type { EditSizeKey } from '#contracts/profile';
import {
  BODY_TYPE_OPTIONS,
  COLOURS,
  FREQUENCY_OPTIONS,
  INFLUENCES,
  INTERESTS,
  OCCASIONS,
  REGISTRATION_BUDGET_OPTIONS,
  SIZE_OPTIONS,
  STYLES,
  SUSTAINABILITY_OPTIONS,
} from '#contracts/style';
import { ColourSwatch } from '../../../../components/ColourSwatch';
import { ChipMultiSelect } from '../../../../components/ui/ChipMultiSelect';
import { SelectField } from '../../../../components/ui/Field';
import { Switch } from '../../../../components/ui/Switch';
import { useTranslation } from '../../../../lib/i18n';
import { ACCOUNTS } from '../../i18n';
import type { AccountsT } from '../membership-labels';
import { type OptionGroup, optionWord } from '../option-labels';
import { errorFor } from '../profile-form';
import { FormSection, type SectionProps } from './FormSection';

const asOptions = <T extends string>(values: readonly T[]) =>
  values.map((value) => ({ value, label: value }));

/** An option list with its labels in the language shown. */
const translated = <T extends string>(t: AccountsT, group: OptionGroup, options: readonly { value: T }[]) =>
  options.map((o) => ({ ...o, label: optionWord(t, group, o.value) }));

export function StyleSection({ values, errors, onChange }: SectionProps) {
  const { t } = useTranslation(ACCOUNTS);
  return (
    <FormSection title={t('edit.style.title')} lede={t('edit.style.lede')}>
      <ChipMultiSelect
        label={t('edit.style.styles')}
        options={STYLES}
        optionLabel={(style) => optionWord(t, 'styles', style)}
        value={values.stylePreferences}
        onChange={(stylePreferences) => onChange({ stylePreferences })}
        error={errorFor(errors, 'stylePreferences')}
      />
      <ChipMultiSelect
        label={t('edit.style.colours')}
        options={COLOURS}
        optionLabel={(colour) => optionWord(t, 'colours', colour)}
        value={values.favoriteColors}
        onChange={(favoriteColors) => onChange({ favoriteColors })}
        error={errorFor(errors, 'favoriteColors')}
        renderLeading={(colour) => (
          <ColourSwatch
            colour={colour}
            className="-ml-1 size-4 shrink-0 rounded-full ring-1 ring-current/35 ring-inset"
          />
        )}
      />
      <ChipMultiSelect
        label={t('edit.style.occasions')}
        options={OCCASIONS}
        optionLabel={(occasion) => optionWord(t, 'occasions', occasion)}
        value={values.occasion}
        onChange={(occasion) => onChange({ occasion })}
        error={errorFor(errors, 'occasion')}
      />
      <SelectField
        label={t('edit.style.bodyType')}
        name="bodyType"
        fieldClassName="sm:max-w-xs"
        options={translated(t, 'bodyTypes', BODY_TYPE_OPTIONS)}
        value={values.bodyType}
        onValueChange={(bodyType) => onChange({ bodyType })}
        error={errorFor(errors, 'bodyType')}
      />
    </FormSection>
  );
}

/** The sizes asked for, each named by `edit.sizes.<key>`. */
const SIZE_FIELDS: readonly EditSizeKey[] = ['tops', 'bottoms', 'dresses', 'shoes'];

export function SizesSection({ values, errors, onChange }: SectionProps) {
  const { t } = useTranslation(ACCOUNTS);
  return (
    <FormSection title={t('edit.sizes.title')} lede={t('edit.sizes.lede')}>
      <div className="grid grid-cols-2 gap-x-4 gap-y-6 lg:grid-cols-4">
        {SIZE_FIELDS.map((key) => (
          <SelectField
            key={key}
            label={t(`edit.sizes.${key}`)}
            name={`preferredSizes.${key}`}
            options={asOptions(SIZE_OPTIONS[key])}
            value={values.preferredSizes[key]}
            onValueChange={(size) => onChange({ preferredSizes: { ...values.preferredSizes, [key]: size } })}
            error={errorFor(errors, `preferredSizes.${key}`)}
          />
        ))}
      </div>
    </FormSection>
  );
}

export function HabitsSection({ values, errors, onChange }: SectionProps) {
  const { t } = useTranslation(ACCOUNTS);
  return (
    <FormSection title={t('edit.habits.title')}>
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          label={t('edit.habits.frequency')}
          name="shoppingFrequency"
          options={translated(t, 'frequencies', FREQUENCY_OPTIONS)}
          value={values.shoppingFrequency}
          onValueChange={(shoppingFrequency) => onChange({ shoppingFrequency })}
          error={errorFor(errors, 'shoppingFrequency')}
        />
        <SelectField
          label={t('edit.habits.budget')}
          name="budgetRange"
          options={translated(t, 'budgets', REGISTRATION_BUDGET_OPTIONS)}
          value={values.budgetRange}
          onValueChange={(budgetRange) => onChange({ budgetRange })}
          error={errorFor(errors, 'budgetRange')}
        />
        <SelectField
          label={t('edit.habits.sustainability')}
          name="sustainabilityPreferences"
          options={translated(t, 'sustainability', SUSTAINABILITY_OPTIONS)}
          value={values.sustainabilityPreferences}
          onValueChange={(sustainabilityPreferences) => onChange({ sustainabilityPreferences })}
          error={errorFor(errors, 'sustainabilityPreferences')}
        />
      </div>
      <ChipMultiSelect
        label={t('edit.habits.influences')}
        options={INFLUENCES}
        optionLabel={(influence) => optionWord(t, 'influences', influence)}
        value={values.fashionInfluences}
        onChange={(fashionInfluences) => onChange({ fashionInfluences })}
        error={errorFor(errors, 'fashionInfluences')}
      />
      <ChipMultiSelect
        label={t('edit.habits.interests')}
        options={INTERESTS}
        optionLabel={(interest) => optionWord(t, 'interests', interest)}
        value={values.interests}
        onChange={(interests) => onChange({ interests })}
        error={errorFor(errors, 'interests')}
      />
      <Switch
        label={t('edit.habits.stylist')}
        description={t('edit.habits.stylistDescription')}
        checked={values.personalStylistInterest}
        onCheckedChange={(personalStylistInterest) => onChange({ personalStylistInterest })}
      />
    </FormSection>
  );
}

/** The channels, each named by `edit.communication.<key>` and described by `<key>Description`. */
const CHANNELS = ['email', 'sms', 'whatsapp'] as const;

export function CommunicationSection({ values, onChange }: SectionProps) {
  const { t } = useTranslation(ACCOUNTS);
  return (
    <FormSection title={t('edit.communication.title')} lede={t('edit.communication.lede')}>
      <div className="-my-2 divide-y divide-border">
        {CHANNELS.map((key) => (
          <Switch
            key={key}
            className="py-2"
            label={t(`edit.communication.${key}`)}
            description={t(`edit.communication.${key}Description`)}
            checked={values.communicationPreferences[key]}
            onCheckedChange={(on) =>
              onChange({ communicationPreferences: { ...values.communicationPreferences, [key]: on } })
            }
          />
        ))}
      </div>
    </FormSection>
  );
}
