import type { TierId } from '../../../contracts/membership.ts';
import { formatPaise, paiseToPrice } from '../../../contracts/money.ts';
import type { CreateOrderResponse } from '../../../contracts/payments.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { safeEqual, sha256 } from '../../lib/crypto.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { Log } from '../../lib/logger.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import { paymentReceivedEmail, paymentReceivedSms, planName } from '../../lib/notify/templates.ts';
import type { PaymentGateway } from '../../lib/payments/gateway.ts';
import type { NextStep, Payment, PaymentHandler } from '../../lib/payments/handlers.ts';
import * as accounts from '../accounts/service.ts';
import * as advisors from '../advisors/service.ts';
import { verifiedContact } from '../identity/service.ts';
import * as membership from '../membership/service.ts';
import * as payments from '../payments/service.ts';
import * as sales from '../sales/service.ts';
import * as repo from './repo.ts';
import { requireReferrer } from './service.ts';

/**
 * The joining flow's money step: onboarding owns the sequence. A verified contact
 * referred by an active advisor (or sales person) opens a joining request and its payment (purpose joining_fee); when the
 * payment is settled, this domain's handler makes the account (accounts), the card account and the
 * application (membership) and the advisor's referral (advisors) or the sales person's registration (sales), exactly once.
 */
export const MESSAGES = {
  verificationExpired: 'Your verification has expired. Please verify your email or phone again.',
  accountExists: 'You already have an account. Please login to upgrade your membership.',
  planUnavailable: 'This membership plan is not available. Please choose another plan.',
  invitationOnly: 'Platinum is by invitation only. Please choose Premium or Gold.',
  planMismatch: 'The plan does not match this payment. Please contact support.',
  contactTaken:
    'An account with this email or phone was created meanwhile. Your payment will be refunded; please contact support.',
} as const;

export interface JoiningDeps {
  db: Db;
  gateway: PaymentGateway;
  notifier: Notifier;
  log: Log;
}

export interface StartJoiningInput {
  plan: TierId;
  verificationToken: string;
  referralCode: string;
  /** lib/device.ts deviceHash of the browser opening the payment (for the referral checks). */
  deviceHash?: string | null;
}

/**
 * Open a joining-fee payment for a verified contact referred by an active advisor. The amount is the
 * tier's price from the table (prices are the server's: whatever the client sends is ignored). The request,
 * the payment and its 'create-order' event are stored together.
 */
export async function startJoiningPayment(
  deps: Pick<JoiningDeps, 'db' | 'gateway'>,
  input: StartJoiningInput,
  offer: { testTier: boolean } = { testTier: false },
): Promise<CreateOrderResponse> {
  const { db, gateway } = deps;
  const contact = await verifiedContact(db, input.verificationToken);
  if (!contact) throw badRequest(MESSAGES.verificationExpired);
  const referrer = await requireReferrer(db, input.referralCode);
  const contactFields = contact.channel === 'email' ? { email: contact.contact } : { phone: contact.contact };
  if (await accounts.contactExists(db, contactFields))
    throw new AppError('CONFLICT', MESSAGES.accountExists).keyed('onboarding.accountExists');

  const tier = await membership.findTier(db, input.plan);
  if (!tier || tier.invitationOnly || !tier.purchasable) {
    const message = tier?.invitationOnly ? MESSAGES.invitationOnly : MESSAGES.planUnavailable;
    throw badRequest(message, { plan: [message] });
  }
  // The ₹1 test tier only when PAYMENTS_TEST_TIER asks for it, and only with the sandbox gateway.
  if (tier.sandboxOnly && !(offer.testTier && gateway.provider === 'sandbox')) {
    throw badRequest(MESSAGES.planUnavailable, { plan: [MESSAGES.planUnavailable] });
  }

  const requestId = crypto.randomUUID();
  const opened = await payments.openPayment(
    deps,
    {
      purpose: 'joining_fee',
      reference: requestId,
      amountPaise: tier.pricePaise,
      notes: { plan: input.plan, [referrer.advisorCodeId ? 'advisor' : 'salesPerson']: referrer.code },
      label: input.plan,
    },
    async (tx) => {
      await repo.insertJoiningRequest(tx, {
        id: requestId,
        plan: input.plan,
        channel: contact.channel,
        contact: contact.contact,
        verificationTokenHash: sha256(input.verificationToken),
        advisorCodeId: referrer.advisorCodeId,
        salesPersonId: referrer.salesPersonId,
        deviceHash: input.deviceHash ?? null,
      });
    },
  );
  return {
    id: opened.id,
    amount: opened.amountPaise,
    currency: 'INR',
    price: paiseToPrice(opened.amountPaise),
    plan: input.plan,
    provider: opened.provider,
    keyId: opened.keyId,
  };
}

