/** `npm run db:seed`: migrate the configured database and load the demo data if it has no users. */

import { parseEnv } from '../server/env.ts';
import { seedDemoIfEmpty } from '../server/seed/index.ts';
import { openConfiguredDatabase } from '../server/start.ts';

const config = parseEnv();
if (config.isProduction) {
  console.error('Demo data is never loaded in production.');
  process.exit(2);
}
const opened = await openConfiguredDatabase(config);
try {
  const seeded = await seedDemoIfEmpty(opened.database.db);
  console.log(seeded ? 'Demo data loaded.' : 'The database already has users: nothing loaded.');
} finally {
  await opened.close();
}
