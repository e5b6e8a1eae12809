import type { Server } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { runMigrations } from './db/migrate.ts';
import { openDatabase, portalDatabaseOptions } from './db/pool.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.ts';
import { createLogger } from './lib/logger.ts';
import { createAuth, runAuthMigrations } from './modules/auth/auth.ts';
import { createMailer } from '#server/lib/mail/mailer.ts';
import { createSmsSender } from '#server/lib/sms/sms-sender.ts';
import { startNotificationMails } from './modules/notifications/send-notification-mails.ts';
import { attachRealtime } from './modules/realtime/attach-realtime.ts';
import { createRealtime } from '#server/lib/realtime/realtime.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';

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

const database = await openDatabase(portalDatabaseOptions(config));
const applied = await runMigrations(database.pool);
if (applied.length > 0) logger.info('migrations applied', { applied });

const deps = {
  config,
  database,
  logger,
  storage: createStorage(config),
  mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, logger }),
  realtime: await createRealtime({ database, logger }),
};
await runAuthMigrations(deps);
const ctx: AppContext = {
  ...deps,
  auth: await createAuth(deps),
  sms: createSmsSender({ outboxDir: path.join(config.dataDir, 'sms-outbox'), logger }),
};
await seedDatabase(ctx);

startNotificationMails(ctx);
const app = createApp(ctx);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info('portal listening', { url: config.publicUrl, port: info.port, database: database.kind, storage: ctx.storage.kind });
});
attachRealtime(server as Server, ctx);

let stopping = false;
/** Requests still running this long after SIGTERM lose their connections, so that a stop always ends. */
const SHUTDOWN_GRACE_MS = 25_000;
/** Time for requests already sent on open connections to be read before idle connections close. */
const SHUTDOWN_READ_WAITING_MS = 1_000;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down', { signal });
  // Stop accepting connections; requests in flight finish before the callback runs. This is
  // net.Server's close, not http.Server's: the latter also drops at once every connection it has not
  // parsed a request from yet, which under load includes requests already waiting in the socket.
  // Idle connections are closed after a moment in which those waiting requests are read, and then
  // each keep-alive connection as soon as its request is answered.
  await new Promise<void>((resolve) => {
    net.Server.prototype.close.call(server, () => resolve());
    // WebSocket clients are told to go (1001) and reconnect, to another process behind a balancer.
    void ctx.realtime.close();
    if (!('closeIdleConnections' in server)) return;
    let idle: NodeJS.Timeout | undefined;
    const start = setTimeout(() => {
      server.closeIdleConnections();
      idle = setInterval(() => server.closeIdleConnections(), 100);
    }, SHUTDOWN_READ_WAITING_MS);
    const deadline = setTimeout(() => {
      logger.warn('requests still running at the end of the grace period; closing their connections', { graceMs: SHUTDOWN_GRACE_MS });
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    server.once('close', () => {
      clearTimeout(start);
      clearInterval(idle);
      clearTimeout(deadline);
    });
  });
  let exitCode = 0;
  try {
    await database.checkpoint();
    await database.close();
  } catch (error) {
    logger.error('closing the database failed', { error });
    exitCode = 1;
  }
  unlock?.();
  logger.info('stopped', { signal });
  process.exit(exitCode);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// Under `npm start` npm runs this process through a shell, and a SIGTERM to npm (what a process
// manager or a container stop sends) ends the shell without reaching this process, which then
// gets another parent. That is taken as the signal to stop.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void shutdown('parent exited');
  }, 250).unref();
}
process.on('SIGINT', () => void shutdown('SIGINT'));
