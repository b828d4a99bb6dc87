import {
  MEASUREMENTS,
  type MeasurementKey,
  type ProfileColour,
  type ProfileDetails,
  profileDetails,
} from '#contracts/preferences';

/**
 * What the editor holds for one profile: the saved details, except measurements, which stay the
 * text typed ("70.", "") until Save turns them into numbers.
 */
export type DetailsDraft = Omit<ProfileDetails, 'generalBodyMeasurements'> & {
  generalBodyMeasurements: Record<MeasurementKey, string>;
};

/** Field errors keyed by path inside the details ('generalBodyMeasurements.height'). */
export type DraftErrors = Record<string, string>;

export function toDraft(details: ProfileDetails): DetailsDraft {
  const m = details.generalBodyMeasurements;
  return {
    ...details,
    generalBodyMeasurements: Object.fromEntries(
      MEASUREMENTS.map(({ key }) => [key, m[key] === null ? '' : String(m[key])]),
    ) as Record<MeasurementKey, string>,
  };
}

export const sameDraft = (a: DetailsDraft, b: DetailsDraft) => JSON.stringify(a) === JSON.stringify(b);

/** The draft as the API's details, or the errors a person can fix (the same rules as the server). */
export function fromDraft(draft: DetailsDraft): { details?: ProfileDetails; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const measurements: Record<string, number | null> = {};
  for (const m of MEASUREMENTS) {
    const text = draft.generalBodyMeasurements[m.key].trim().replace(',', '.');
    if (text === '') measurements[m.key] = null;
    else if (/^\d+(\.\d+)?$/.test(text)) measurements[m.key] = Number(text);
    else errors[`generalBodyMeasurements.${m.key}`] = `${m.label} must be a number.`;
  }
  if (Object.keys(errors).length) return { errors };
  const parsed = profileDetails.safeParse({ ...draft, generalBodyMeasurements: measurements });
  if (parsed.success) return { details: parsed.data, errors };
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return { errors };
}

/** Server field errors ('details.generalBodyMeasurements.height') keyed as the editor keys them. */
export function serverErrors(fieldErrors: Record<string, string[]> | undefined): DraftErrors {
  const errors: DraftErrors = {};
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
    if (messages[0]) errors[key.replace(/^details\./, '')] = messages[0];
  }
  return errors;
}

/** What each colour looks like in its chip (every option of PROFILE_COLOURS, checked by type). */
export const COLOUR_SWATCHES: Record<ProfileColour, string> = {
  Black: '#1a1a1a',
  White: '#ffffff',
  Beige: '#d9c7a7',
  Navy: '#1f2f57',
  Grey: '#8a8d91',
  Maroon: '#6b1f2a',
  Green: '#2f6b46',
  Blue: '#3569b5',
  Red: '#b3262e',
  Pink: '#e59ab5',
  Purple: '#6d4a9c',
  Yellow: '#e8c547',
};
