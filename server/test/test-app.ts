import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config.ts';
import type { AppContext } from '#server/context.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createAuth, runAuthMigrations } from '#server/modules/auth/auth.ts';
import { createMailer } from '#server/modules/mail/mailer.ts';
import { createStorage } from '#server/modules/storage/create-storage.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  ctx: AppContext;
  /** Raw text of every mail written to the outbox so far, oldest first. */
  outbox(): Promise<string[]>;
  close(): Promise<void>;
}

/** The whole portal in-process on a fresh database and temporary folders, for `app.request`. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sbp-test-'));
  const config: Config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env });
  const { database, drop } = await createTestDatabase();
  const logger = createLogger('silent');
  const outboxDir = path.join(dataDir, 'outbox');
  const deps = {
    config,
    database,
    logger,
    storage: createStorage(config),
    mailer: createMailer({ outboxDir, from: config.mailFrom, logger }),
  };
  await runAuthMigrations(deps);
  const ctx: AppContext = { ...deps, auth: await createAuth(deps) };
  return {
    app: createApp(ctx),
    ctx,
    async outbox() {
      const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
      return Promise.all(names.map((name) => readFile(path.join(outboxDir, name), 'utf8')));
    },
    async close() {
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headers of a same-origin browser request with a JSON body. */
export function jsonHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { 'content-type': 'application/json', origin: TEST_ORIGIN, host: 'localhost:3000', ...extra };
}
