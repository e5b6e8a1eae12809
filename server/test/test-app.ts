import { afterAll, beforeAll } from 'vitest';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config.ts';
import type { AppContext } from '#server/context.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createAuth, runAuthMigrations } from '#server/modules/auth/auth.ts';
import { createMailer } from '#server/lib/mail/mailer.ts';
import { createSmsSender } from '#server/lib/sms/sms-sender.ts';
import { startNotificationMails } from '#server/modules/notifications/send-notification-mails.ts';
import { attachRealtime } from '#server/modules/realtime/attach-realtime.ts';
import { createRealtime } from '#server/lib/realtime/realtime.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { readSmsOutbox, type ReadSms } from './read-sms.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  ctx: AppContext;
  /** Serves the app on a free local port with the realtime endpoint; resolves with its base URL. */
  listen(): Promise<string>;
  /** Raw text of every mail written to the outbox so far, oldest first. */
  outbox(): Promise<string[]>;
  /** Every text message written to the SMS outbox so far, oldest first. */
  smsOutbox(): Promise<ReadSms[]>;
  close(): Promise<void>;
}

/** Serves an app on a free local port with the realtime endpoint. */
async function serveOnFreePort(ctx: AppContext, app: ReturnType<typeof createApp>): Promise<{ server: Server; url: string }> {
  const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  const server = started as Server;
  attachRealtime(server, ctx);
  await new Promise<void>((resolve) => (started.listening ? resolve() : started.once('listening', () => resolve())));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The whole portal in-process on a fresh database and temporary folders, for `app.request`. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sbp-test-'));
  const config: Config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env });
  const { database, drop } = await createTestDatabase();
  const logger = createLogger('silent');
  const outboxDir = path.join(dataDir, 'outbox');
  const smsOutboxDir = path.join(dataDir, 'sms-outbox');
  const deps = {
    config,
    database,
    logger,
    storage: createStorage(config),
    mailer: createMailer({ outboxDir, from: config.mailFrom, logger }),
    realtime: await createRealtime({ database, logger }),
  };
  await runAuthMigrations(deps);
  const ctx: AppContext = { ...deps, auth: await createAuth(deps), sms: createSmsSender({ outboxDir: smsOutboxDir, logger }) };
  startNotificationMails(ctx);
  const app = createApp(ctx);
  let listening: { server: Server; url: string } | undefined;
  return {
    app,
    ctx,
    async listen() {
      listening ??= await serveOnFreePort(ctx, app);
      return listening.url;
    },
    async outbox() {
      const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
      return Promise.all(names.map((name) => readFile(path.join(outboxDir, name), 'utf8')));
    },
    smsOutbox: () => readSmsOutbox(smsOutboxDir),
    async close() {
      await ctx.realtime.close();
      if (listening) await closeServer(listening.server);
      await drop();
      // Work a request left running in the background (a reset request's lookup and mail) may
      // still write a file while the folder goes: try again rather than fail on ENOTEMPTY.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    },
  };
}

/**
 * Another server on an app's database, as another process would be: its own realtime hub (with
 * these options) and its own port. Close it before the app.
 */
export async function startOtherServer(
  ctx: AppContext,
  options: { heartbeatMs?: number } = {},
): Promise<{ url: string; ctx: AppContext; close(): Promise<void> }> {
  const otherCtx: AppContext = { ...ctx, realtime: await createRealtime({ database: ctx.database, logger: ctx.logger, ...options }) };
  const { server, url } = await serveOnFreePort(otherCtx, createApp(otherCtx));
  return {
    url,
    ctx: otherCtx,
    async close() {
      await otherCtx.realtime.close();
      await closeServer(server);
    },
  };
}

/** Headers of a same-origin browser request with a JSON body. */
export function jsonHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { 'content-type': 'application/json', origin: TEST_ORIGIN, host: 'localhost:3000', ...extra };
}

/**
 * A JSON request to the app as the user (their session headers), or as a signed-out browser
 * without one.
 *
 * @example await requestAs(t, '/api/v1/favorites/posts', 'PUT', buyer, { postId })
 */
export async function requestAs(t: TestApp, path: string, method: string, user: { headers: Record<string, string> } | null | undefined, body?: unknown): Promise<Response> {
  return t.app.request(path, { method, headers: user ? user.headers : jsonHeaders(), body: body === undefined ? undefined : JSON.stringify(body) });
}

/**
 * Creates the test app before the file's tests (and before the hooks it registers after this call)
 * and closes it after them. The returned object is filled in by the time the tests run, so pass it
 * around freely but read its fields inside tests and hooks only.
 *
 * @example const t = useTestApp({ ADMIN_EMAILS: 'boss@example.com' });
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env));
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}
