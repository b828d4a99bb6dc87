import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type MediaLinks, mediaLinks } from '../lib/media.ts';
import { createDiskStorage, type Storage } from '../lib/storage.ts';
import { checkBucket, createS3Storage, s3Client } from '../lib/storage-s3.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploads (product photos, unboxing videos, link-preview pictures): the disk or a bucket (STORAGE). */
    storage: Storage;
    /** The URLs the API hands out for stored pictures: the server's, or under MEDIA_BASE_URL. */
    media: MediaLinks;
  }
}

export interface StoragePluginOptions {
  /** A store to use instead of the configured one (tests). */
  storage?: Storage;
}

async function storagePlugin(app: FastifyInstance, opts: StoragePluginOptions) {
  const setting = app.config.storage;
  let storage = opts.storage;
  if (!storage && setting.driver === 's3') {
    const client = s3Client(setting);
    // A bucket that does not answer stops the start (main.ts exits 5), as a missing Redis does.
    await checkBucket(client, setting).catch((error: unknown) => {
      client.destroy();
      throw error;
    });
    app.addHook('onClose', async () => client.destroy());
    storage = createS3Storage({ ...setting, client });
  }
  app.decorate('storage', storage ?? createDiskStorage(join(app.config.dataDir, 'uploads')));

  const media = mediaLinks(app.config.mediaBaseUrl);
  app.decorate('media', media);
  // With MEDIA_BASE_URL, every answer's picture URLs point there (answers built and cached as bytes,
  // the catalogue's, map theirs with app.media.inAnswer before they are serialised).
  if (media.baseUrl)
    app.addHook('preSerialization', async (_request, _reply, payload) => media.inAnswer(payload));
}

export default fp(storagePlugin, { name: 'storage', dependencies: ['db'] });
