import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ZUploadedImage } from '#common/schemas/uploads.ts';
import { createRealtime } from '#server/lib/realtime/realtime.ts';
import { createApp } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config.ts';
import type { AppContext } from '#server/context.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { openDatabase } from '#server/db/pool.ts';
import { createAuth, runAuthMigrations } from '#server/modules/auth/auth.ts';
import { createMailer } from '#server/lib/mail/mailer.ts';
import { createSmsSender } from '#server/lib/sms/sms-sender.ts';
import { insertCategories, listingInput } from '#server/test/post-fixtures.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { localPath, makeJpeg, upload } from '#server/test/test-images.ts';
import { buildUser } from '#server/test/factories.ts';
import { createPostgresDatabase } from '#server/test/test-database.ts';
import { TEST_ORIGIN, type TestApp } from '#server/test/test-app.ts';
import { createLogger } from './logger.ts';
import { BackupError, backup, restore } from './backup.ts';

// A backup taken from one data directory (and database) and restored into an empty one brings
// back the accounts, the posts and the images; on the embedded database, or on PostgreSQL through
// pg_dump and psql when TEST_DATABASE_URL is set.

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function folder(name: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `sbp-${name}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function emptyDatabaseUrl(): Promise<string | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const { url, drop } = await createPostgresDatabase(serverUrl, 'sbp_backup');
  cleanups.push(drop);
  return url;
}

/** The portal in-process on this configuration's data directory and database, as main.ts opens it. */
async function openPortal(config: Config): Promise<TestApp> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db'), poolSize: 2 });
  await runMigrations(database.pool);
  const logger = createLogger('silent');
  const deps = { config, database, logger, storage: createStorage(config), mailer: createMailer({ outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, logger }) };
  await runAuthMigrations(deps);
  const realtime = await createRealtime({ database, logger });
  const sms = createSmsSender({ outboxDir: path.join(config.dataDir, 'sms-outbox'), logger });
  const ctx: AppContext = { ...deps, realtime, sms, auth: await createAuth({ ...deps, realtime }) };
  return {
    app: createApp(ctx),
    ctx,
    outbox: async () => [],
    smsOutbox: async () => [],
    listen: () => Promise.reject(new Error('not served over HTTP in this test')),
    close: async () => {
      await realtime.close();
      await database.close();
    },
  };
}

async function configFor(dataDir: string): Promise<Config> {
  const databaseUrl = await emptyDatabaseUrl();
  return loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
}

describe('npm run backup and npm run restore', () => {
  it('bring back accounts, posts and images into an empty data directory', async () => {
    const source = await configFor(await folder('source'));
    const t = await openPortal(source);
    const owner = await buildUser(t, { password: 'backup-pass-1' });
    await insertCategories(t);
    const uploaded = await upload(t, '/api/v1/uploads/images', owner, { bytes: await makeJpeg(640, 480), name: 'loom.jpg', type: 'image/jpeg' }, { folder: 'posts' });
    const image = ZUploadedImage.parse(await uploaded.json());
    const created = await t.app.request('/api/v1/posts', { method: 'POST', headers: owner.headers, body: JSON.stringify(listingInput({ imageIds: [image.id] })) });
    expect(created.status).toBe(201);
    const listing = (await created.json()) as { id: string };
    await t.close();

    const archive = path.join(await folder('archive'), 'portal.tar.gz');
    await backup(source, archive);

    const target = await configFor(path.join(await folder('target'), 'data'));
    await restore(target, archive);
    const restored = await openPortal(target);
    try {
      const signIn = await restored.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify({ email: owner.user.email, password: 'backup-pass-1' }),
      });
      expect(signIn.status).toBe(200);
      const post = await restored.app.request(`/api/v1/posts/${listing.id}`);
      expect(post.status).toBe(200);
      expect(JSON.stringify(await post.json())).toContain(image.id);
      const served = await restored.app.request(localPath(image.url));
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).length).toBeGreaterThan(0);
    } finally {
      await restored.close();
    }
  }, 240_000);

  it('refuses a data directory that is not empty and changes nothing in it', async () => {
    const source = await configFor(await folder('small'));
    const t = await openPortal(source);
    await t.close();
    const archive = path.join(await folder('archive'), 'portal.tar.gz');
    await backup(source, archive);

    const dataDir = await folder('busy');
    await writeFile(path.join(dataDir, 'keep.txt'), 'mine');
    const target = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN, ...(source.databaseUrl ? { DATABASE_URL: source.databaseUrl } : {}) });
    await expect(restore(target, archive)).rejects.toThrow(BackupError);
    await expect(restore(target, archive)).rejects.toThrow(/not empty.*nothing was changed/);
    expect(await readdir(dataDir)).toEqual(['keep.txt']);
  }, 240_000);

  it('reads an archive the tar command wrote, and refuses a file that is not one, changing nothing', async () => {
    const staging = await folder('foreign');
    await writeFile(path.join(staging, 'portal-backup.json'), JSON.stringify({ format: 'another-portal', version: 1 }));
    const archive = path.join(await folder('archive'), 'foreign.tar.gz');
    const made = spawnSync('tar', ['-czf', archive, '-C', staging, '.'], { encoding: 'utf8' });
    expect(made.status, made.stderr).toBe(0);
    const dataDir = path.join(await folder('target'), 'data');
    const target = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN });
    await expect(restore(target, archive)).rejects.toThrow(/is not a backup of this portal; nothing was changed/);

    const notAnArchive = path.join(await folder('archive'), 'notes.tar.gz');
    await writeFile(notAnArchive, 'plain text');
    await expect(restore(target, notAnArchive)).rejects.toThrow(/could not be read as a tar\.gz archive.*nothing was changed/);
    await expect(readdir(dataDir)).rejects.toThrow(/ENOENT/);
  });
});
