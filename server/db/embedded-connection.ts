import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { serialize } from 'pg-protocol';
import type { BackendMessage } from 'pg-protocol/dist/messages.js';
import { Parser } from 'pg-protocol/dist/parser.js';

type Answer = { id?: number; type?: string; bytes?: Uint8Array; count?: number; error?: string };
type Pending = { resolve: (answer: Answer) => void; reject: (error: Error) => void };

/**
 * The embedded database on a thread of its own (server/db/embedded-engine.mjs), so that its work
 * runs beside the server's instead of inside it (docs/decisions/014-performance.md, "The embedded
 * database on a thread of its own"). node-postgres speaks the wire protocol to it through
 * `EmbeddedConnection`s, each a logical connection of the pool.
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

  /** Hands a NOTIFY read from a connection's answer to the listeners of its channel. */
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
 * One logical connection to the embedded engine, in the shape node-postgres's `Client` expects of
 * its connection (as PGlite's own node-postgres adapter has it). The frontend messages of one
 * query (parse, bind, describe, execute, sync) go to the engine's thread as one batch, and its
 * answer is read by node-postgres's own protocol parser, as from a server's socket.
 */
export class EmbeddedConnection extends EventEmitter {
  _connecting = false;
  readonly stream = { destroy: () => this.end() };
  parsedStatements = {};
  submittedNamedStatements = {};
  readonly #engine: EmbeddedEngine;
  readonly #id: number;
  readonly #parser = new Parser();
  #outgoing: Buffer[] = [];
  /** The last batch's answer handled; `end` waits for it. */
  #done: Promise<void> = Promise.resolve();
  #emitMessages = false;
  #ended = false;

  constructor(engine: EmbeddedEngine) {
    super();
    this.#engine = engine;
    this.#id = engine.connectionId();
    this.on('newListener', (event) => {
      if (event === 'message') this.#emitMessages = true;
    });
  }

  connect(): void {
    this._connecting = true;
    this.#engine.ready.then(
      () => process.nextTick(() => this.emit('readyForQuery')),
      (error: Error) => this.emit('error', error),
    );
  }

  requestSsl(): void {}
  startup(): void {}
  cancel(): void {}
  password(): void {}
  query(text: string): void {
    this.#send(serialize.query(text));
  }
  parse(query: Parameters<typeof serialize.parse>[0]): void {
    this.#send(serialize.parse(query));
  }
  bind(config: Parameters<typeof serialize.bind>[0]): void {
    this.#send(serialize.bind(config));
  }
  execute(config: Parameters<typeof serialize.execute>[0]): void {
    this.#send(serialize.execute(config));
  }
  describe(message: Parameters<typeof serialize.describe>[0]): void {
    this.#send(serialize.describe(message));
  }
  close(message: Parameters<typeof serialize.close>[0]): void {
    this.#send(serialize.close(message));
  }
  flush(): void {
    this.#send(serialize.flush());
  }
  sync(): void {
    this.#send(serialize.sync());
  }
  sendCopyFromChunk(chunk: Buffer): void {
    this.#send(serialize.copyData(chunk));
  }
  endCopyFrom(): void {
    this.#send(serialize.copyDone());
  }
  sendCopyFail(message: string): void {
    this.#send(serialize.copyFail(message));
  }
  ref(): void {}
  unref(): void {}

  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    void this.#done.then(() => {
      this.#engine.release(this.#id);
      this.emit('end');
      for (const name of this.eventNames()) if (name !== 'newListener') this.removeAllListeners(name);
    });
  }

  /** Collects the messages written in one turn of the event loop, then sends them as one batch. */
  #send(bytes: Buffer): void {
    if (this.#ended) return;
    this.#outgoing.push(bytes);
    if (this.#outgoing.length === 1) queueMicrotask(() => this.#flush());
  }

  #flush(): void {
    const batch = Buffer.concat(this.#outgoing);
    this.#outgoing = [];
    const answered = this.#engine.exec(this.#id, batch).then(
      (bytes) => this.#parser.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), (message) => this.#receive(message)),
      (error: Error) => {
        this.emit('error', error);
      },
    );
    this.#done = this.#done.then(() => answered);
  }

  #receive(message: BackendMessage): void {
    if (message.name === 'notification') {
      const { channel, payload } = message as BackendMessage & { channel: string; payload: string };
      this.#engine.deliver(channel, payload);
    }
    if (this.#emitMessages) this.emit('message', message);
    this.emit(message.name === 'error' ? 'errorMessage' : message.name, message);
  }
}

/** A node-postgres pool of `size` logical connections to the embedded engine. */
export function embeddedPool(engine: EmbeddedEngine, size: number): pg.Pool {
  class EmbeddedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connection: new EmbeddedConnection(engine) } as pg.ClientConfig);
    }
  }
  return new pg.Pool({ max: size, Client: EmbeddedClient });
}
