import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work that runs after the answer has gone (see AfterReply). */
    afterReply: AfterReply;
  }
}

/**
 * Work a route does once its answer has been sent, so the answer cannot tell (by content or by time)
 * what the work found: the forgot-password form answers the same, at once, whether or not the account
 * exists, and the reset link is made and mailed afterwards. Failures are logged, never answered.
 * The app waits for it on close, so a graceful shutdown does not drop a mail.
 */
export interface AfterReply {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}

async function afterReplyPlugin(app: FastifyInstance) {
  const running = new Set<Promise<void>>();
  const afterReply: AfterReply = {
    run(name, task) {
      const done = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err) => app.log.error({ err, task: name }, 'work after the answer failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
  app.decorate('afterReply', afterReply);
  app.addHook('onClose', () => afterReply.idle());
}

export default fp(afterReplyPlugin, { name: 'after-reply' });
