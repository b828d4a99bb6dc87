import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as payments from '../payments/service.ts';
import advisorAdminRoutes from './admin-routes.ts';
import commissionRoutes from './commission-routes.ts';
import { reverseForPayment } from './commissions.ts';
import advisorPortalRoutes from './portal-routes.ts';
import statsRoutes from './stats-routes.ts';

/**
 * The advisors domain's routes: the back office's Fashion Advisors, Overview and Performance tabs,
 * payouts and the decisions on flagged commissions; and the advisor's own dashboard (portal-routes.ts).
 */
const advisorsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A refunded joining fee or upgrade reverses its commission, in the refund's transaction.
  payments.onRefunded('advisors.commissions', reverseForPayment);
  await app.register(advisorAdminRoutes);
  await app.register(commissionRoutes);
  await app.register(statsRoutes);
  await app.register(advisorPortalRoutes);
};

export default advisorsRoutes;
