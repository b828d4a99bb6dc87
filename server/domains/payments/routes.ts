import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { Gauge } from 'prom-client';
import { z } from 'zod';
import {
  ORDER_OWNER_HEADER,
  orderIdParams,
  paymentConfig,
  paymentStatusResponse,
  sandboxCompleteBody,
  sandboxCompleteResponse,
  verifyPaymentBody,
  verifyPaymentResponse,
  webhookResponse,
} from '../../../contracts/payments.ts';
import { isSandboxGateway } from '../../lib/payments/sandbox.ts';
import { errorResponses } from '../../lib/replies.ts';
import * as service from './service.ts';

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The webhook in a scope of its own: its JSON body is kept as the raw string, because the gateway's
 * signature covers the exact bytes. The rest of the app keeps the normal JSON parser.
 */
async function webhookScope(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/payment/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: "The gateway's signed webhook (x-razorpay-signature over the raw body)",
        body: z.string().max(256 * 1024),
        response: { 200: webhookResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) =>
      service.handleWebhook(
        { db: app.db, gateway: app.payments, handlers: app.paymentHandlers, log: request.log },
        request.body,
        header(request.headers['x-razorpay-signature']),
        header(request.headers['x-razorpay-event-id']),
        { ip: request.ip, counters: app.counters },
      ),
  );
}

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log: service.PaymentDeps['log']): service.PaymentDeps => ({
    db: app.db,
    gateway: app.payments,
    handlers: app.paymentHandlers,
    log,
  });

  app.get(
    '/api/payment/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'Which checkout to open: the gateway and its public key id',
        response: { 200: paymentConfig },
      },
    },
    async () => ({ provider: app.payments.provider, keyId: app.payments.keyId }),
  );

  app.post(
    '/api/payment/verify',
    {
      schema: {
        tags: ['payments'],
        summary:
          "Check the checkout's signed result; its owner settles it once (the joining fee: account and application)",
        body: verifyPaymentBody,
        response: { 200: verifyPaymentResponse, ...errorResponses(400, 404, 409, 429) },
      },
      config: { rateLimit: { max: 60, timeWindow: '15 minutes' } },
    },
    async (request) => service.verifyPayment(deps(request.log), request.body),
  );

  app.get(
    '/api/payment/status/:orderId',
    {
      schema: {
        tags: ['payments'],
        summary: `An order's status; with its verification token in ${ORDER_OWNER_HEADER}, also the next step`,
        params: orderIdParams,
        response: { 200: paymentStatusResponse, ...errorResponses(404, 429) },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) =>
      service.paymentStatus(
        deps(request.log),
        request.params.orderId,
        header(request.headers[ORDER_OWNER_HEADER]),
      ),
  );

  // The operator's view of money: payments by purpose and status (created, paid, failed, refunded).
  new Gauge({
    name: 'roslis_payments',
    help: 'Payments by purpose (joining, order, upgrade...) and status (created, paid, failed, refunded)',
    labelNames: ['purpose', 'status'] as const,
    registers: [app.metrics.registry],
    async collect() {
      this.reset();
      for (const row of await service.paymentCounts(app.db)) {
        this.set({ purpose: row.purpose, status: row.status }, row.n);
      }
    },
  });

  const gateway = app.payments;
  if (isSandboxGateway(gateway)) {
    app.post(
      '/api/payment/sandbox/complete',
      {
        schema: {
          tags: ['payments'],
          summary:
            'The sandbox checkout: pay or fail a sandbox order (sandbox gateway only), as its payer: the ' +
            `signed-in member it belongs to, or an applicant with its verification token in ${ORDER_OWNER_HEADER}`,
          body: sandboxCompleteBody,
          response: { 200: sandboxCompleteResponse, ...errorResponses(400, 404, 429) },
        },
        config: { rateLimit: { max: 60, timeWindow: '15 minutes' } },
      },
      async (request) =>
        service.completeSandbox(
          { ...deps(request.log), gateway },
          request.body.orderId,
          request.body.outcome,
          {
            userId: (await request.getSession())?.userId ?? null,
            ownerToken: header(request.headers[ORDER_OWNER_HEADER]),
          },
          undefined,
          request.body.emiMonths,
        ),
    );
  }

  await app.register(webhookScope);
};

export default paymentsRoutes;
