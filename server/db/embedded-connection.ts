import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import pg from 'pg';

type Answer = { id?: number; type?: string; bytes?: Uint8Array; count?: number; error?: string };
type Pending = { resolve: (answer: Answer) => void; reject: (error: Error) => void };

/**
 * The embedded database on a thread of its own (server/db/embedded-engine.mjs), so that its work
 * runs beside the server's instead of inside it (docs/decisions/014-performance.md, "The embedded
 * database on a thread of its own"). node-postgres speaks the wire protocol to it through
 * `EngineSocket`s, each a logical connection of the pool.
 */
export class EmbeddedEngine {
  readonly #worker: Worker;
  readonly ready: Promise<void>;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 0;
  #nextConnection = 0;
  #gone: Error | undefined;

  constructor(options: { dir: string; durable: boolean; statementTimeout: number }) {
    this.#worker = new Worker(new URL('./embedded-engine.mjs', import.meta.url), { workerData: options });
    // The thread keeps the process alive while it opens and while an answer is awaited, as a
    // socket with a query on it would; an idle database does not keep a finished script running.
    this.ready = new Promise<void>((resolve, reject) => {
      this.#worker.on('message', (answer: Answer) => {
        if (answer.type === 'ready') {
          this.#settled();
          resolve();
        } else if (answer.type === 'failed') reject(new Error(`The embedded database did not open: ${answer.error}`));
        else this.#answer(answer);
      });
      this.#worker.once('error', reject);
    });
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) => this.#fail(new Error(`The embedded database's thread stopped (exit code ${code})`)));
  }

  /** A new logical connection's number. */
  connectionId(): number {
    this.#nextConnection += 1;
    return this.#nextConnection;
  }

  /** Runs a batch of frontend messages of `connection`; resolves with the backend's messages. */
  async exec(connection: number, bytes: Buffer): Promise<Uint8Array> {
    return (await this.#request({ type: 'exec', connection, bytes })).bytes ?? new Uint8Array(0);
  }

  /** That connection is gone; an open transaction of it is rolled back. */
  release(connection: number): void {
    if (!this.#gone) this.#worker.postMessage({ type: 'release', connection });
  }

  /** How many times the engine has synced a file to the disk (its durability, under test). */
  async diskSyncs(): Promise<number> {
    return (await this.#request({ type: 'diskSyncs' })).count ?? 0;
  }

  /**
   * Calls `onPayload` with each NOTIFY on `channel`, whichever connection's batch carries it;
   * `first` says the channel had no listener yet (the session has still to LISTEN to it).
   */
  subscribe(channel: string, onPayload: (payload: string) => void): { first: boolean; remove: () => void } {
    let listeners = this.#listeners.get(channel);
    const first = !listeners;
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
    }
    listeners.add(onPayload);
    return { first, remove: () => listeners.delete(onPayload) };
  }

  /** Hands a NOTIFY heard on one of the pool's connections to the listeners of its channel. */
  deliver(channel: string, payload: string): void {
    for (const listener of this.#listeners.get(channel) ?? []) listener(payload);
  }

  async close(): Promise<void> {
    if (this.#gone) return;
    await this.#request({ type: 'close' });
    this.#gone = new Error('The embedded database is closed');
    await this.#worker.terminate();
  }

  #request(message: Record<string, unknown>): Promise<Answer> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = this.#nextId;
    this.#nextId += 1;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<Answer>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  #answer(answer: Answer): void {
    if (answer.id === undefined) return;
    const pending = this.#pending.get(answer.id);
    if (!pending) return;
    this.#pending.delete(answer.id);
    this.#settled();
    if (answer.error !== undefined) pending.reject(new Error(answer.error));
    else pending.resolve(answer);
  }

  #settled(): void {
    if (this.#pending.size === 0) this.#worker.unref();
  }

  #fail(error: Error): void {
    this.#gone ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}

/**
 * One logical connection to the embedded engine, as the socket node-postgres reads and writes
 * (its documented `stream` option): node-postgres speaks the whole protocol itself, from the
 * startup message on, and parses the answers with its own parser. What it writes in one turn of
 * the event loop (parse, bind, describe, execute, sync) goes to the engine's thread as one batch,
 * and the engine's answer is what the socket then reads.
 */
export class EngineSocket extends Duplex {
  readonly #engine: EmbeddedEngine;
  readonly #id: number;
  #outgoing: Buffer[] = [];
  /** The last batch's answer handled; the end waits for it. */
  #done: Promise<void> = Promise.resolve();
  #released = false;

  constructor(engine: EmbeddedEngine) {
    super();
    this.#engine = engine;
    this.#id = engine.connectionId();
  }

  // What node-postgres asks of a net.Socket besides reading and writing.
  connect(): this {
    this.#engine.ready.then(
      () => this.emit('connect'),
      (error: Error) => this.destroy(error),
    );
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }

  override _read(): void {
    // Answers are pushed as they come from the engine's thread.
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.#outgoing.push(chunk);
    if (this.#outgoing.length === 1) queueMicrotask(() => this.#flush());
    callback();
  }

  /** The connection is ending: what was written still runs, then its open transaction is rolled back. */
  override _final(callback: (error?: Error | null) => void): void {
    this.#flush();
    void this.#done.then(() => {
      this.#release();
      this.push(null);
      callback();
    });
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.#release();
    callback(error);
  }

  #release(): void {
    if (this.#released) return;
    this.#released = true;
    this.#engine.release(this.#id);
  }

  /** Sends what was written in this turn of the event loop as one batch. */
  #flush(): void {
    if (this.#outgoing.length === 0) return;
    const batch = Buffer.concat(this.#outgoing);
    this.#outgoing = [];
    const answered = this.#engine.exec(this.#id, batch).then(
      (bytes) => {
        if (bytes.byteLength > 0 && !this.destroyed) this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      },
      (error: Error) => {
        // A connection that is ending has nothing left to hear (its last batch is the goodbye,
        // which may come after the engine has closed).
        if (!this.writableEnded) this.destroy(error);
      },
    );
    this.#done = this.#done.then(() => answered);
  }
}

/**
 * A node-postgres pool of `size` logical connections to the embedded engine. The engine has one
 * session, so a NOTIFY reaches whichever connection's batch ran when it was sent: each connection
 * hands what it hears to the engine's listeners of that channel (EmbeddedEngine.subscribe).
 */
export function embeddedPool(engine: EmbeddedEngine, size: number): pg.Pool {
  const pool = new pg.Pool({ max: size, user: 'postgres', database: 'postgres', stream: () => new EngineSocket(engine) });
  pool.on('connect', (client) => {
    client.on('notification', ({ channel, payload }) => engine.deliver(channel, payload ?? ''));
  });
  return pool;
}
