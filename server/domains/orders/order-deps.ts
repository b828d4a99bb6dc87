import type { Db } from '../../db/client.ts';
import type { Log } from '../../lib/logger.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import type { PaymentGateway } from '../../lib/payments/gateway.ts';
import type * as accounts from '../accounts/service.ts';

/** What an order's life needs from outside: the database, the gateway, the notifier, the log, the shop's address. */
export interface OrderDeps {
  db: Db;
  gateway: PaymentGateway;
  notifier: Notifier;
  log: Log;
  /** The shop's address for links in e-mails (https://roslis.in). */
  origin: string;
  /** Whether the member opted in to WhatsApp for order updates (accounts.notifyMember's default otherwise). */
  wantsWhatsApp?: accounts.WantsWhatsApp;
}
