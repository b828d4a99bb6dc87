import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminProduct,
  AdminProductRow,
  LaunchInput,
  LaunchResult,
  ProductBody,
} from '#contracts/admin-products';
import type { Category } from '#contracts/catalog';
import { ApiError, apiJson } from '../../../lib/api-client';
import { useCursorPages } from '../../../lib/use-cursor-pages';

export const PRODUCTS_PATH = '/api/admin/products';

export interface ProductFilters {
  q?: string;
  storefront?: string;
  status?: string;
  category?: string;
}

/** The Products tab's list, 50 a page (the server's default); the last filters' rows stay while new ones load. */
export function useAdminProducts(filters: ProductFilters) {
  return useCursorPages<AdminProductRow>(PRODUCTS_PATH, { ...filters }, { keepPrevious: true });
}

export const adminProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [PRODUCTS_PATH, id] as const,
    queryFn: ({ signal }) => apiJson<AdminProduct>('GET', `${PRODUCTS_PATH}/${id}`, undefined, { signal }),
  });

export function useAdminProduct(id: string | null) {
  return useQuery({ ...adminProductQueryOptions(id ?? ''), enabled: Boolean(id) });
}

export function useCategories() {
  return useQuery({
    queryKey: ['/api/categories'] as const,
    queryFn: ({ signal }) => apiJson<Category[]>('GET', '/api/categories', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** After any change: the list and the product read again (the storefront's own cache is the server's). */
function useProductChanged() {
  const client = useQueryClient();
  return (product: AdminProduct) => {
    client.setQueryData(adminProductQueryOptions(product.id).queryKey, product);
    return client.invalidateQueries({ queryKey: [PRODUCTS_PATH], exact: false });
  };
}

export function useSaveProduct() {
  const changed = useProductChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ProductBody }) =>
      id
        ? apiJson<AdminProduct>('PUT', `${PRODUCTS_PATH}/${id}`, body)
        : apiJson<AdminProduct>('POST', PRODUCTS_PATH, body),
    onSuccess: changed,
  });
}

/**
 * Upload one picture with progress (fetch cannot report upload progress; XMLHttpRequest can). A refusal
 * becomes an ApiError "status: body" like every other call, so the same error helpers read it.
 */
export function uploadProductImage(
  productId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<AdminProduct> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${PRODUCTS_PATH}/${productId}/images`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as AdminProduct);
      else reject(new ApiError(xhr.status, `${xhr.status}: ${xhr.responseText || xhr.statusText}`));
    };
    xhr.onerror = () => reject(new Error('Network error. Please try again.'));
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}

export function useUploadImage() {
  const changed = useProductChanged();
  return useMutation({
    mutationFn: ({
      productId,
      file,
      onProgress,
    }: {
      productId: string;
      file: File;
      onProgress: (percent: number) => void;
    }) => uploadProductImage(productId, file, onProgress),
    onSuccess: changed,
  });
}

export function useImageActions(productId: string) {
  const changed = useProductChanged();
  const base = `${PRODUCTS_PATH}/${productId}/images`;
  const reorder = useMutation({
    mutationFn: (ids: string[]) => apiJson<AdminProduct>('PUT', `${base}/order`, { ids }),
    onSuccess: changed,
  });
  const primary = useMutation({
    mutationFn: (imageId: string) => apiJson<AdminProduct>('POST', `${base}/${imageId}/primary`),
    onSuccess: changed,
  });
  const remove = useMutation({
    mutationFn: (imageId: string) => apiJson<AdminProduct>('DELETE', `${base}/${imageId}`),
    onSuccess: changed,
  });
  return { reorder, primary, remove };
}

export function useLaunchProduct() {
  const changed = useProductChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: LaunchInput }) =>
      apiJson<LaunchResult>('POST', `${PRODUCTS_PATH}/${id}/launch`, body),
    onSuccess: (result) => changed(result.product),
  });
}