async function requestOf(db: DbOrTx, payment: Payment) {
  const request = await repo.findJoiningRequest(db, payment.reference);
  if (!request) throw new Error(`payment ${payment.id} has no joining request ${payment.reference}`);
  return request;
}

/** The joining fee's handler, registered with payments for purpose joining_fee. */
export function joiningFeeHandler(deps: JoiningDeps): PaymentHandler {
  /** What the paying browser needs next: a password-setup token while the account has no password. */
  async function nextStepFor(userId: string): Promise<NextStep> {
    const needsPasswordSetup = !(await accounts.hasPassword(deps.db, userId));
    const token = needsPasswordSetup ? await accounts.issuePasswordToken(deps.db, userId, 'setup') : null;
    return { needsPasswordSetup, userId, token };
  }

  return {
    async checkClaim(payment, claim) {
      const request = await requestOf(deps.db, payment);
      if (claim.plan === undefined || claim.plan === request.plan) return undefined;
      return {
        message: MESSAGES.planMismatch,
        field: 'plan',
        detail: `plan ${String(claim.plan)} sent for an order of ${request.plan}`,
      };
    },

    /** The applicant's user, card account, application and advisor referral, once. */
    async settle(tx, payment, now) {
      const request = await requestOf(tx, payment);
      if (request.userId) return { kind: 'settled', userId: request.userId, created: false };
      const userId = await accounts.createVerifiedUser(
        tx,
        request.channel === 'email' ? { email: request.contact } : { phone: request.contact },
      );
      if (!userId) {
        return {
          kind: 'conflict',
          detail: `an account with this ${request.channel === 'email' ? 'e-mail' : 'phone'} already exists, so no application was made: refund the payment`,
          message: MESSAGES.contactTaken,
        };
      }
      const applicationId = await membership.openApplication(tx, {
        userId,
        orderId: payment.id,
        plan: request.plan,
        amountPaise: payment.amountPaise,
        advisorCodeId: request.advisorCodeId,
        salesPersonId: request.salesPersonId,
        now,
      });
      // The registration counts for whoever referred the applicant: an advisor (with its referral checks
      // and the joining fee's commission) or a sales person, in this transaction.
      if (request.advisorCodeId) {
        await advisors.recordReferral(tx, {
          advisorCodeId: request.advisorCodeId,
          applicationId,
          userId,
          paymentId: payment.id,
          amountPaise: payment.amountPaise,
          email: request.channel === 'email' ? request.contact : null,
          phone: request.channel === 'sms' ? request.contact : null,
          deviceHash: request.deviceHash,
          now,
        });
      } else if (request.salesPersonId) {
        const referral = { applicationId, userId, amountPaise: payment.amountPaise, now };
        await sales.recordRegistration(tx, { salesPersonId: request.salesPersonId, ...referral });
      }
      await repo.setJoiningUser(tx, request.id, userId);
      return { kind: 'settled', userId, created: true };
    },

    /**
     * E-mail (or text) the applicant that the fee arrived: a receipt for money taken, sent to the contact
     * they verified, directly (no notification choices exist before the application). In the applicant's
     * saved language, English when she has none (an account made as the fee arrived has none yet).
     */
    async afterSettled(payment) {
      const request = await requestOf(deps.db, payment);
      const applicant = request.userId ? await accounts.findContact(deps.db, request.userId) : undefined;
      const locale = applicant?.locale ?? 'en';
      const amount = formatPaise(payment.amountPaise);
      const plan = planName(request.plan, locale);
      if (request.channel === 'email') {
        await deps.notifier.email({ to: request.contact, ...paymentReceivedEmail(plan, amount, locale) });
      } else {
        await deps.notifier.sms({ to: request.contact, text: paymentReceivedSms(plan, amount, locale) });
      }
    },

    async nextStep(payment) {
      const request = await requestOf(deps.db, payment);
      if (!request.userId) throw new Error(`joining payment ${payment.id} is settled without a user`);
      return nextStepFor(request.userId);
    },

    /** Only the browser holding the request's verification token learns more than the status. */
    async isPayer(payment, ownerToken) {
      if (ownerToken === undefined) return false;
      const request = await requestOf(deps.db, payment);
      return safeEqual(sha256(ownerToken), request.verificationTokenHash);
    },
    async ownerView(payment, ownerToken) {
      const request = await requestOf(deps.db, payment);
      const isOwner =
        ownerToken !== undefined && safeEqual(sha256(ownerToken), request.verificationTokenHash);
      if (!isOwner || !request.userId) return undefined;
      return { plan: request.plan as TierId, ...(await nextStepFor(request.userId)) };
    },
  };
}
