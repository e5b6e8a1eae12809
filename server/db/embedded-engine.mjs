// The embedded database's own thread (docs/decisions/014-performance.md, "The embedded database on
// a thread of its own"). server/db/embedded-connection.ts starts it and speaks to it.
//
// It is plain JavaScript because a worker thread does not inherit the TypeScript loader that the
// server and the tests run under.
//
// Messages in:
//   { type: 'exec', connection, id, bytes }  frontend protocol messages of one logical connection;
//                                            answered { id, bytes } with the backend's messages
//   { type: 'release', connection }          that connection is gone: its open transaction is
//                                            rolled back and its waiting messages are dropped
//   { type: 'diskSyncs', id }                answered { id, count }: fsync calls so far
//   { type: 'close', id }                    closes the database, answered { id }
// Messages out: { type: 'ready' } once open, { type: 'failed', error } if it cannot open.
//
// The engine has one session. Several logical connections share it, one batch at a time: while a
// connection's transaction is open, only that connection's batches run, so a transaction sees
// nothing of the others, as a PostgreSQL server's own session would.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { serialize } from 'pg-protocol';

/** @type {{ dir: string; durable: boolean; statementTimeout: number }} */
const { dir, durable, statementTimeout } = workerData;

/**
 * PGlite's own start parameters (its defaultStartParams) without `-F` (fsync off), and with WAL
 * flushes through fsync(): in the embedded engine fdatasync() does nothing, while fsync() reaches
 * the file system's sync operation.
 */
const DURABLE_START_PARAMS = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];

let diskSyncs = 0;

/**
 * The embedded engine's file system on Node (Emscripten's NODEFS) has no sync operation, so a
 * flush that PostgreSQL asks for would stop in the operating system's cache. This gives it one
 * that calls fsync(2) on the real file.
 */
function syncToDisk(pglite) {
  const mounts = [];
  const walk = (mount) => {
    mounts.push(mount);
    for (const child of mount.mounts ?? []) walk(child);
  };
  walk(pglite.mod.FS.root.mount);
  const data = mounts.find((mount) => mount.mountpoint === '/pglite/data');
  if (!data?.type.stream_ops) throw new Error('The embedded database has no data folder mounted; cannot make its writes durable');
  data.type.stream_ops.fsync = (stream) => {
    fs.fsyncSync(stream.nfd);
    diskSyncs += 1;
    return 0;
  };
}

let pglite;
try {
  pglite = new PGlite(dir, { extensions: { pg_trgm, fuzzystrmatch }, ...(durable ? { startParams: DURABLE_START_PARAMS } : {}) });
  await pglite.waitReady;
  if (durable) syncToDisk(pglite);
  // The engine runs one statement at a time; the setting is kept for the same answers on both
  // engines (a statement in progress cannot be interrupted inside the embedded engine).
  await pglite.exec(`SET statement_timeout = ${statementTimeout}`);
} catch (error) {
  parentPort.postMessage({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

/** Batches waiting their turn, in the order they came. */
const waiting = [];
/** The connection whose transaction is open, if any; only its batches run meanwhile. */
let owner;
let closed = false;

function runWaiting() {
  for (;;) {
    const index = owner === undefined ? 0 : waiting.findIndex((batch) => batch.connection === owner);
    if (index < 0 || index >= waiting.length) return;
    const [batch] = waiting.splice(index, 1);
    let bytes;
    try {
      bytes = pglite.execProtocolRawSync(batch.bytes);
    } catch (error) {
      parentPort.postMessage({ id: batch.id, error: error instanceof Error ? error.message : String(error) });
      continue;
    } finally {
      owner = pglite.isInTransaction() ? batch.connection : undefined;
    }
    // The answer is a copy of the engine's receive buffer, so it can be handed over whole.
    parentPort.postMessage({ id: batch.id, bytes }, [bytes.buffer]);
  }
}

parentPort.on('message', (message) => {
  if (closed) return;
  switch (message.type) {
    case 'exec':
      waiting.push(message);
      runWaiting();
      break;
    case 'release':
      for (let index = waiting.length - 1; index >= 0; index -= 1) {
        if (waiting[index].connection === message.connection) waiting.splice(index, 1);
      }
      if (owner === message.connection) {
        pglite.execProtocolRawSync(serialize.query('ROLLBACK'));
        owner = undefined;
        runWaiting();
      }
      break;
    case 'diskSyncs':
      parentPort.postMessage({ id: message.id, count: diskSyncs });
      break;
    case 'close':
      closed = true;
      void pglite.close().then(
        () => parentPort.postMessage({ id: message.id }),
        (error) => parentPort.postMessage({ id: message.id, error: String(error) }),
      );
      break;
  }
});
parentPort.postMessage({ type: 'ready' });
