import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { runMigrations } from './db/migrate.ts';
import { openDatabase } from './db/pool.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.ts';
import { createLogger } from './lib/logger.ts';
import { createAuth, runAuthMigrations } from './modules/auth/auth.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { createStorage } from './modules/storage/create-storage.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);

let unlock: (() => void) | undefined;
if (!config.databaseUrl) {
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.error(error.message);
      process.stderr.write(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
const applied = await runMigrations(database.pool);
if (applied.length > 0) logger.info('migrations applied', { applied });

const deps = {
  config,
  database,
  logger,
  storage: createStorage(config),
  mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, logger }),
};
await runAuthMigrations(deps);
const ctx: AppContext = { ...deps, auth: await createAuth(deps) };
await seedDatabase(ctx);

const app = createApp(ctx);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info('portal listening', { url: config.publicUrl, port: info.port, database: database.kind, storage: ctx.storage.kind });
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down', { signal });
  // Stop accepting connections; requests in flight finish before the callback runs.
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
  try {
    await database.checkpoint();
    await database.close();
  } catch (error) {
    logger.error('closing the database failed', { error });
  }
  unlock?.();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
