import { z } from 'zod';
import { STOREFRONTS } from './constants.ts';

export { LIMITS, STOREFRONTS, THEME_LABELS, THEMES, type Theme } from './constants.ts';

/**
 * The error body every API failure answers with (plugins/error-handler.ts): the English `message` for
 * people and API clients, the `code` for programs, and for the errors converted so far a stable
 * message `key` (web/locales/<language>/errors.json) with its `params`, from which the web app writes
 * the message in the language shown.
 */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const storefront = z.enum(STOREFRONTS);
export type Storefront = z.infer<typeof storefront>;

/** A price as the API gives it: rupees as a decimal string with two places ("1499.00"). */
export const priceString = z.string().regex(/^\d+\.\d{2}$/);

export const uuid = z.uuid({ message: 'Must be a valid id' });
export const idParams = z.object({ id: uuid });
export const userIdParams = z.object({ userId: uuid });

export const okBody = z.object({ success: z.literal(true) });

/** The words for text over its limit, one wording on every form ('First name must be at most 80 characters.'). */
export const tooLongMessage = (label: string, max: number) =>
  `${label.charAt(0).toUpperCase()}${label.slice(1)} must be at most ${max} characters.`;
