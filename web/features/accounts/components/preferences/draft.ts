import {
  MEASUREMENTS,
  type MeasurementKey,
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
