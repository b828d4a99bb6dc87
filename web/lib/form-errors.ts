import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { errorBody } from './api-client';

/**
 * The server's per-field messages in a 400 answer (`fieldErrors` keyed like 'basic.firstName', each a
 * list of messages), as one message per key. Empty when the error carries none.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errorBody(error)?.fieldErrors ?? {})) {
    const message = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
    if (typeof message === 'string' && message.trim()) out[key] = message;
  }
  return out;
}

/**
 * Puts a server 400's `fieldErrors` onto a react-hook-form form. `toField` names the form field a server
 * key belongs to (undefined: the form has no such field). Returns the fields that got a message, in
 * the server's order, so a caller can focus or step to the first.
 */
export function setServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  toField: (key: string) => Path<T> | undefined = (key) => key as Path<T>,
): Path<T>[] {
  const set: Path<T>[] = [];
  for (const [key, message] of Object.entries(serverFieldErrors(error))) {
    const field = toField(key);
    if (!field || set.includes(field)) continue;
    setError(field, { type: 'server', message });
    set.push(field);
  }
  return set;
}

/** react-hook-form's nested errors as one message per path ('fashion.preferredStyles.2'). */
export function flattenErrors(errors: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === 'string') {
      out[path] = (value as { message: string }).message;
    } else {
      Object.assign(out, flattenErrors(value, path));
    }
  }
  return out;
}

/**
 * Writes changed fields into a form ('basic' + { city } -> 'basic.city') and drops their messages, as
 * typing does. A text past its limit in `limits` (path -> characters) is checked at once, so the person
 * reads the schema's limit message while typing instead of finding the text cut or refused later.
 */
export function patchFields<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setValue' | 'clearErrors' | 'trigger'>,
  prefix: string,
  changes: object,
  limits: Partial<Record<string, number>> = {},
): void {
  for (const [key, value] of Object.entries(changes)) {
    const path = (prefix ? `${prefix}.${key}` : key) as Path<T>;
    form.setValue(path, value, { shouldDirty: true });
    form.clearErrors(path);
    const limit = limits[path];
    if (limit !== undefined && typeof value === 'string' && value.trim().length > limit)
      void form.trigger(path);
  }
}
