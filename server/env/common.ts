import { z } from 'zod';

/** A setting the server cannot start with: the message names the setting and what would do. */
export class ConfigError extends Error {}

/** The one shape of a refused setting: `Invalid environment:` and the setting's name with the reason. */
export const invalidSetting = (name: string, message: string) =>
  new ConfigError(`Invalid environment:\n  ${name}: ${message}`);

/** true/false, 1/0, yes/no. */
export const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A full http(s) URL, the message showing an example of the setting. */
export const httpUrl = (example: string) =>
  z
    .url({ message: `must be a full http:// or https:// URL, such as ${example}` })
    .refine(
      (value) => /^https?:\/\//.test(value),
      `must be a full http:// or https:// URL, such as ${example}`,
    );

/** Each failed check as `  NAME: message`, under one heading. */
export function issuesError(error: z.ZodError): ConfigError {
  const lines = error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  return new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
}
