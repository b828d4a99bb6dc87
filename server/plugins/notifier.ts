import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNotifier, type Notifier } from '../lib/notify/notifier.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

/**
 * E-mail, SMS, WhatsApp and web push for every domain: SMTP and MSG91 when configured, the outbox
 * otherwise; pushes with the VAPID keys (off in production without them). Messages whose
 * try failed are retried by the `notify.retry` job every minute (back-off in lib/notify/queue.ts).
 */
async function notifierPlugin(app: FastifyInstance) {
  const notifier = createNotifier({
    db: app.db,
    logger: app.log,
    isProduction: app.config.isProduction,
    smtpUrl: app.config.smtpUrl,
    mailFrom: app.config.mailFrom,
    sms: app.config.sms,
    push: app.config.push,
    whatsapp: app.config.whatsapp,
  });
  if (!app.config.push) {
    app.log.warn(
      'web push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys)',
    );
  }
  app.decorate('notifier', notifier);
  app.jobs.register({
    name: 'notify.retry',
    everyMs: 60_000,
    run: async (now) => {
      const done = await notifier.retryDue(now);
      if (done.sent + done.retrying + done.failed > 0) app.log.info(done, 'queued messages retried');
      return done;
    },
  });
  // Tries started by requests finish before the database closes.
  app.addHook('onClose', async () => notifier.settled());
}

export default fp(notifierPlugin, { name: 'notifier', dependencies: ['db', 'jobs'] });
