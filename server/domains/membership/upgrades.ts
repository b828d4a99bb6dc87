import {
  INVITATION_MESSAGES,
  type TierId,
  UPGRADE_MESSAGES,
  type UpgradeCheckout,
  type UpgradeQuote,
} from '../../../contracts/membership.ts';
import { formatPaise, paiseToPrice } from '../../../contracts/money.ts';
import type { Db } from '../../db/client.ts';
import { addYears } from '../../lib/calendar.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { Log } from '../../lib/logger.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import { inLanguage, planName, renderEmail, type Versions } from '../../lib/notify/templates.ts';
import type { PaymentGateway } from '../../lib/payments/gateway.ts';
import type { PaymentHandler } from '../../lib/payments/handlers.ts';
import * as accounts from '../accounts/service.ts';
import * as advisors from '../advisors/service.ts';
import * as payments from '../payments/service.ts';
import { setPlanExpiry } from './card-life-repo.ts';
import { claimInvitation, usableInvitation } from './invitations.ts';
import { invitationPaidBy } from './invitations-repo.ts';
import * as repo from './repo.ts';

type EmailWords = Parameters<typeof renderEmail>[0];

/**
 * Upgrading a card (the card's prices are rows of the tiers table): Premium to Gold costs the difference of the two prices in the
 * tiers table. The plan changes only when the payment is verified (browser or webhook), once; a card
 * that changed meanwhile is not touched and the payment is flagged for a refund. Platinum is by
 * invitation; there are no downgrades.
 */
export async function quoteUpgrade(
  db: Db,
  userId: string,
  to: TierId,
  invite?: string,
): Promise<UpgradeQuote & { amountPaise: number; invitationId?: string }> {
  const account = await repo.findAccount(db, userId);
  if (account?.cardStatus !== 'active' || account.currentPlan === 'none')
    throw new AppError('FORBIDDEN', UPGRADE_MESSAGES.noCard);
  const from = account.currentPlan as TierId;
  if (from === to) throw badRequest(UPGRADE_MESSAGES.same, { plan: [UPGRADE_MESSAGES.same] });
  const [current, target] = await Promise.all([repo.findTier(db, from), repo.findTier(db, to)]);
  if (!target || target.sandboxOnly || !current)
    throw badRequest(UPGRADE_MESSAGES.unavailable, { plan: [UPGRADE_MESSAGES.unavailable] });
  if (target.pricePaise <= current.pricePaise)
    throw badRequest(UPGRADE_MESSAGES.downgrade, { plan: [UPGRADE_MESSAGES.downgrade] });
  if (target.invitationOnly) {
    if (!invite)
      throw badRequest(UPGRADE_MESSAGES.invitationOnly, { plan: [UPGRADE_MESSAGES.invitationOnly] });
    // By invitation the card's price is paid in full (the invitation e-mail says so).
    const invitation = await usableInvitation(db, userId, invite);
    return {
      from,
      to,
      fromPrice: paiseToPrice(current.pricePaise),
      toPrice: paiseToPrice(target.pricePaise),
      difference: paiseToPrice(target.pricePaise),
      byInvitation: true,
      amountPaise: target.pricePaise,
      invitationId: invitation.id,
    };
  }
  const amountPaise = target.pricePaise - current.pricePaise;
  return {
    from,
    to,
    fromPrice: paiseToPrice(current.pricePaise),
    toPrice: paiseToPrice(target.pricePaise),
    difference: paiseToPrice(amountPaise),
    amountPaise,
  };
}

/** userId:from:to:nonce, or userId:from:platinum:inv_<invitation id> through an invitation. */
const referenceOf = (userId: string, from: TierId, to: TierId, invitationId?: string) =>
  `${userId}:${from}:${to}:${invitationId ? `inv_${invitationId}` : crypto.randomUUID()}`;
function parseReference(reference: string) {
  const [userId, from, to, tail] = reference.split(':') as [string, TierId, TierId, string];
  return { userId, from, to, invitationId: tail?.startsWith('inv_') ? tail.slice(4) : undefined };
}

/** Raised inside the opening transaction when another request opened this upgrade first. */
class OpenUpgrade extends Error {
  constructor(readonly paymentId: string) {
    super('an open upgrade payment exists');
  }
}

