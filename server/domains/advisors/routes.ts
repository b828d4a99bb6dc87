import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import advisorAdminRoutes from './admin-routes.ts';

/** The advisors domain's routes: the back office's Fashion Advisors tab. */
const advisorsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(advisorAdminRoutes);
};

export default advisorsRoutes;
