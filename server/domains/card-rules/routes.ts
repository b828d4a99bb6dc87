import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardRulesBody, cardRulesList } from '../../../contracts/card-rules.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireRole } from '../../plugins/session.ts';
import * as service from './service.ts';

export interface CardRulesRouteOptions {
  /** The audit trail's writer (audit ranks beside card-rules, so app.ts hands it in). */
  record: service.RecordChange;
}

/** Card rules in the back office: admins read and change the card's figures. */
const cardRulesRoutes: FastifyPluginAsyncZod<CardRulesRouteOptions> = async (app, options) => {
  app.get(
    '/api/admin/card-rules',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: "The card's figures: label, unit, value in force, default and last change",
        response: { 200: cardRulesList, ...errorResponses(401, 403) },
      },
    },
    async () => service.rulesForStaff(app.db),
  );

  app.put(
    '/api/admin/card-rules',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: "Change some of the card's figures (audited); answers every figure",
        body: cardRulesBody,
        response: { 200: cardRulesList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      service.updateRules(
        app.db,
        request.body,
        { id: request.user.userId, role: request.user.role },
        options.record,
      ),
  );
};

export default cardRulesRoutes;
