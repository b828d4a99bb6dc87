import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardVerification, memberCard } from '../../../contracts/membership.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireUser } from '../../plugins/session.ts';
import { memberCardOf, reissueCard, verifyCard } from './card.ts';

/** The digital card (card.ts): the member's own card, reissuing it, and the public QR check. */
const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    db: app.db,
    secret: app.config.cardSigningSecret,
    origin: app.config.publicOrigin,
  });

  app.get(
    '/api/membership/card',
    {
      onRequest: requireUser,
      schema: {
        tags: ['membership'],
        summary: "The member's digital card: number, holder, tier, status and the QR code's signed link",
        response: { 200: memberCard, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return memberCardOf(deps(), request.user.userId);
    },
  );

  app.post(
    '/api/membership/card/reissue',
    {
      onRequest: requireUser,
      schema: {
        tags: ['membership'],
        summary: 'Reissue the card: every QR link made before stops working',
        response: { 200: memberCard, ...errorResponses(401, 404) },
      },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request) => reissueCard(deps(), request.user.userId),
  );

  app.get(
    '/api/verify-card/:token',
    {
      schema: {
        tags: ['membership'],
        summary: 'For store staff scanning a card: active or inactive and the first name, nothing else',
        // Any token, even a cut-off one, is read by readCardToken: a link that is not valid is one 404.
        params: z.object({ token: z.string() }),
        response: { 200: cardVerification, ...errorResponses(404) },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      reply.header('X-Robots-Tag', 'noindex');
      return verifyCard(app.db, app.config.cardSigningSecret, request.params.token);
    },
  );
};

export default cardRoutes;
