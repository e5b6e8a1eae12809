import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './types.ts';

// numeric and bigint come back as strings by default; prices and counts are read as numbers.
// Prices stay far inside 2^53, and counts are row counts.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export interface Database {
  db: Kysely<DB>;
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  /** Flushes the embedded database to disk; a no-op on a PostgreSQL server. */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; without it the embedded database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database, or `memory://` for one that lives in memory only. */
  pgliteDir?: string;
  /** Connections to a PostgreSQL server. */
  poolSize?: number;
}

/**
 * Opens the one database of the portal. Both paths go through node-postgres and Kysely, so the
 * embedded database returns the same types as a PostgreSQL server.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on the next query.
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      pool,
      kind: 'postgres',
      checkpoint: async () => {},
      close: async () => {
        await db.destroy();
      },
    };
  }
  const pglite = new PGlite(options.pgliteDir ?? 'memory://', { extensions: { pg_trgm } });
  await pglite.waitReady;
  const pool = new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    kind: 'pglite',
    checkpoint: async () => {
      await pglite.query('CHECKPOINT');
    },
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
