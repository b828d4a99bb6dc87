import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import accountsRoutes from './domains/accounts/routes.ts';
import { gateSession } from './domains/accounts/second-factor.ts';
import advisorsRoutes from './domains/advisors/routes.ts';
import auditRoutes from './domains/audit/routes.ts';
import * as audit from './domains/audit/service.ts';
import cardRulesRoutes from './domains/card-rules/routes.ts';
import cartRoutes from './domains/cart/routes.ts';
import * as cart from './domains/cart/service.ts';
import catalogRoutes from './domains/catalog/routes.ts';
import dealsRoutes from './domains/deals/routes.ts';
import deliveryReportRoutes from './domains/delivery-reports/routes.ts';
import messageStatsRoutes from './domains/delivery-reports/stats-routes.ts';
import devRoutes from './domains/dev/routes.ts';
import fitRoutes from './domains/fit/routes.ts';
import * as fit from './domains/fit/service.ts';
import healthRoutes from './domains/health/routes.ts';
import { resolveSession } from './domains/identity/service.ts';
import membershipRoutes from './domains/membership/routes.ts';
import noticesRoutes from './domains/notices/routes.ts';
import onboardingRoutes from './domains/onboarding/routes.ts';
import ordersRoutes from './domains/orders/routes.ts';
import * as orders from './domains/orders/service.ts';
import paymentsRoutes from './domains/payments/routes.ts';
import preferencesRoutes from './domains/preferences/routes.ts';
import salesRoutes from './domains/sales/routes.ts';
import seoRoutes from './domains/seo/routes.ts';
import * as seo from './domains/seo/service.ts';
import siteRoutes from './domains/site/routes.ts';
import staffRoutes from './domains/staff/routes.ts';
import votingRoutes from './domains/voting/routes.ts';
import * as voting from './domains/voting/service.ts';
import wishlistRoutes from './domains/wishlist/routes.ts';
import * as wishlist from './domains/wishlist/service.ts';
import type { Config, TrustProxy } from './env.ts';
import { AppError } from './lib/errors.ts';
import { loggerOptions } from './lib/logger.ts';
import type { PaymentGateway } from './lib/payments/gateway.ts';
import { completeConfig } from './lib/server-secrets.ts';
import afterReply from './plugins/after-reply.ts';
import counters, { rateLimitBackend } from './plugins/counters.ts';
import dbPlugin from './plugins/db.ts';
import docs from './plugins/docs.ts';
import errorHandler from './plugins/error-handler.ts';
import jobs from './plugins/jobs.ts';
import metrics from './plugins/metrics.ts';
import notifier from './plugins/notifier.ts';
import payments from './plugins/payments.ts';
import readReplica from './plugins/read-replica.ts';
import security from './plugins/security.ts';
import session from './plugins/session.ts';
import staticWeb from './plugins/static-web.ts';
import storage from './plugins/storage.ts';

type DomainPlugin = typeof healthRoutes;

/** A domain that exists only under some configurations (the dev helpers: never in production). */
interface ConditionalDomain {
  plugin: DomainPlugin;
  enabled: (config: Config) => boolean;
}

/**
 * A domain whose routes take options: what app.ts hands it from a domain ranked above it, which it may
 * not import (the ranks: .dependency-cruiser.cjs, docs/architecture.md).
 */
function wired<Options extends object>(
  plugin: FastifyPluginAsyncZod<Options>,
  options: Options,
): DomainPlugin {
  // Not a scope of its own (fastify-plugin): a domain's routes keep the scope they would have had when
  // registered directly (catalog's hooks see every route's writes).
  return fp(async (app) => {
    await app.register(plugin, options);
  });
}

/** The domains, registered in this order. A new domain is one line here. */
export const DOMAINS: (DomainPlugin | ConditionalDomain)[] = [
  healthRoutes,
  accountsRoutes,
  staffRoutes,
  onboardingRoutes,
  wired(catalogRoutes, {
    sizesFor: fit.sizesFor,
    interestedIn: async (db, ids) => [
      ...(await voting.votesFor(db, ids)),
      ...(await wishlist.savedBy(db, ids)),
    ],
  }),
  votingRoutes,
  wishlistRoutes,
  cartRoutes,
  dealsRoutes,
  ordersRoutes,
  wired(membershipRoutes, {
    buyersBetween: orders.buyersBetween,
    signaturePurchases: orders.signaturePurchases,
  }),
  advisorsRoutes,
  salesRoutes,
  wired(preferencesRoutes, { beforeProfileDeleted: cart.giveBackProfileLines }),
  fitRoutes,
  paymentsRoutes,
  noticesRoutes,
  auditRoutes,
  wired(cardRulesRoutes, { record: audit.record }),
  siteRoutes,
  seoRoutes,
  messageStatsRoutes,
  { plugin: deliveryReportRoutes, enabled: (config) => config.sms.provider === 'msg91' },
  { plugin: devRoutes, enabled: (config) => config.devOutbox && !config.isProduction },
];

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: { method: string; url: string }[];
  }
}

export interface BuildOptions {
  database: Database;
  /** Override the logger (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** A payment gateway to use instead of the configured one (tests pass a fake Razorpay). */
  paymentGateway?: PaymentGateway;
  /** Prefix for the shared counters' Redis keys (default `roslis:`; tests give each run its own). */
  counterKeyPrefix?: string;
}

/**
 * Fastify's form of TRUST_PROXY. A number of proxies becomes proxy-addr's hop test (hop 0 is the socket,
 * then X-Forwarded-For from the right): this Fastify reads a bare number as "trust nothing".
 */
function proxyTrust(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return setting === 0 ? false : (_address, hop) => hop < setting;
  return setting;
}

export async function buildApp(settings: Config, options: BuildOptions) {
  // Secrets left unset become the server's own, kept per data directory or database.
  const config = await completeConfig(settings, options.database);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  // Every route as registered, so tests can check guards on routes added later (admin-guard.test.ts).
  const routes: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(dbPlugin, { database: options.database, config });
  await app.register(counters, { keyPrefix: options.counterKeyPrefix ?? config.redisKeyPrefix });
  await app.register(jobs);
  await app.register(afterReply);
  await app.register(metrics);
  await app.register(readReplica);
  await app.register(storage);
  await app.register(notifier);
  await app.register(payments, { gateway: options.paymentGateway });
  await app.register(errorHandler);
  await app.register(security);
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    ...rateLimitBackend(app.counters),
    // A Redis outage lets requests through rather than stopping the shop (plugins/counters.ts).
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'RATE_LIMITED',
        `Too many attempts. Please wait ${Math.ceil(context.ttl / 60000)} minute(s) and try again.`,
      ).keyed('rateLimited.minutes', { count: Math.ceil(context.ttl / 60000) }),
  });
  await app.register(session, {
    // Staff without a second factor get an enrolment-only session when it is required.
    resolveSession: async (token) =>
      gateSession(
        app.db,
        await resolveSession(app.db, token, app.config.staffSession),
        app.config.staffSecondFactor,
      ),
  });
  await app.register(docs);
  for (const domain of DOMAINS) {
    if (typeof domain === 'function') await app.register(domain);
    else if (domain.enabled(config)) await app.register(domain.plugin);
  }
  await app.register(staticWeb, {
    pageHead: seo.rememberedPageHeads(app.readDb, app.config, app.config.catalogStaleMs, {
      storage: app.storage,
      media: app.media,
    }),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
