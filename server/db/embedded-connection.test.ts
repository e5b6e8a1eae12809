import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './pool.ts';

// The embedded database on its own thread, shared by the pool's logical connections
// (docs/decisions/014-performance.md, "The embedded database on a thread of its own"). It runs on
// either test pass: these tests open their own embedded database whatever TEST_DATABASE_URL says.

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
  await database.pool.query('CREATE TABLE entries (id serial PRIMARY KEY, label text UNIQUE NOT NULL)');
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.pool.query('TRUNCATE entries');
});

/** How many entries `client` (the pool by default) sees. */
const count = async (client: Pick<pg.Pool, 'query'> = database.pool) =>
  (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM entries')).rows[0]!.n;

/** Two of the pool's connections: a writer in an open transaction that has added `label`, and a reader. */
async function writerAndReader(label: string): Promise<{ writer: pg.PoolClient; reader: pg.PoolClient }> {
  const writer = await database.pool.connect();
  const reader = await database.pool.connect();
  await writer.query('BEGIN');
  await writer.query('INSERT INTO entries (label) VALUES ($1)', [label]);
  return { writer, reader };
}

describe('the embedded database on its own thread', () => {
  it('keeps the server’s thread free while a long statement runs', { timeout: 60_000 }, async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 1);
    try {
      await database.pool.query("SELECT count(*) FROM generate_series(1, 400000) g WHERE md5(g::text) LIKE '0%'");
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(0);
  });

  it('runs another connection’s statement only once an open transaction has ended', async () => {
    const { writer, reader } = await writerAndReader('first');
    try {
      const events: string[] = [];
      // Sent to the engine's thread before the writer's next statement: it must not run inside
      // the writer's transaction.
      const reading = count(reader).then((n) => {
        events.push(`read ${n}`);
      });
      await writer.query("INSERT INTO entries (label) VALUES ('second')");
      events.push('commit');
      await writer.query('COMMIT');
      await reading;
      expect(events).toEqual(['commit', 'read 2']);
    } finally {
      writer.release();
      reader.release();
    }
  });

  it('rolls back the open transaction of a connection that goes away, and goes on with the others', async () => {
    const { writer, reader } = await writerAndReader('abandoned');
    try {
      const reading = count(reader);
      writer.release(true);
      expect(await reading).toBe(0);
      expect(await count()).toBe(0);
    } finally {
      reader.release();
    }
  });

  it('answers errors as a PostgreSQL server does, with their code and constraint', async () => {
    await database.pool.query("INSERT INTO entries (label) VALUES ('taken')");
    const error = await database.pool.query("INSERT INTO entries (label) VALUES ('taken')").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', constraint: 'entries_label_key' });
    expect(await count()).toBe(1);
  });

  it('delivers a NOTIFY at commit to the listeners of its channel', async () => {
    const payloads: string[] = [];
    const stop = await database.listen('entries_changed', (payload) => payloads.push(payload), () => {});
    const writer = await database.pool.connect();
    try {
      await writer.query('BEGIN');
      await writer.query("SELECT pg_notify('entries_changed', 'one')");
      expect(payloads).toEqual([]);
      await writer.query('COMMIT');
    } finally {
      writer.release();
    }
    await database.pool.query("SELECT pg_notify('other_channel', 'ignored')");
    expect(payloads).toEqual(['one']);
    await stop();
    await database.pool.query("SELECT pg_notify('entries_changed', 'two')");
    expect(payloads).toEqual(['one']);
  });
});
