import type { Msg91Report } from '../../../contracts/delivery-reports.ts';
import type { DbOrTx } from '../../db/client.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { recordDelivery } from '../../lib/notify/queue.ts';
import { messageStats as countMessages } from '../../lib/notify/stats.ts';

const DELIVERED = new Set(['1']);
const FAILED = new Set(['2', '9', '16', '17', '25']);

/** MSG91's status code as our delivery status; null while the report is not final. */
export function msg91Outcome(status: string): 'delivered' | 'failed' | null {
  if (DELIVERED.has(status)) return 'delivered';
  if (FAILED.has(status)) return 'failed';
  return null;
}

/**
 * MSG91's delivery reports (webhook at /api/notify/msg91/dlr/{MSG91_DLR_TOKEN}): the token in the path is
 * the only proof the report is MSG91's, so a wrong one changes nothing. Each final report updates the
 * sent SMS with that request id to delivered or failed; replays and unknown ids change nothing.
 */
export async function receiveMsg91Reports(
  db: DbOrTx,
  expectedToken: string,
  token: string,
  reports: Msg91Report[],
) {
  if (!safeEqual(token, expectedToken)) throw new AppError('FORBIDDEN', 'Unknown delivery-report address.');
  let updated = 0;
  for (const report of reports) {
    const status = msg91Outcome(report.status);
    if (!status) continue;
    updated += await recordDelivery(db, {
      transport: 'msg91',
      providerMessageId: report.requestId,
      status,
      error: status === 'failed' ? `MSG91 ${report.status} ${report.desc ?? ''}`.trim() : undefined,
    });
  }
  return { received: reports.length, updated };
}

/**
 * The back office's message counts per channel (today, 7 and 30 days: went out, failed; queued now):
 * lib/notify's rows counted, never a text or an address.
 */
export function messageStats(db: DbOrTx, now = new Date()) {
  return countMessages(db, now);
}
