// Measures the public browsing endpoints on a large market (npm run seed:large first):
// the app runs in this process on that database, each endpoint is requested N times one after
// another, and the SQL each endpoint sends is then run N times directly on the same database,
// so the two columns show what the HTTP layer, validation and JSON cost on top of the query.
//
//   DATA_DIR=./data-bench npm run bench          (embedded database; the portal must be stopped)
//   DATABASE_URL=postgres://… npm run bench
//   BENCH_N=200 (requests per endpoint), BENCH_WARMUP=20, BENCH_ENCODING=gzip (what the HTTP
//   clients accept: `identity` measures the answers uncompressed)
//
// A second table runs BENCH_CONCURRENCY (default 8) clients at once against the real HTTP server
// (the portal on a local port, each request a node:http GET over loopback on a kept-alive
// connection, the clients on a thread of their own: scripts/bench-http-clients.mjs) and the same number of direct runs of each
// endpoint's SQL on the pool, and prints requests/s beside queries/s and their ratio (the goal:
// HTTP at least 0.7 of SQL).
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { AppContext } from '#server/context.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { openDatabase } from '#server/db/pool.ts';
import type { DB } from '#server/db/types.ts';
import { lockDataDir } from '#server/lib/data-dir-lock.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createAuth, runAuthMigrations } from '#server/modules/auth/auth.ts';
import { createMailer } from '#server/lib/mail/mailer.ts';
import { createSmsSender } from '#server/lib/sms/sms-sender.ts';
import { createRealtime } from '#server/lib/realtime/realtime.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';

const N = Number.parseInt(process.env.BENCH_N ?? '200', 10);
const WARMUP = Number.parseInt(process.env.BENCH_WARMUP ?? '20', 10);
const CONCURRENCY = Number.parseInt(process.env.BENCH_CONCURRENCY ?? '8', 10);

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
const unlock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
await runMigrations(database.pool);

// Every query the app sends goes through this Kysely, which records them for the direct runs.
let recording: CompiledQuery[] | undefined;
const db = new Kysely<DB>({
  dialect: new PostgresDialect({ pool: database.pool }),
  log: (event) => {
    if (recording && event.level === 'query') recording.push(CompiledQuery.raw(event.query.sql, [...event.query.parameters]));
  },
});
const logger = createLogger('silent');
const deps = {
  config,
  database: { ...database, db },
  logger,
  storage: createStorage(config),
  mailer: createMailer({ outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, logger }),
};
await runAuthMigrations(deps);
const ctx: AppContext = {
  ...deps,
  auth: await createAuth(deps),
  realtime: await createRealtime({ database: deps.database, logger }),
  sms: createSmsSender({ outboxDir: path.join(config.dataDir, 'sms-outbox'), logger }),
};
const app = createApp(ctx);

async function firstCursor(url: string, pages: number): Promise<string> {
  let cursor = '';
  for (let page = 0; page < pages; page += 1) {
    const response = await app.request(`${url}${cursor ? `&cursor=${cursor}` : ''}`);
    cursor = ((await response.json()) as { nextCursor: string }).nextCursor;
  }
  return cursor;
}

const deepCursor = await firstCursor('/api/v1/posts?kind=product&category=clothing-textiles&limit=24', 20);
const endpoints: Array<[string, string]> = [
  ['products of a category, page 1', '/api/v1/posts?kind=product&category=clothing-textiles'],
  ['products of a category, page 21', `/api/v1/posts?kind=product&category=clothing-textiles&cursor=${deepCursor}`],
  ['products of a subcategory', '/api/v1/posts?kind=product&subcategory=food-agricultural-bench-2'],
  ['products, 3 filters + verified', '/api/v1/posts?kind=product&category=tools-industrial&governorate=aleppo&currency=USD&verified=true'],
  ['listings of a category, page 1', '/api/v1/posts?kind=listing&category=food-agricultural'],
  ['listings, price range', '/api/v1/posts?kind=listing&category=food-agricultural&currency=EUR&minPrice=100&maxPrice=300'],
  ['best ads', '/api/v1/home/best-ads'],
  ['featured vendors', '/api/v1/vendors/featured'],
  ['vendors, page 1', '/api/v1/vendors'],
  ['vendors, name search', `/api/v1/vendors?q=${encodeURIComponent('شركة رقم 12')}`],
];

