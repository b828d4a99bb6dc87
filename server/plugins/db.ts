import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';
import type { AppConfig } from '../env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: AppConfig;
  }
}

/** Makes the database and config available to every plugin; the caller owns opening and closing. */
async function dbPlugin(app: FastifyInstance, opts: { database: Database; config: AppConfig }) {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  app.decorate('config', opts.config);
}

export default fp(dbPlugin, { name: 'db' });
