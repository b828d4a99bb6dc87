import type {
  PaymentPurpose,
  PaymentStatusResponse,
  VerifyPaymentResponse,
} from '../../../contracts/payments.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { payments } from '../../db/schema/index.ts';

export type Payment = typeof payments.$inferSelect;

/** What the owner made of a paid payment, inside the settlement transaction. */
export type SettleOutcome =
  /** Settled: `created` when this call did the owner's work (false when it was already done). */
  | { kind: 'settled'; userId: string | null; created: boolean }
  /**
   * Paid, but the owner could not honour it (e.g. the contact already has an account): refund it.
   * `detail` goes to the payment's record, `message` to the person who paid.
   */
  | { kind: 'conflict'; detail: string; message: string };

export interface ClaimProblem {
  message: string;
  /** The request field it concerns (for the form), and what to record. */
  field?: string;
  detail: string;
}

/** What the paying browser learns after a verified payment (beyond `success`). */
export type NextStep = Omit<VerifyPaymentResponse, 'success'>;

/** What the status poll adds for the payment's owner. */
export type OwnerView = Omit<PaymentStatusResponse, 'status'>;

/**
 * A domain that sells something through payments registers one handler for its purpose. Payments
 * verifies signatures and webhooks once, locks the payment, marks it paid and then calls the handler in
 * the same transaction: payments never imports the domains it serves.
 */
export interface PaymentHandler {
  /**
   * Before settling a verified checkout result: a purpose-specific check of what the browser claims
   * (e.g. the plan it thinks it paid for). Answers a problem, or undefined when the claim fits.
   */
  checkClaim?(payment: Payment, claim: Record<string, unknown>): Promise<ClaimProblem | undefined>;
  /**
   * Before a payment by the gateway's EMI method over `months` (the sandbox's plan picker): whether the
   * owner offers it for this payment. Answers a problem (refused with a 400), or undefined. An owner
   * without it offers no EMI.
   */
  checkEmi?(payment: Payment, months: number): Promise<ClaimProblem | undefined>;
  /**
   * With the payment locked and marked paid. Must be idempotent: a replay answers created: false.
   * `fresh` is true for the call that marked this payment paid (its first settlement), false for a
   * replay (a second verify, a webhook after the browser), so an owner can tell "this payment already
   * did it" from "another payment already did it" (which is refunded).
   */
  settle(tx: DbOrTx, payment: Payment, now: Date, fresh: boolean): Promise<SettleOutcome>;
  /** After the commit, once, when settle answered created: e.g. the receipt. Never undoes the payment. */
  afterSettled?(payment: Payment): Promise<void>;
  /** After the commit of a payment the owner could not honour (settle answered conflict): e.g. a refund's receipt. */
  afterConflict?(payment: Payment): Promise<void>;
  /** The verify answer's purpose-specific part, for a settled payment. */
  nextStep(payment: Payment): Promise<NextStep>;
  /**
   * For the status poll: the next step, but only for the browser that proves it owns the payment with
   * `ownerToken` (undefined otherwise: a stranger learns only the status).
   */
  ownerView?(payment: Payment, ownerToken: string | undefined): Promise<OwnerView | undefined>;
  /**
   * For a payment made before there is an account (the joining fee): whether `ownerToken` proves the
   * caller is its payer. Payments that belong to a user are the signed-in user's only.
   */
  isPayer?(payment: Payment, ownerToken: string | undefined): Promise<boolean>;
}

/** The handlers of one app, by purpose. Each purpose has exactly one owner. */
export class PaymentHandlers {
  readonly #handlers = new Map<PaymentPurpose, PaymentHandler>();

  register(purpose: PaymentPurpose, handler: PaymentHandler) {
    if (this.#handlers.has(purpose))
      throw new Error(`a payment handler for ${purpose} is already registered`);
    this.#handlers.set(purpose, handler);
  }

  get(purpose: PaymentPurpose): PaymentHandler {
    const handler = this.#handlers.get(purpose);
    if (!handler) throw new Error(`no payment handler is registered for ${purpose}`);
    return handler;
  }
}
