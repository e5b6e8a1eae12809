import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { AppContext } from '#server/context.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { openDatabase } from '#server/db/pool.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createMailer } from '#server/lib/mail/mailer.ts';
import { createSmsSender } from '#server/lib/sms/sms-sender.ts';
import { createRealtime } from '#server/lib/realtime/realtime.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { buildUser } from '#server/test/factories.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/test-app.ts';
import { createAuth, runAuthMigrations } from './auth.ts';
import { grantAdmin } from './grant-admin.ts';

const isAdmin = async (t: TestApp, cookie: string) => {
  const response = await t.app.request('/api/v1/me/is-admin', { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { isAdmin: boolean }).isAdmin;
};

describe('grantAdmin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('makes the account an admin, says so once, and finds no account for an unknown e-mail', async () => {
    const built = await buildUser(t, { email: `owner-${Date.now()}@example.com` });
    expect(await isAdmin(t, built.cookie)).toBe(false);
    expect(await grantAdmin(t.ctx.database, `  ${built.user.email.toUpperCase()} `)).toBe('granted');
    expect(await isAdmin(t, built.cookie)).toBe(true);
    expect(await grantAdmin(t.ctx.database, built.user.email)).toBe('already_admin');
    expect(await grantAdmin(t.ctx.database, 'nobody@example.com')).toBe('no_account');
  });
});

/** The portal in-process on the embedded database of `dataDir`, as `npm start` opens it. */
async function openPortalAt(dataDir: string): Promise<TestApp> {
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  const logger = createLogger('silent');
  const deps = {
    config,
    database,
    logger,
    storage: createStorage(config),
    mailer: createMailer({ outboxDir: path.join(dataDir, 'outbox'), from: config.mailFrom, logger }),
  };
  await runMigrations(database.pool);
  await runAuthMigrations(deps);
  const ctx: AppContext = {
    ...deps,
    auth: await createAuth(deps),
    realtime: await createRealtime({ database: deps.database, logger }),
    sms: createSmsSender({ outboxDir: path.join(dataDir, 'sms-outbox'), logger }),
  };
  return {
    app: createApp(ctx),
    ctx,
    outbox: async () => [],
    smsOutbox: async () => [],
    listen: () => Promise.reject(new Error('not served in this test')),
    async close() {
      await ctx.realtime.close();
      await database.checkpoint();
      await database.close();
    },
  };
}

/** Runs `npm run admin:grant -- …args` on the embedded database of `dataDir`. */
function runScript(dataDir: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin-grant.ts', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run admin:grant', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sbp-grant-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('explains its usage without an e-mail', async () => {
    const run = await runScript(dataDir, []);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Usage: npm run admin:grant -- someone@example.com');
  }, 60_000);

  it('creates the tables of a database the portal never started on, then says the account does not exist', async () => {
    const run = await runScript(dataDir, ['nobody@example.com']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('No account with the e-mail nobody@example.com. Sign up on the portal with this address first');
    expect(run.stderr).not.toMatch(/does not exist|Error:/);
  }, 60_000);

  it('makes an account that signed up on that data folder an admin', async () => {
    let portal = await openPortalAt(dataDir);
    const built = await buildUser(portal, { email: `boss-${Date.now()}@example.com` });
    expect(await isAdmin(portal, built.cookie)).toBe(false);
    await portal.close();

    const run = await runScript(dataDir, [built.user.email]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${built.user.email} is now an admin.`);

    portal = await openPortalAt(dataDir);
    try {
      expect(await isAdmin(portal, built.cookie)).toBe(true);
    } finally {
      await portal.close();
    }
    const again = await runScript(dataDir, [built.user.email]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`${built.user.email} is already an admin.`);
  }, 120_000);
});
