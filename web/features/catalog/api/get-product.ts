import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCard, ProductPageData, ProductWithSpecs } from '#contracts/catalog';
import { isPublicProduct } from '#contracts/constants';
import { apiJson } from '../../../lib/api-client';
import { PRODUCTS_PATH } from './get-products';

export const productApiPath = (slug: string) => `${PRODUCTS_PATH}/${encodeURIComponent(slug)}`;
export const relatedProductsApiPath = (slug: string) => `${productApiPath(slug)}/related`;

/**
 * GET /api/products/{slug}: one product with its specs (a visitor gets a STUDIO piece's public part,
 * isPublicProduct); a 404 is the Product Not Found screen.
 */
export function getProduct(slug: string, signal?: AbortSignal): Promise<ProductPageData> {
  return apiJson<ProductPageData>('GET', productApiPath(slug), undefined, { signal });
}

/**
 * Keyed under the products path, so whatever refreshes "every product list" (a vote) refreshes this
 * product's counts too. The same key serves the product page, the loops viewer and the board dialog.
 * A LIMITED-EDITION product without an active card is a 403 MEMBERSHIP_REQUIRED naming the product
 * (lib/membership-required.ts).
 */
export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [PRODUCTS_PATH, slug] as const,
    queryFn: ({ signal }) => getProduct(slug, signal),
  });

/**
 * The whole design, for the views only signed-in people reach (boards, loops): a visitor's public part
 * (an answer read while signed out) counts as not loaded.
 */
export function fullProduct(data: ProductPageData | undefined): ProductWithSpecs | undefined {
  return data && !isPublicProduct(data) ? data : undefined;
}

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug));
}

/** GET /api/products/{slug}/related: "You Might Also Like", same category and storefront, up to 4. */
export function getRelatedProducts(slug: string, signal?: AbortSignal): Promise<ProductCard[]> {
  return apiJson<ProductCard[]>('GET', relatedProductsApiPath(slug), undefined, { signal });
}

export const relatedProductsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [PRODUCTS_PATH, slug, 'related'] as const,
    queryFn: ({ signal }) => getRelatedProducts(slug, signal),
  });

export function useRelatedProducts(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...relatedProductsQueryOptions(slug), enabled });
}
