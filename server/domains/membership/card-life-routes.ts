import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardLife, cardPaymentBody, cardPaymentCheckout } from '../../../contracts/membership.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireUser } from '../../plugins/session.ts';
import { type BuyersBetween, type BuyersIn, runCardLife, type SignaturePurchasesIn } from './card-life.ts';
import { cardLifeOf, reEntryHandler, renewalHandler, startCardPayment } from './card-payments.ts';

/**
 * The card's life (card-life.ts): the job, where the member's card stands, the re-entry fee and the
 * Platinum renewal (card-payments.ts).
 */
const cardLifeRoutes: FastifyPluginAsyncZod<{
  buyersBetween: BuyersIn;
  signaturePurchases: SignaturePurchasesIn;
}> = async (app, opts) => {
  const buyersBetween: BuyersBetween = (range, kind, userId, awaitingAt) =>
    opts.buyersBetween(app.db, range, kind, userId, awaitingAt);
  const origin = app.config.publicOrigin;
  const deps = { db: app.db, notifier: app.notifier, log: app.log, buyersBetween, origin };

  // A few times a day: reminders from the 25th, inactive from the 1st, Platinum's year (re-runs do nothing).
  app.jobs.register({
    name: 'membership.card-life-cycle',
    everyMs: 3 * 60 * 60 * 1000,
    run: (now) => runCardLife(deps, now),
  });
  app.paymentHandlers.register('re_entry', reEntryHandler(deps));
  app.paymentHandlers.register('renewal', renewalHandler(deps));

  app.get(
    '/api/membership/card-life',
    {
      onRequest: requireUser,
      schema: {
        tags: ['membership'],
        summary:
          "Where the member's card stands: this month's LIMITED-EDITION purchase, Platinum's year, what would reactivate it, its history",
        response: { 200: cardLife, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      cardLifeOf({ ...deps, signaturePurchases: opts.signaturePurchases }, request.user.userId),
  );

  app.post(
    '/api/membership/card-payment',
    {
      onRequest: requireUser,
      schema: {
        tags: ['membership'],
        summary: 'Open the re-entry fee (an inactive Premium or Gold card) or the Platinum renewal',
        body: cardPaymentBody,
        response: { 200: cardPaymentCheckout, ...errorResponses(400, 401, 403, 503) },
      },
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request) =>
      startCardPayment({ db: app.db, gateway: app.payments }, request.user.userId, request.body.kind),
  );
};

export default cardLifeRoutes;
