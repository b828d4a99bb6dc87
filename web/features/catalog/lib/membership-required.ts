import type { ProductTeaser } from '#contracts/catalog';
import { errorJson, errorStatus } from '../../../lib/api-client';

/** The teaser's shape, checked by hand (the zod schema would pull zod into every catalogue page's code). */
function isTeaser(value: unknown): value is ProductTeaser {
  if (!value || typeof value !== 'object') return false;
  const t = value as Record<string, unknown>;
  const category = t.category as Record<string, unknown> | null | undefined;
  return (
    typeof t.slug === 'string' &&
    typeof t.name === 'string' &&
    (t.availableIn === 'STUDIO' || t.availableIn === 'LIMITED-EDITION') &&
    !!category &&
    typeof category.id === 'string' &&
    typeof category.name === 'string' &&
    typeof category.slug === 'string'
  );
}

/**
 * A 403 MEMBERSHIP_REQUIRED (a LIMITED-EDITION list or product for someone without an active card):
 * the product's teaser when the server names one (GET /api/products/{slug}), else `{}`. Null for any
 * other error.
 */
export function membershipRequired(error: unknown): { product?: ProductTeaser } | null {
  const body = errorJson(error);
  if (errorStatus(error) !== 403 || body?.code !== 'MEMBERSHIP_REQUIRED') return null;
  return isTeaser(body.product) ? { product: body.product } : {};
}
