import { buildApp } from './app.ts';
import { DataDirLockedError } from './db/lock.ts';
import { ConfigError, parseEnv } from './env.ts';
import { CounterStoreUnavailableError } from './lib/counters/redis.ts';
import { StorageUnavailableError } from './lib/storage-s3.ts';
import { seedDemoIfEmpty } from './seed/index.ts';
import { openConfiguredDatabase } from './start.ts';

async function main() {
  let config: ReturnType<typeof parseEnv>;
  try {
    config = parseEnv();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }

  let opened: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    opened = await openConfiguredDatabase(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(3);
    }
    throw err;
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config, { database: opened.database });
  } catch (err) {
    // REDIS_URL set but Redis does not answer: stop rather than count apart from the other processes.
    if (err instanceof CounterStoreUnavailableError) {
      console.error(err.message);
      await opened.close();
      process.exit(4);
    }
    // STORAGE=s3 but the bucket does not answer: stop rather than fail every upload and picture.
    if (err instanceof StorageUnavailableError) {
      console.error(err.message);
      await opened.close();
      process.exit(5);
    }
    throw err;
  }
  if (config.demoData) {
    const seeded = await seedDemoIfEmpty(opened.database.db, app.log);
    if (seeded) app.log.info('demo data loaded into the empty database');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      await opened.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.error({ err }, 'could not start listening');
    await opened.close();
    process.exit(1);
  }
}

void main();
