import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageBody } from '../../../contracts/locale.ts';
import { notFound } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireUser } from '../../plugins/session.ts';
import { setLocale } from './repo.ts';

/**
 * The member's language (Account Settings, Language; the switch while signed in): the web app shows it
 * on her devices that have no choice of their own, and her e-mails, SMS and pushes are written in it.
 */
const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/user/language',
    {
      onRequest: requireUser,
      schema: {
        tags: ['accounts'],
        summary: "Save the member's language ('en' or 'ml') for the shop and her messages",
        body: languageBody,
        response: { 200: languageBody, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const saved = await setLocale(app.db, request.user.userId, request.body.locale);
      if (!saved?.locale) throw notFound('No account with this id.');
      return { locale: saved.locale };
    },
  );
};

export default languageRoutes;
