import { type ProductTeaser, productTeaser } from '#contracts/catalog';
import { errorJson, errorStatus } from '../../../lib/api-client';

/**
 * A 403 MEMBERSHIP_REQUIRED (a LIMITED-EDITION list or product for someone without an active card):
 * the product's teaser when the server names one (GET /api/products/{slug}), else `{}`. Null for any
 * other error.
 */
export function membershipRequired(error: unknown): { product?: ProductTeaser } | null {
  const body = errorJson(error);
  if (errorStatus(error) !== 403 || body?.code !== 'MEMBERSHIP_REQUIRED') return null;
  const teaser = productTeaser.safeParse(body.product);
  return teaser.success ? { product: teaser.data } : {};
}
