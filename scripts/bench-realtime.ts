// `npm run bench:realtime`: delivery latency of messages over the realtime channel and memory per
// idle socket, on the embedded database and on PostgreSQL (docs/decisions/010-messages-realtime.md).
//
// For each engine it prepares a database with BENCH_USERS accounts and sessions, starts the real
// server (server/main.ts) as its own process, then
//   1. memory: the server's RSS before and after BENCH_IDLE idle, authenticated sockets;
//   2. latency: BENCH_CLIENTS connected clients, BENCH_RATE messages a second over HTTP for
//      BENCH_SECONDS, each timed from just before its POST to its arrival on the receiver's socket.
// Settings: BENCH_ENGINES=pglite,postgres  BENCH_DATABASE_URL (a PostgreSQL server; a new database
// is made on it and dropped)  BENCH_USERS=1000  BENCH_CLIENTS=1000  BENCH_IDLE=5000  BENCH_RATE=20
// BENCH_SECONDS=20.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import type { TMessage } from '#common/schemas/messages.ts';
import type { TRealtimeFrame } from '#common/schemas/realtime.ts';
import { loadConfig } from '#server/config.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { openDatabase } from '#server/db/pool.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createPostgresDatabase } from '#server/test/test-database.ts';
import { createAuth, runAuthMigrations } from '#server/modules/auth/auth.ts';
import { createMailer } from '#server/lib/mail/mailer.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { freePort } from '../e2e/support/server.ts';

