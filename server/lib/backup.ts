import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import tarFs from 'tar-fs';
import type { Config } from '#server/config.ts';
import { lockDataDir } from './data-dir-lock.ts';

/** What `npm run backup` writes first in the archive; `npm run restore` checks it. */
interface Manifest {
  format: 'syria-business-portal-backup';
  version: 1;
  createdAt: string;
  /** `embedded`: the database folder is in data/db; `postgres`: the database is database.sql (pg_dump). */
  database: 'embedded' | 'postgres';
}

const MANIFEST = 'portal-backup.json';

export class BackupError extends Error {}

function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: options.env ?? process.env });
  if (result.error) throw new BackupError(`${command} could not be run: ${result.error.message}`);
  if (result.status !== 0) throw new BackupError(`${command} failed: ${result.stderr.toString().trim()}`);
}

/** Connection settings for pg_dump and psql from a DATABASE_URL (the password through PGPASSWORD). */
function pgArgs(databaseUrl: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env = { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) };
  url.password = '';
  return { args: ['--dbname', url.toString()], env };
}

/**
 * Writes one archive (tar.gz, by tar-fs) of the portal's data: the database and the stored files of DATA_DIR.
 * On the embedded database the whole data folder is copied while the data directory is locked, so
 * the portal must be stopped. With DATABASE_URL the database comes from pg_dump (plain SQL), which
 * must be installed, and the files from DATA_DIR; the portal may keep running.
 */
export async function backup(config: Config, file: string): Promise<void> {
  const staging = await mkdtemp(path.join(path.dirname(path.resolve(file)), '.portal-backup-'));
  const unlock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  try {
    const manifest: Manifest = {
      format: 'syria-business-portal-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: config.databaseUrl ? 'postgres' : 'embedded',
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await cp(config.dataDir, path.join(staging, 'data'), {
      recursive: true,
      filter: (source) => path.basename(source) !== '.lock',
    });
    if (config.databaseUrl) {
      const { args, env } = pgArgs(config.databaseUrl);
      run('pg_dump', [...args, '--no-owner', '--no-privileges', '--file', path.join(staging, 'database.sql')], { env });
    }
    await pipeline(tarFs.pack(staging), createGzip(), createWriteStream(path.resolve(file)));
  } finally {
    unlock?.();
    await rm(staging, { recursive: true, force: true });
  }
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * Restores an archive of `backup` into DATA_DIR, which must be empty or missing: a folder with
 * anything in it is refused and left as it was. With DATABASE_URL the database must have no
 * tables yet; the SQL is loaded with psql in one transaction.
 */
export async function restore(config: Config, file: string): Promise<void> {
  if (!(await isEmptyDir(config.dataDir))) {
    throw new BackupError(
      `DATA_DIR ${config.dataDir} is not empty. A backup is restored only into an empty data directory; ` +
        'nothing was changed. Choose a new DATA_DIR, or move the current one away first.',
    );
  }
  const parent = path.dirname(config.dataDir);
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(path.join(parent, '.portal-restore-'));
  try {
    try {
      await pipeline(createReadStream(path.resolve(file)), createGunzip(), tarFs.extract(staging));
    } catch (error) {
      throw new BackupError(`${file} could not be read as a tar.gz archive: ${(error as Error).message}; nothing was changed.`);
    }
    const manifest = JSON.parse(await readFile(path.join(staging, MANIFEST), 'utf8').catch(() => '{}')) as Partial<Manifest>;
    if (manifest.format !== 'syria-business-portal-backup' || manifest.version !== 1) {
      throw new BackupError(`${file} is not a backup of this portal; nothing was changed.`);
    }
    if (manifest.database === 'postgres' && !config.databaseUrl) {
      throw new BackupError('This backup holds a PostgreSQL database: set DATABASE_URL to an empty database to restore it; nothing was changed.');
    }
    if (manifest.database === 'embedded' && config.databaseUrl) {
      throw new BackupError('This backup holds the embedded database: unset DATABASE_URL to restore it; nothing was changed.');
    }
    if (config.databaseUrl) {
      const client = new pg.Client({ connectionString: config.databaseUrl });
      await client.connect();
      try {
        const tables = await client.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`);
        if ((tables.rows[0] as { n: number }).n > 0) {
          throw new BackupError('The database of DATABASE_URL already has tables; restore into an empty database. Nothing was changed.');
        }
      } finally {
        await client.end();
      }
      const { args, env } = pgArgs(config.databaseUrl);
      run('psql', [...args, '--quiet', '--single-transaction', '--set', 'ON_ERROR_STOP=1', '--file', path.join(staging, 'database.sql')], { env });
    }
    await cp(path.join(staging, 'data'), config.dataDir, { recursive: true });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
