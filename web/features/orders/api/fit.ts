import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FitChoice } from '#contracts/constants';
import type { FitAnswer, Order } from '#contracts/orders';
import { apiJson } from '../../../lib/api-client';
import { ORDERS_PATH, orderQueryOptions } from './orders';

const fitPath = (orderNumber: string, lineId: string) =>
  `${ORDERS_PATH}/${encodeURIComponent(orderNumber)}/lines/${encodeURIComponent(lineId)}/fit`;

export function reportFit(orderNumber: string, lineId: string, fit: FitChoice): Promise<FitAnswer> {
  return apiJson<FitAnswer>('PUT', fitPath(orderNumber, lineId), { fit });
}

/**
 * "How did it fit?" for a delivered line: the order shows the answer at once; the product's page (its
 * fit note) is read again the next time it opens.
 */
export function useReportFit(orderNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, fit }: { lineId: string; fit: FitChoice }) => reportFit(orderNumber, lineId, fit),
    onSuccess: (answer) => {
      client.setQueryData(
        orderQueryOptions(orderNumber).queryKey,
        (order: Order | undefined) =>
          order && {
            ...order,
            lines: order.lines.map((l) => (l.id === answer.lineId ? { ...l, fit: answer.fit } : l)),
          },
      );
      return client.invalidateQueries({ queryKey: ['/api/products'] });
    },
  });
}
