import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExchangeRequest } from '#contracts/orders';
import { ApiError } from '../../../lib/api-client';
import { ORDERS_PATH } from './orders';

export const exchangePath = (orderNumber: string, lineId: string) =>
  `${ORDERS_PATH}/${encodeURIComponent(orderNumber)}/lines/${encodeURIComponent(lineId)}/exchange`;

/** The error of an upload the connection cut (no answer): the form words it in the language shown. */
export const UPLOAD_FAILED = 'upload-failed';

export interface ExchangeInput {
  lineId: string;
  reason: string;
  video: File;
  /** Called as the video goes up, with the share sent so far (0 to 1). */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST …/lines/{lineId}/exchange: the reason and the unboxing video as multipart form data (the one
 * upload of the shop; the browser sets the boundary). Sent with XMLHttpRequest, the one browser API that
 * reports upload progress; errors read like apiRequest's (`status: body`), so errorMessage() applies.
 */
export function requestExchange(orderNumber: string, input: ExchangeInput): Promise<ExchangeRequest> {
  const form = new FormData();
  form.append('reason', input.reason);
  form.append('video', input.video, input.video.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', exchangePath(orderNumber, input.lineId));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) input.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as ExchangeRequest);
        } catch {
          reject(new Error(UPLOAD_FAILED));
        }
        return;
      }
      reject(new ApiError(xhr.status, `${xhr.status}: ${xhr.responseText || xhr.statusText}`));
    };
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (input.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    input.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Report a damaged piece; the order is read again to show the exchange's status on its line. */
export function useRequestExchange(orderNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ExchangeInput) => requestExchange(orderNumber, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [ORDERS_PATH, orderNumber] }),
  });
}
