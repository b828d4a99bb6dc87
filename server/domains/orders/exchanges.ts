import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ORDER_RULES } from '../../../contracts/constants.ts';
import type { ExchangeRequest } from '../../../contracts/orders.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { Log } from '../../lib/logger.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import { type ByteRange, type Storage, TooLarge } from '../../lib/storage.ts';
import { sniffVideo } from '../../lib/video-signature.ts';
import * as accounts from '../accounts/service.ts';
import * as audit from '../audit/service.ts';
import { exchangeDecisionEmail, exchangeDecisionSms } from './emails.ts';
import * as repo from './exchanges-repo.ts';

/** What deciding an exchange needs to tell the member (the shop's address for the order link). */
export interface ExchangeDeps {
  db: Db;
  notifier: Notifier;
  log: Log;
  origin: string;
}

const megabytes = (bytes: number) => Math.max(1, Math.round(bytes / (1024 * 1024)));

export const EXCHANGE_MESSAGES = {
  lineNotFound: 'This piece is not on one of your orders.',
  notDelivered: 'Damage can be reported once the order has been delivered.',
  tooLate: `Damage must be reported within ${ORDER_RULES.exchangeWindowHours} hours of delivery.`,
  already: 'You have already reported damage on this piece.',
  reason: 'Please tell us what is damaged (up to 1000 characters).',
  videoMissing: 'Please add your unboxing video.',
  videoType: 'The video must be an MP4, MOV or WebM file.',
  videoTooLarge: (maxBytes: number = ORDER_RULES.exchangeVideoMaxBytes) =>
    `The video is larger than ${megabytes(maxBytes)} MB. Please trim it or record at a lower quality.`,
  multipartOnly: 'Send the report as a form with the reason and the video (multipart/form-data).',
  notFound: 'Exchange request not found.',
  badRange: 'The requested part of the video is past its end.',
  decided: 'This exchange request has already been decided.',
} as const;

const EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

function toView(row: repo.ExchangeRow, orderNumber: string, productName: string): ExchangeRequest {
  return {
    id: row.id,
    orderNumber,
    lineId: row.orderLineId,
    productName,
    status: row.status,
    reason: row.reason,
    videoUrl: `/api/exchanges/${row.id}/video`,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
  };
}

/**
 * May this line be reported damaged now? Checked before the upload is read, so a refused request
 * stores nothing: the member's order (404 otherwise), delivered, within 48 hours, not reported yet.
 */
export async function exchangeableLine(
  db: DbOrTx,
  userId: string,
  orderNumber: string,
  lineId: string,
  now = new Date(),
) {
  const found = await repo.lineOfOrder(db, userId, orderNumber, lineId);
  if (!found) throw notFound(EXCHANGE_MESSAGES.lineNotFound);
  const { order, line } = found;
  if (order.status !== 'delivered' || !order.deliveredAt) throw badRequest(EXCHANGE_MESSAGES.notDelivered);
  if (now.getTime() - order.deliveredAt.getTime() > ORDER_RULES.exchangeWindowHours * 3_600_000) {
    throw badRequest(EXCHANGE_MESSAGES.tooLate);
  }
  if (await repo.findForLine(db, line.id)) throw new AppError('CONFLICT', EXCHANGE_MESSAGES.already);
  return { order, line };
}

/**
 * Store the unboxing video (streamed, at most 100 MB): its storage key, size and type. The type is the
 * one its first bytes show (an MP4, MOV or WebM signature), not the one the upload declared: anything
 * else is refused and nothing is stored.
 */
export async function storeVideo(
  storage: Storage,
  declared: string,
  upload: Readable,
  maxBytes: number = ORDER_RULES.exchangeVideoMaxBytes,
) {
  const refuse = () => badRequest(EXCHANGE_MESSAGES.videoType, { video: [EXCHANGE_MESSAGES.videoType] });
  if (!EXTENSIONS[declared]) {
    upload.resume();
    throw refuse();
  }
  const { type: mimetype, body } = await sniffVideo(upload);
  if (!mimetype) {
    body.resume();
    throw refuse();
  }
  const ext = EXTENSIONS[mimetype]!;
  const key = `exchanges/${new Date().getUTCFullYear()}/${randomUUID()}.${ext}`;
  try {
    const { bytes } = await storage.put(key, body, {
      maxBytes,
      contentType: mimetype,
    });
    return { key, bytes, type: mimetype };
  } catch (error) {
    if (error instanceof TooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', EXCHANGE_MESSAGES.videoTooLarge(maxBytes), {
        video: [EXCHANGE_MESSAGES.videoTooLarge(maxBytes)],
      });
    }
    throw error;
  }
}

