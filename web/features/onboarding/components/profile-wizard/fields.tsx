import type { FieldErrors } from './profile-form';

/** The message for a field, or for something inside it ('fashion.preferredStyles.2'). */
export function errorFor(errors: FieldErrors, key: string): string | undefined {
  if (errors[key]) return errors[key];
  const nested = Object.keys(errors).find((k) => k.startsWith(`${key}.`));
  return nested ? errors[nested] : undefined;
}
