import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDiskStorage, type Storage } from '../lib/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploads (unboxing videos): disk under DATA_DIR/uploads. */
    storage: Storage;
  }
}

export interface StoragePluginOptions {
  /** A store to use instead of the disk (tests). */
  storage?: Storage;
}

async function storagePlugin(app: FastifyInstance, opts: StoragePluginOptions) {
  app.decorate('storage', opts.storage ?? createDiskStorage(join(app.config.dataDir, 'uploads')));
}

export default fp(storagePlugin, { name: 'storage', dependencies: ['db'] });
