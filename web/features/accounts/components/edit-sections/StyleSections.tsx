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
import { errorFor } from '../profile-form';
import { FormSection, type SectionProps } from './FormSection';

const asOptions = <T extends string>(values: readonly T[]) =>
  values.map((value) => ({ value, label: value }));

export function StyleSection({ values, errors, onChange }: SectionProps) {
  return (
    <FormSection title="Your style" lede="Pick as many as feel like you.">
      <ChipMultiSelect
        label="Styles"
        options={STYLES}
        value={values.stylePreferences}
        onChange={(stylePreferences) => onChange({ stylePreferences })}
        error={errorFor(errors, 'stylePreferences')}
      />
      <ChipMultiSelect
        label="Favourite colours"
        options={COLOURS}
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
        label="Occasions you dress for"
        options={OCCASIONS}
        value={values.occasion}
        onChange={(occasion) => onChange({ occasion })}
        error={errorFor(errors, 'occasion')}
      />
      <SelectField
        label="Body type"
        name="bodyType"
        fieldClassName="sm:max-w-xs"
        options={BODY_TYPE_OPTIONS}
        value={values.bodyType}
        onValueChange={(bodyType) => onChange({ bodyType })}
        error={errorFor(errors, 'bodyType')}
      />
    </FormSection>
  );
}

const SIZE_FIELDS: { key: EditSizeKey; label: string }[] = [
  { key: 'tops', label: 'Tops' },
  { key: 'bottoms', label: 'Bottoms (waist)' },
  { key: 'dresses', label: 'Dresses' },
  { key: 'shoes', label: 'Shoes (UK)' },
];

export function SizesSection({ values, errors, onChange }: SectionProps) {
  return (
    <FormSection title="Sizes" lede="Your usual Roslis sizes, so we can hold the right piece for you.">
      <div className="grid grid-cols-2 gap-x-4 gap-y-6 lg:grid-cols-4">
        {SIZE_FIELDS.map(({ key, label }) => (
          <SelectField
            key={key}
            label={label}
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
  return (
    <FormSection title="Shopping habits">
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          label="Shopping frequency"
          name="shoppingFrequency"
          options={FREQUENCY_OPTIONS}
          value={values.shoppingFrequency}
          onValueChange={(shoppingFrequency) => onChange({ shoppingFrequency })}
          error={errorFor(errors, 'shoppingFrequency')}
        />
        <SelectField
          label="Budget per item"
          name="budgetRange"
          options={REGISTRATION_BUDGET_OPTIONS}
          value={values.budgetRange}
          onValueChange={(budgetRange) => onChange({ budgetRange })}
          error={errorFor(errors, 'budgetRange')}
        />
        <SelectField
          label="Sustainability matters"
          name="sustainabilityPreferences"
          options={SUSTAINABILITY_OPTIONS}
          value={values.sustainabilityPreferences}
          onValueChange={(sustainabilityPreferences) => onChange({ sustainabilityPreferences })}
          error={errorFor(errors, 'sustainabilityPreferences')}
        />
      </div>
      <ChipMultiSelect
        label="Fashion influences"
        options={INFLUENCES}
        value={values.fashionInfluences}
        onChange={(fashionInfluences) => onChange({ fashionInfluences })}
        error={errorFor(errors, 'fashionInfluences')}
      />
      <ChipMultiSelect
        label="Interests"
        options={INTERESTS}
        value={values.interests}
        onChange={(interests) => onChange({ interests })}
        error={errorFor(errors, 'interests')}
      />
      <Switch
        label="I'd like a personal stylist"
        description="A Roslis stylist may get in touch to help you plan outfits."
        checked={values.personalStylistInterest}
        onCheckedChange={(personalStylistInterest) => onChange({ personalStylistInterest })}
      />
    </FormSection>
  );
}

const CHANNELS = [
  { key: 'email', label: 'Email', description: 'New collections, launches and your orders.' },
  { key: 'sms', label: 'SMS', description: 'Short alerts for launches and deliveries.' },
  { key: 'whatsapp', label: 'WhatsApp', description: 'Previews and styling notes from our team.' },
] as const;

export function CommunicationSection({ values, onChange }: SectionProps) {
  return (
    <FormSection title="Communication" lede="How you would like to hear from us.">
      <div className="-my-2 divide-y divide-border">
        {CHANNELS.map(({ key, label, description }) => (
          <Switch
            key={key}
            className="py-2"
            label={label}
            description={description}
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