const env = process.env;
const ENGINES = (env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((value) => value.trim()) as Array<'pglite' | 'postgres'>;
const SERVER_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const USERS = Number(env.BENCH_USERS ?? 1000);
const CLIENTS = Number(env.BENCH_CLIENTS ?? 1000);
const IDLE = Number(env.BENCH_IDLE ?? 5000);
const RATE = Number(env.BENCH_RATE ?? 20);
const SECONDS = Number(env.BENCH_SECONDS ?? 20);
const WARMUP = 50;
const SECRET = 'bench-secret-bench-secret-bench-secret';
const SOCKETS_PER_USER = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signedCookie(token: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = Buffer.from(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(token))).toString('base64');
  return `sbp.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** Makes the accounts and their sessions the way the portal does, and returns their cookies. */
async function prepare(dataDir: string, databaseUrl: string | undefined): Promise<Array<{ id: string; cookie: string }>> {
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, AUTH_SECRET: SECRET, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'db') });
  const logger = createLogger('silent');
  await runMigrations(database.pool);
  const deps = { config, database, logger, storage: createStorage(config), mailer: createMailer({ outboxDir: path.join(dataDir, 'outbox'), from: config.mailFrom, logger }) };
  await runAuthMigrations(deps);
  const auth = await createAuth(deps);
  const adapter = (await auth.$context).internalAdapter;
  const users: Array<{ id: string; cookie: string }> = [];
  for (let index = 0; index < USERS; index += 1) {
    const user = await adapter.createUser({ email: `bench${index}@example.com`, name: `Bench ${index}`, emailVerified: true }, { method: 'email-password' });
    const session = await adapter.createSession(user.id);
    users.push({ id: user.id, cookie: await signedCookie(session.token) });
  }
  await database.checkpoint();
  await database.close();
  return users;
}

async function startServer(dataDir: string, databaseUrl: string | undefined): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      AUTH_SECRET: SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // Each sender comes through the "proxy" with its own address, as users behind a balancer do.
      TRUSTED_PROXIES: '127.0.0.1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited');
    if (await fetch(`${url}/api/health`).then((response) => response.ok).catch(() => false)) break;
    await sleep(200);
  }
  return {
    url,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** CPU time (user + system) the process has used, in milliseconds. */
async function cpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** Opens one authenticated socket; resolves once the server said hello. */
function connect(url: string, cookie: string, onFrame?: (frame: TRealtimeFrame) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/api/realtime`, { headers: { cookie, origin: url }, perMessageDeflate: false });
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode}`)));
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as TRealtimeFrame;
      if (frame.kind === 'hello') resolve(socket);
      onFrame?.(frame);
    });
  });
}

async function connectMany(count: number, open: (index: number) => Promise<WebSocket>): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  const BATCH = 50;
  for (let start = 0; start < count; start += BATCH) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => open(start + offset)))));
  }
  return sockets;
}

async function closeAll(sockets: WebSocket[]): Promise<void> {
  await Promise.all(sockets.map((socket) => new Promise<void>((resolve) => {
    socket.once('close', () => resolve());
    socket.close();
  })));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function measure(engine: 'pglite' | 'postgres') {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `sbp-bench-rt-${engine}-`));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    const created = await createPostgresDatabase(SERVER_URL, 'sbp_bench_rt');
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  process.stdout.write(`\n▶ ${engine}: preparing ${USERS} accounts…\n`);
  const users = await prepare(dataDir, databaseUrl);
  const server = await startServer(dataDir, databaseUrl);
  try {
    // One round of the same sockets first, so that the baseline already holds what the first
    // round leaves behind for good (loaded code, grown heaps, the embedded database's memory,
    // which never shrinks): the difference is then the sockets' own.
    const idlePerUser = Math.min(SOCKETS_PER_USER, Math.ceil(IDLE / USERS));
    const openIdle = () => connectMany(IDLE, (index) => connect(server.url, users[Math.floor(index / idlePerUser) % USERS]!.cookie));
    await closeAll(await openIdle());
    await sleep(5000);
    const before = await rssBytes(server.child.pid!);
    const idle = await openIdle();
    await sleep(5000);
    const after = await rssBytes(server.child.pid!);
    await closeAll(idle);
    const perSocket = (after - before) / IDLE;

    process.stdout.write(`  ${engine}: ${IDLE} idle sockets measured; connecting ${CLIENTS} clients…\n`);
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let lost = 0;
    const clients = await connectMany(CLIENTS, (index) =>
      connect(server.url, users[index % USERS]!.cookie, (frame) => {
        if (frame.kind !== 'event' || frame.type !== 'message.new') return;
        const message = frame.payload.message as TMessage;
        // Each message goes to both parties; the receiver's copy is the one timed.
        if (message.receiverId !== users[index % USERS]!.id) return;
        const start = sentAt.get(message.clientId);
        if (start === undefined) return;
        sentAt.delete(message.clientId);
        latencies.push(performance.now() - start);
      }),
    );
    const total = WARMUP + RATE * SECONDS;
    const connected = Math.min(CLIENTS, USERS);
    const sends: Array<Promise<void>> = [];
    const load = os.loadavg()[0] ?? 0;
    const cpuBefore = await cpuMs(server.child.pid!);
    const startedAt = performance.now();
    for (let count = 0; count < total; count += 1) {
      const due = startedAt + (count * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const from = count % connected;
      const to = (from + 1 + Math.floor(Math.random() * (connected - 1))) % connected;
      const clientId = `bench-${count}-${Date.now()}`;
      const isWarmup = count < WARMUP;
      sends.push(
        (async () => {
          if (!isWarmup) sentAt.set(clientId, performance.now());
          const response = await fetch(`${server.url}/api/v1/messages`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: server.url, cookie: users[from]!.cookie, 'x-forwarded-for': `10.0.${Math.floor(from / 250)}.${from % 250}` },
            body: JSON.stringify({ to: users[to]!.id, clientId, text: `Benchmark message ${count}` }),
          });
          if (response.status !== 201) {
            lost += 1;
            sentAt.delete(clientId);
            process.stderr.write(`send ${count}: ${response.status} ${await response.text()}\n`);
          }
        })(),
      );
    }
    await Promise.all(sends);
    const deadline = performance.now() + 10_000;
    while (sentAt.size > 0 && performance.now() < deadline) await sleep(50);
    lost += sentAt.size;
    const cpuPerMessage = (await cpuMs(server.child.pid!)) - cpuBefore;
    await closeAll(clients);
    const sorted = latencies.sort((a, b) => a - b);
    return {
      engine,
      clients: CLIENTS,
      messages: RATE * SECONDS,
      ratePerSecond: RATE,
      delivered: sorted.length,
      notDelivered: lost,
      latencyMs: { p50: +percentile(sorted, 50).toFixed(1), p95: +percentile(sorted, 95).toFixed(1), p99: +percentile(sorted, 99).toFixed(1), max: +(sorted.at(-1) ?? 0).toFixed(1) },
      /** Server CPU per message (its request, its transaction, its fan-out), whatever else runs on the machine. */
      serverCpuMsPerMessage: +(cpuPerMessage / total).toFixed(2),
      loadAverageAtStart: +load.toFixed(1),
      cpus: os.cpus().length,
      idleSockets: IDLE,
      rssBeforeMiB: +(before / 2 ** 20).toFixed(1),
      rssAfterMiB: +(after / 2 ** 20).toFixed(1),
      bytesPerIdleSocket: Math.round(perSocket),
      idleSocketsPerGiB: Math.round(2 ** 30 / perSocket),
    };
  } finally {
    await server.stop();
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (const engine of ENGINES) results.push(await measure(engine));
process.stdout.write(`\n${JSON.stringify(results, null, 2)}\n`);