/**
 * Record the request with its stored video; a refusal removes the video again (nothing half-written).
 * The 48 hours are judged at `reportedAt`, when the report arrived: a slow 100 MB upload that began in
 * time is not refused because it finished a few minutes after the window closed.
 */
export async function recordExchange(
  db: Db,
  storage: Storage,
  input: {
    userId: string;
    orderNumber: string;
    lineId: string;
    reason: string | undefined;
    video: { key: string; bytes: number; type: string } | undefined;
    reportedAt: Date;
  },
): Promise<ExchangeRequest> {
  const { video } = input;
  try {
    const reason = input.reason?.trim() ?? '';
    if (!reason || reason.length > 1000)
      throw badRequest(EXCHANGE_MESSAGES.reason, { reason: [EXCHANGE_MESSAGES.reason] });
    if (!video) throw badRequest(EXCHANGE_MESSAGES.videoMissing, { video: [EXCHANGE_MESSAGES.videoMissing] });
    const { order, line } = await exchangeableLine(
      db,
      input.userId,
      input.orderNumber,
      input.lineId,
      input.reportedAt,
    );
    const row = await repo.insert(db, {
      orderId: order.id,
      orderLineId: line.id,
      userId: input.userId,
      reason,
      videoKey: video.key,
      videoType: video.type,
      videoBytes: video.bytes,
    });
    if (!row) throw new AppError('CONFLICT', EXCHANGE_MESSAGES.already);
    return toView(row, order.number, line.name);
  } catch (error) {
    if (video) await storage.remove(video.key);
    throw error;
  }
}

/** The video (or the asked `range` of it), for its owner or staff (404 for anyone else). */
export async function videoOf(
  db: Db,
  storage: Storage,
  id: string,
  viewer: { userId: string; isAdmin: boolean },
  range?: ByteRange,
) {
  const found = await repo.find(db, id);
  if (!found || (!viewer.isAdmin && found.exchange.userId !== viewer.userId))
    throw notFound(EXCHANGE_MESSAGES.notFound);
  const file = await storage.open(found.exchange.videoKey, range);
  if (!file) throw notFound(EXCHANGE_MESSAGES.notFound);
  return { ...file, type: found.exchange.videoType };
}

export async function listExchanges(db: Db, status?: 'requested' | 'approved' | 'declined') {
  return (await repo.list(db, status, 200)).map((r) => toView(r.exchange, r.orderNumber, r.productName));
}

/**
 * The staff's decision, once; the member hears of it as they chose for order updates (kind 'orders',
 * e-mail and/or SMS). A failed notice is logged: the decision stands.
 */
export async function decideExchange(
  deps: ExchangeDeps,
  id: string,
  staffId: string,
  status: 'approved' | 'declined',
  note?: string,
) {
  const found = await repo.find(deps.db, id);
  if (!found) throw notFound(EXCHANGE_MESSAGES.notFound);
  const decisionNote = note?.trim() || null;
  // The decision and its audit record commit together; the conditional update makes it happen once.
  const row = await deps.db.transaction(async (tx) => {
    const decided = await repo.decide(tx, id, status, staffId, decisionNote);
    if (!decided) return undefined;
    await audit.record(tx, {
      actor: { id: staffId, role: 'admin' },
      action: 'exchange.decide',
      subject: { type: 'exchange', id },
      summary: `Order ${found.orderNumber}: the exchange of ${found.productName} ${status === 'approved' ? 'accepted' : 'declined'}`,
      before: { status: 'requested' },
      after: { status, ...(decisionNote ? { note: decisionNote } : {}) },
    });
    return decided;
  });
  if (!row) throw new AppError('CONFLICT', EXCHANGE_MESSAGES.decided);
  const url = `${deps.origin}/orders/${encodeURIComponent(found.orderNumber)}`;
  try {
    await accounts.notifyMember(deps, {
      userId: row.userId,
      kind: 'orders',
      compose: (locale) => ({
        email: exchangeDecisionEmail(
          { status, note: row.decisionNote },
          found.orderNumber,
          found.productName,
          url,
          locale,
        ),
        sms: exchangeDecisionSms(status, found.orderNumber, url, locale),
      }),
    });
  } catch (err) {
    deps.log.error({ err, exchangeId: id }, 'an exchange decision notice could not be sent');
  }
  return toView(row, found.orderNumber, found.productName);
}

/** Exchange requests of an order, by line (the order page shows their status). */
export async function exchangesForOrder(db: DbOrTx, orderId: string) {
  const rows = await repo.ofOrder(db, orderId);
  return new Map(
    rows.map((r) => [r.orderLineId, { id: r.id, status: r.status, decisionNote: r.decisionNote }]),
  );
}
