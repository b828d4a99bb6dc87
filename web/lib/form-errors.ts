import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
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
