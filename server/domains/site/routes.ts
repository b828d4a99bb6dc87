import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteInfo } from '../../../contracts/site.ts';

/** Public, configurable facts the web pages show (the careers page's Apply address, whether /register offers a phone). */
const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site',
    { schema: { tags: ['site'], summary: 'Configurable public facts', response: { 200: siteInfo } } },
    async () => ({ hrEmail: app.config.hrEmail, phoneSignup: app.config.phoneSignup }),
  );
};

export default siteRoutes;
