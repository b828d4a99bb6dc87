import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '#contracts/catalog';
import { apiJson } from '../../../lib/api-client';

export const CATEGORIES_PATH = '/api/categories';

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiJson<Category[]>('GET', CATEGORIES_PATH, undefined, { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [CATEGORIES_PATH] as const,
    queryFn: ({ signal }) => getCategories(signal),
  });

export function useCategories({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...categoriesQueryOptions(), enabled });
}

/**
 * A card's category (cards carry only categoryId): undefined while the categories load, null when none
 * has that id (or the categories could not be read).
 */
export function useCategoryOf(categoryId: string): Category | null | undefined {
  const { data, isError } = useCategories();
  if (!data) return isError ? null : undefined;
  return data.find((c) => c.id === categoryId) ?? null;
}

export const categoryApiPath = (slug: string) => `${CATEGORIES_PATH}/${encodeURIComponent(slug)}`;

/** GET /api/categories/{slug}: one category (404 when there is none). */
export function getCategory(slug: string, signal?: AbortSignal): Promise<Category> {
  return apiJson<Category>('GET', categoryApiPath(slug), undefined, { signal });
}

export const categoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [categoryApiPath(slug)] as const,
    queryFn: ({ signal }) => getCategory(slug, signal),
  });

export function useCategory(slug: string) {
  return useQuery(categoryQueryOptions(slug));
}
