import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExchangeRequest } from '#contracts/orders';
import { ApiError } from '../../../lib/api-client';
import { ORDERS_PATH } from './orders';

/**
 * Report a damaged piece: the reason and the unboxing video as multipart form data (the one upload of
 * the shop; the browser sets the boundary).
 */
export async function requestExchange(
  orderNumber: string,
  lineId: string,
  reason: string,
  video: File,
): Promise<ExchangeRequest> {
  const form = new FormData();
  form.append('reason', reason);
  form.append('video', video, video.name);
  const res = await fetch(
    `${ORDERS_PATH}/${encodeURIComponent(orderNumber)}/lines/${encodeURIComponent(lineId)}/exchange`,
    { method: 'POST', body: form, credentials: 'include' },
  );
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`);
  }
  return (await res.json()) as ExchangeRequest;
}

export function useRequestExchange(orderNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { lineId: string; reason: string; video: File }) =>
      requestExchange(orderNumber, input.lineId, input.reason, input.video),
    onSuccess: () => client.invalidateQueries({ queryKey: [ORDERS_PATH, orderNumber] }),
  });
}
