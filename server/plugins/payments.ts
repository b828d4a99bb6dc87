import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentsConfig } from '../env.ts';
import type { PaymentGateway } from '../lib/payments/gateway.ts';
import { PaymentHandlers } from '../lib/payments/handlers.ts';
import { createSandboxGateway } from '../lib/payments/sandbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card-payment gateway: Razorpay when its keys are set, the sandbox otherwise. */
    payments: PaymentGateway;
    /** Who settles a paid payment, by purpose: each owning domain registers its handler. */
    paymentHandlers: PaymentHandlers;
  }
}

export interface PaymentsPluginOptions {
  /** A gateway to use instead of the configured one (tests pass a fake Razorpay). */
  gateway?: PaymentGateway;
}

export async function gatewayFromConfig(config: PaymentsConfig): Promise<PaymentGateway> {
  if (config.provider === 'razorpay') {
    // The SDK (and its HTTP client) is loaded only when the shop takes real payments.
    const { createRazorpayGateway } = await import('../lib/payments/razorpay.ts');
    return createRazorpayGateway(config);
  }
  return createSandboxGateway(config);
}

async function paymentsPlugin(app: FastifyInstance, opts: PaymentsPluginOptions) {
  const gateway = opts.gateway ?? (await gatewayFromConfig(app.config.payments));
  app.decorate('payments', gateway);
  app.decorate('paymentHandlers', new PaymentHandlers());
  app.log.info({ provider: gateway.provider }, 'payment gateway ready');
}

export default fp(paymentsPlugin, { name: 'payments', dependencies: ['db'] });
