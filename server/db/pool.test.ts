import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { openDatabase, portalDatabaseOptions, type Database } from './pool.ts';

// The embedded database on disk, opened as the portal opens it (server/main.ts) from the settings
// (docs/decisions/009-hardening.md, "Durability of the embedded database"). It runs on either test
// pass: these tests open their own embedded database whatever TEST_DATABASE_URL says.

let open: { database: Database; dir: string } | undefined;
afterEach(async () => {
  await open?.database.close();
  if (open) await rm(open.dir, { recursive: true, force: true });
  open = undefined;
});

/** Opens the embedded database in a fresh DATA_DIR with these settings. */
async function openWith(env: Record<string, string>): Promise<Database> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sbp-pool-'));
  const config = loadConfig({ DATA_DIR: dir, ...env });
  expect(config.databaseUrl).toBeUndefined();
  const database = await openDatabase(portalDatabaseOptions(config));
  open = { database, dir };
  return database;
}

const setting = async (database: Database, name: 'fsync' | 'wal_sync_method') =>
  (await sql<Record<string, string>>`SELECT current_setting(${name}) AS value`.execute(database.db)).rows[0]?.value;

/** Commits one row and answers how many times the engine asked the operating system to sync a file. */
async function syncsOfOneCommit(database: Database): Promise<number> {
  await sql`CREATE TABLE durable (id serial PRIMARY KEY, body text NOT NULL)`.execute(database.db);
  const before = await database.diskSyncs!();
  await sql`INSERT INTO durable (body) VALUES ('acknowledged')`.execute(database.db);
  return (await database.diskSyncs!()) - before;
}

describe('the embedded database', () => {
  it('runs with fsync on by default and syncs each commit to the disk', { timeout: 120_000 }, async () => {
    const database = await openWith({});
    expect(await setting(database, 'fsync')).toBe('on');
    expect(await setting(database, 'wal_sync_method')).toBe('fsync');
    expect(await syncsOfOneCommit(database)).toBeGreaterThan(0);
  });

  it('runs with fsync off when EMBEDDED_DB_FSYNC=false', { timeout: 120_000 }, async () => {
    const database = await openWith({ EMBEDDED_DB_FSYNC: 'false' });
    expect(await setting(database, 'fsync')).toBe('off');
    expect(await syncsOfOneCommit(database)).toBe(0);
  });
});
