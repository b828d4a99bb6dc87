import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNotifier, type Notifier } from '../lib/notify/notifier.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

/** E-mail and SMS for every domain: SMTP when configured, the outbox otherwise. */
async function notifierPlugin(app: FastifyInstance) {
  app.decorate(
    'notifier',
    createNotifier({
      db: app.db,
      logger: app.log,
      isProduction: app.config.isProduction,
      smtpUrl: app.config.smtpUrl,
      mailFrom: app.config.mailFrom,
    }),
  );
}

export default fp(notifierPlugin, { name: 'notifier', dependencies: ['db'] });
