import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '#server/config.ts';
import { EmbeddedEngine, embeddedPool } from './embedded-connection.ts';
import type { DB } from './types.ts';

// numeric and bigint come back as strings by default; prices and counts are read as numbers.
// Prices stay far inside 2^53, and counts are row counts.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export interface Database {
  db: Kysely<DB>;
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onPayload` with every NOTIFY on `channel` (sent at commit, in commit order). On a
   * PostgreSQL server a dedicated connection listens and comes back after a loss, calling `onGap`,
   * since notifications sent meanwhile are gone. Resolves with a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  /** The embedded database only: how many times it has synced a file to the disk so far. */
  diskSyncs?: () => Promise<number>;
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
  /**
   * The embedded database flushes each commit to the disk before answering (EMBEDDED_DB_FSYNC,
   * default on), so a power cut or an operating-system crash loses no acknowledged write.
   */
  fsync?: boolean;
  /** A statement running longer is cancelled (DATABASE_STATEMENT_TIMEOUT_MS); 0 turns this off. */
  statementTimeoutMs?: number;
}

/**
 * Logical connections to the embedded database. They share its one session a batch at a time
 * (server/db/embedded-engine.mjs); with several, the next query waits on the engine's thread
 * while the server's thread reads the last answer.
 */
const EMBEDDED_CONNECTIONS = 4;

/** The default longest run of one statement: far above any request's query, short of a hung one. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

/**
 * How the portal opens its database under a configuration: DATABASE_URL, else the embedded
 * database in DATA_DIR/db, flushing every commit unless EMBEDDED_DB_FSYNC=false.
 */
export function portalDatabaseOptions(config: Config): OpenDatabaseOptions {
  return {
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    statementTimeoutMs: config.statementTimeoutMs,
    fsync: config.embeddedDbFsync,
  };
}

/**
 * Opens the one database of the portal. Both paths go through node-postgres and Kysely, so the
 * embedded database returns the same types as a PostgreSQL server.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const statementTimeout = Math.max(0, Math.floor(options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS));
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, statement_timeout: statementTimeout });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on the next query.
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      pool,
      kind: 'postgres',
      listen: (channel, onPayload, onGap) => listenOnServer(options.databaseUrl as string, channel, onPayload, onGap),
      checkpoint: async () => {},
      close: async () => {
        await db.destroy();
      },
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  const durable = options.fsync !== false && !dir.startsWith('memory://');
  const engine = new EmbeddedEngine({ dir, durable, statementTimeout });
  await engine.ready;
  const pool = embeddedPool(engine, EMBEDDED_CONNECTIONS);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const listener = engine.subscribe(channel, onPayload);
      if (listener.first) await pool.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      return async () => {
        listener.remove();
      };
    },
    diskSyncs: () => engine.diskSyncs(),
    checkpoint: async () => {
      await pool.query('CHECKPOINT');
    },
    close: async () => {
      await db.destroy();
      await engine.close();
    },
  };
}

/** Waits before reconnecting a lost listening connection; doubles up to this. */
const LISTEN_RETRY_MAX_MS = 5_000;

/** LISTEN on a connection of its own (a pooled one would be handed to other queries). */
async function listenOnServer(url: string, channel: string, onPayload: (payload: string) => void, onGap: () => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = 100;
  const quoted = `"${channel.replaceAll('"', '""')}"`;
  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => {
      // The 'end' handler below reconnects.
    });
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      setTimeout(() => void reconnect(), retryMs);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${quoted}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = 100;
    if (isReconnect) onGap();
  };
  const reconnect = async () => {
    if (stopped) return;
    try {
      await connect(true);
    } catch {
      retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
      client = undefined;
      setTimeout(() => void reconnect(), retryMs);
    }
  };
  await connect(false);
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}
