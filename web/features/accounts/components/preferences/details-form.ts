import type { Control } from 'react-hook-form';
import { z } from 'zod';
import {
  bodyMeasurements,
  MEASUREMENTS,
  type MeasurementKey,
  type PreferenceProfile,
  type ProfileDetails,
  profileDetails,
} from '#contracts/preferences';

/**
 * What the editor's form holds for one profile: the saved details, except measurements, which stay the
 * text typed ("70.", "") until Save turns them into numbers.
 */
export type DetailsFormValues = Omit<ProfileDetails, 'generalBodyMeasurements'> & {
  generalBodyMeasurements: Record<MeasurementKey, string>;
};

/** The editor form's control: values as held, the contract's details on submit. */
export type DetailsFormControl = Control<DetailsFormValues, unknown, ProfileDetails>;

export function toFormValues(details: PreferenceProfile['details']): DetailsFormValues {
  const m = details.generalBodyMeasurements;
  return {
    ...details,
    generalBodyMeasurements: Object.fromEntries(
      MEASUREMENTS.map(({ key }) => [key, m[key] === null ? '' : String(m[key])]),
    ) as Record<MeasurementKey, string>,
  };
}

export const sameValues = (a: DetailsFormValues, b: DetailsFormValues) =>
  JSON.stringify(a) === JSON.stringify(b);

/** A measurement as typed: blank is nothing, '70,5' is 70.5; other text is left for the contract to refuse. */
function typedMeasurement(typed: string): unknown {
  const text = typed.trim().replace(',', '.');
  if (text === '') return null;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/**
 * The editor's schema for zodResolver: the contract's details (the server's rules), with the
 * measurements read from the text typed. The output is the PUT body's details.
 */
export const detailsFormSchema = profileDetails.extend({
  generalBodyMeasurements: z.preprocess(
    (typed: Record<MeasurementKey, string>) =>
      Object.fromEntries(Object.entries(typed).map(([key, text]) => [key, typedMeasurement(text)])),
    bodyMeasurements,
  ),
});
