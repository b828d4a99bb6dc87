import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg91DlrBody, msg91DlrParams, msg91DlrResponse } from '../../../contracts/delivery-reports.ts';
import { errorResponses } from '../../lib/replies.ts';
import * as service from './service.ts';

/** The SMS provider's delivery reports; app.ts registers this domain only with SMS_PROVIDER=msg91. */
const deliveryReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const sms = app.config.sms;
  if (sms.provider !== 'msg91') return;
  app.post(
    '/api/notify/msg91/dlr/:token',
    {
      schema: {
        tags: ['notify'],
        summary: "MSG91's SMS delivery reports (webhook v3, JSON); the path's token is MSG91_DLR_TOKEN",
        params: msg91DlrParams,
        body: msg91DlrBody,
        response: { 200: msg91DlrResponse, ...errorResponses(400, 403, 429) },
      },
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    async (request) => {
      const reports = Array.isArray(request.body) ? request.body : [request.body];
      return service.receiveMsg91Reports(app.db, sms.dlrToken, request.params.token, reports);
    },
  );
};

export default deliveryReportRoutes;