export async function startUpgrade(
  deps: { db: Db; gateway: PaymentGateway },
  userId: string,
  to: TierId,
  invite?: string,
): Promise<UpgradeCheckout> {
  const { amountPaise, invitationId, ...quote } = await quoteUpgrade(deps.db, userId, to, invite);
  const checkout = (id: string, opened: { provider: UpgradeCheckout['provider']; keyId: string | null }) => ({
    ...quote,
    id,
    amount: amountPaise,
    currency: 'INR' as const,
    provider: opened.provider,
    keyId: opened.keyId,
  });
  // One open upgrade per member: a second request (another tab, a double click) pays the same one.
  const open = {
    purpose: 'upgrade' as const,
    userId,
    referencePrefix: `${userId}:${quote.from}:${quote.to}:`,
    amountPaise,
  };
  const existing = await payments.findOpenPayment(deps.db, open);
  if (existing) return checkout(existing.id, deps.gateway);
  try {
    const opened = await payments.openPayment(
      deps,
      {
        purpose: 'upgrade',
        reference: referenceOf(userId, quote.from, quote.to, invitationId),
        amountPaise,
        userId,
        notes: { from: quote.from, to: quote.to },
        label: `upgrade ${quote.from} to ${quote.to}`,
      },
      async (tx, openingId) => {
        await payments.lockOpeningFor(tx, `upgrade:${userId}`);
        const raced = await payments.findOpenPayment(tx, { ...open, exceptId: openingId });
        if (raced) throw new OpenUpgrade(raced.id);
      },
    );
    return checkout(opened.id, opened);
  } catch (error) {
    if (error instanceof OpenUpgrade) return checkout(error.paymentId, deps.gateway);
    throw error;
  }
}

export function upgradeHandler(deps: { db: Db; notifier: Notifier; log: Log }): PaymentHandler {
  return {
    async settle(tx, payment, now, fresh) {
      const { userId, from, to, invitationId } = parseReference(payment.reference);
      const account = await repo.lockAccount(tx, userId);
      if (account?.currentPlan === to) {
        // A replay of this payment (it made the change); or the card got there by another payment: this
        // one is not the change, is never counted, and is refunded.
        const replay = !fresh && (invitationId ? await invitationPaidBy(tx, invitationId, payment.id) : true);
        return replay
          ? { kind: 'settled', userId, created: false }
          : {
              kind: 'conflict',
              detail: `already ${to}: refund it`,
              message: invitationId ? INVITATION_MESSAGES.used : UPGRADE_MESSAGES.planChanged,
            };
      }
      if (account?.currentPlan !== from) {
        return {
          kind: 'conflict',
          detail: `the card is ${account?.currentPlan ?? 'missing'}, not ${from}: upgrade not applied, refund it`,
          message: UPGRADE_MESSAGES.planChanged,
        };
      }
      if (invitationId) {
        if (!(await claimInvitation(tx, invitationId, payment.id, now)))
          return {
            kind: 'conflict',
            detail: `invitation ${invitationId} already used or revoked: refund it`,
            message: INVITATION_MESSAGES.used,
          };
        // Platinum runs a year at a time (card-life.ts renews it).
        await setPlanExpiry(tx, userId, addYears(now, 1), now);
      }
      await repo.setPlan(tx, userId, to, now);
      // The commission of the advisor who brought the member, in this transaction (once per payment).
      await advisors.recordUpgradeCommission(tx, {
        userId,
        paymentId: payment.id,
        amountPaise: payment.amountPaise,
        now,
      });
      return { kind: 'settled', userId, created: true };
    },
    async afterSettled(payment) {
      const { userId, to } = parseReference(payment.reference);
      const amount = formatPaise(payment.amountPaise);
      const versions: Versions<(plan: string) => { email: EmailWords; sms: string }> = {
        en: (plan) => ({
          email: {
            subject: `Welcome to ${plan}`,
            preheader: `Your card is now ${plan}.`,
            heading: `Your card is now ${plan}`,
            paragraphs: [
              `We received ${amount} and upgraded your card to ${plan}. Its benefits apply from today.`,
            ],
          },
          sms: `Roslis: we received ${amount}. Your card is now ${plan}; its benefits apply from today.`,
        }),
        ml: (plan) => ({
          email: {
            locale: 'ml',
            subject: `${plan} കാർഡിലേക്കു സ്വാഗതം`,
            preheader: `നിങ്ങളുടെ കാർഡ് ഇപ്പോൾ ${plan} ആണ്.`,
            heading: `നിങ്ങളുടെ കാർഡ് ഇപ്പോൾ ${plan} ആണ്`,
            paragraphs: [
              `${amount} ലഭിച്ചു; നിങ്ങളുടെ കാർഡ് ${plan} ആയി അപ്ഗ്രേഡ് ചെയ്തു. അതിന്റെ ആനുകൂല്യങ്ങൾ ഇന്നു മുതൽ ലഭിക്കും.`,
            ],
          },
          sms: `Roslis: ${amount} ലഭിച്ചു. നിങ്ങളുടെ കാർഡ് ഇപ്പോൾ ${plan} ആണ്; ആനുകൂല്യങ്ങൾ ഇന്നു മുതൽ.`,
        }),
      };
      await accounts.notifyMember(deps, {
        userId,
        kind: 'membership',
        // A receipt for money taken: sent whatever the member chose (by text when there is no e-mail).
        always: true,
        compose: (locale) => {
          // The card's name in her language where the message has a version in it.
          const words = inLanguage(versions, locale)(planName(to, versions[locale] ? locale : 'en'));
          return { email: renderEmail(words.email), sms: words.sms };
        },
      });
    },
    async nextStep(payment) {
      const { userId } = parseReference(payment.reference);
      return { needsPasswordSetup: false, userId, token: null };
    },
  };
}
