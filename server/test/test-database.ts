import pg from 'pg';
import { runMigrations } from '#server/db/migrate.ts';
import { openDatabase, type Database } from '#server/db/pool.ts';

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (the server's own database in it
 * is only used to create and drop it): its URL, and `drop`, which removes it even while
 * connections are still open. `prefix` names it after the suite, so that leftovers tell whose
 * they are.
 */
export async function createPostgresDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: an in-memory embedded database, or, when
 * TEST_DATABASE_URL is set, a new database on that PostgreSQL server, dropped afterwards.
 * `upTo` stops the migrations after the named file, as an earlier release left the database.
 */
export async function createTestDatabase(options: { upTo?: string } = {}): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await runMigrations(database.pool, options);
    return { database, drop: () => database.close() };
  }
  const created = await createPostgresDatabase(serverUrl, 'sbp_test');
  const database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
  await runMigrations(database.pool, options);
  return {
    database,
    drop: async () => {
      await database.close();
      await created.drop();
    },
  };
}