function stats(samples: number[], totalMs: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), rps: (samples.length / totalMs) * 1000 };
}

async function time(run: () => Promise<unknown>) {
  for (let index = 0; index < WARMUP; index += 1) await run();
  const samples: number[] = [];
  const started = performance.now();
  for (let index = 0; index < N; index += 1) {
    const at = performance.now();
    await run();
    samples.push(performance.now() - at);
  }
  return stats(samples, performance.now() - started);
}

const counts = await database.pool.query<{ products: number; listings: number; businesses: number }>(
  `SELECT (SELECT count(*) FROM posts WHERE kind = 'product')::int AS products, (SELECT count(*) FROM posts WHERE kind = 'listing')::int AS listings, (SELECT count(*) FROM profiles)::int AS businesses`,
);
console.log(`database: ${database.kind}; ${JSON.stringify(counts.rows[0])}; ${N} sequential requests per endpoint after ${WARMUP} warm-up`);
const fmt = (value: number) => value.toFixed(2).padStart(8);
console.log(`${'endpoint'.padEnd(34)} | ${'HTTP median'.padStart(11)} ${'p95'.padStart(8)} ${'req/s'.padStart(8)} | ${'SQL median'.padStart(11)} ${'p95'.padStart(8)} ${'q/s'.padStart(8)}`);
for (const [label, url] of endpoints) {
  recording = [];
  const check = await app.request(url);
  if (!check.ok) throw new Error(`${url} answered ${check.status}: ${await check.text()}`);
  await check.arrayBuffer();
  const queries = recording;
  recording = undefined;
  const http = await time(async () => {
    const response = await app.request(url);
    await response.arrayBuffer();
  });
  const direct = await time(async () => {
    await Promise.all(queries.map((query) => database.pool.query(query.sql, [...query.parameters])));
  });
  console.log(`${label.padEnd(34)} | ${fmt(http.median)} ms${fmt(http.p95)} ${fmt(http.rps)} | ${fmt(direct.median)} ms${fmt(direct.p95)} ${fmt(direct.rps)}`);
}

/** `total` runs of `run` by `clients` workers at once; runs per second over the whole. */
async function throughput(run: () => Promise<unknown>, clients: number, total: number): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next += 1;
      await run();
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, worker));
  return (total / (performance.now() - started)) * 1000;
}

/** Requests per second of `clients` fetching `url` at once, `total` in all, from another thread. */
function httpThroughput(url: string, clients: number, total: number): Promise<number> {
  const worker = new Worker(new URL('./bench-http-clients.mjs', import.meta.url), { workerData: { url, clients, total } });
  return new Promise((resolve, reject) => {
    worker.once('message', (perSecond: number) => resolve(perSecond));
    worker.once('error', reject);
  }).finally(() => worker.terminate()) as Promise<number>;
}

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
console.log(`\n${CONCURRENCY} concurrent clients, ${N} requests per endpoint over HTTP on loopback, beside the same SQL run ${CONCURRENCY} at a time`);
console.log(`${'endpoint'.padEnd(34)} | ${'HTTP req/s'.padStart(10)} | ${'SQL q/s'.padStart(10)} | ${'HTTP/SQL'.padStart(8)}`);
for (const [label, url] of endpoints) {
  recording = [];
  await (await app.request(url)).arrayBuffer();
  const queries = recording;
  recording = undefined;
  const http = await httpThroughput(`${base}${url}`, CONCURRENCY, N);
  const direct = await throughput(() => Promise.all(queries.map((query) => database.pool.query(query.sql, [...query.parameters]))), CONCURRENCY, N);
  console.log(`${label.padEnd(34)} | ${http.toFixed(1).padStart(10)} | ${direct.toFixed(1).padStart(10)} | ${(http / direct).toFixed(2).padStart(8)}`);
}
await new Promise((resolve) => server.close(resolve));

await db.destroy().catch(() => {});
await database.close().catch(() => {});
unlock?.();
