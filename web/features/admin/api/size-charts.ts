import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SizeChart, SizeChartBody } from '#contracts/fit';
import { apiJson } from '../../../lib/api-client';

export const ADMIN_SIZE_CHARTS_PATH = '/api/admin/size-charts';

/** A category's chart to edit (no rows yet: the columns its kind of garment usually has). */
export function useAdminSizeChart(categoryId: string | null) {
  return useQuery({
    queryKey: [ADMIN_SIZE_CHARTS_PATH, categoryId ?? ''] as const,
    queryFn: ({ signal }) =>
      apiJson<SizeChart>('GET', `${ADMIN_SIZE_CHARTS_PATH}/${categoryId}`, undefined, { signal }),
    enabled: Boolean(categoryId),
  });
}

/** Save the whole chart; the editor's and the size guide's copies read again. */
export function useSaveSizeChart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, body }: { categoryId: string; body: SizeChartBody }) =>
      apiJson<SizeChart>('PUT', `${ADMIN_SIZE_CHARTS_PATH}/${categoryId}`, body),
    onSuccess: (chart) => {
      client.setQueryData([ADMIN_SIZE_CHARTS_PATH, chart.category.id], chart);
      return client.invalidateQueries({ queryKey: ['/api/size-charts', chart.category.slug] });
    },
  });
}
