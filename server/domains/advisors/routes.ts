import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import advisorAdminRoutes from './admin-routes.ts';
import statsRoutes from './stats-routes.ts';

/** The advisors domain's routes: the back office's Fashion Advisors, Overview and Performance tabs. */
const advisorsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(advisorAdminRoutes);
  await app.register(statsRoutes);
};

export default advisorsRoutes;
