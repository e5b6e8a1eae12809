import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any number will do as long as nothing else in the database takes the same advisory lock.
const MIGRATION_LOCK = 7_265_001;

/**
 * Runs the SQL files of server/db/migrations in name order, each inside its own transaction, and
 * records them in schema_migrations. Several processes starting together on one PostgreSQL wait
 * for each other on an advisory lock instead of racing. `upTo` stops after the named file (a test
 * builds the database of an earlier release with it).
 */
export async function runMigrations(pool: pg.Pool, options: { upTo?: string } = {}): Promise<string[]> {
  const files = (await readdir(migrationsDir))
    .filter((name) => name.endsWith('.sql') && (options.upTo === undefined || name <= options.upTo))
    .sort();
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((row) => row.name));
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(path.join(migrationsDir, file), 'utf8');
      await client.query('BEGIN');
      try {
        // A migration may rewrite a large table: no statement timeout inside it.
        await client.query('SET LOCAL statement_timeout = 0');
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(file);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
  return applied;
}
