// The search benchmark (docs/decisions, "search"). Two parts:
//
// 1. Quality, on a fresh database holding the labelled market of scripts/bench-search-queries.ts:
//    recall@10, MRR and nDCG@10 of the portal's search beside plain to_tsvector('arabic') @@
//    plainto_tsquery('arabic', …) on the same posts, and how many must-find-nothing queries find
//    nothing. The embedded database, or with TEST_DATABASE_URL a new database on that server.
// 2. Latency, on the large market of `npm run seed:large` (plus the labelled posts): p50 and p95
//    of the whole search (counts, page, businesses) for a selective, a broad, a typo and a
//    filter-combination query, run one after another; then the worst searches we could build
//    (many unknown words, each a spelling look-up), alone and eight at once, with the p95 of
//    /api/health (one statement, as its route runs it) while the eight run
//    (docs/decisions/018-second-audit.md).
//
//   npm run bench:search                                   (quality on the embedded database)
//   TEST_DATABASE_URL=postgres://… npm run bench:search    (quality on PostgreSQL)
//   DATA_DIR=./data-bench npm run bench:search -- latency  (after seed:large; portal stopped)
//   DATABASE_URL=postgres://… npm run bench:search -- latency
//   BENCH_N=100 (runs per query), BENCH_WARMUP=10
import path from 'node:path';
import { sql } from 'kysely';
import { ZSearchQuery } from '#common/schemas/search.ts';
import { loadConfig } from '#server/config.ts';
import type { AppContext } from '#server/context.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { openDatabase, type Database } from '#server/db/pool.ts';
import { lockDataDir } from '#server/lib/data-dir-lock.ts';
import { healthRoutes } from '#server/modules/health/routes.ts';
import { search } from '#server/modules/search/search.ts';
import { searchGate } from '#server/modules/search/search-gate.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { DOCUMENTS, QUERIES } from './bench-search-queries.ts';

const BENCH_USER = 'bench-search-seller';
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });

function contextOf(database: Database): AppContext {
  // The search reads the configuration (brand words) and the database only.
  return { config, database } as AppContext;
}

/** Writes the labelled posts (again) and returns their ids by key. */
async function insertDocuments(database: Database): Promise<Map<string, string>> {
  const { db } = database;
  await sql`INSERT INTO categories (id, name_en, name_ar, image_url)
            SELECT DISTINCT category, category, category, '/images/product-fallback.svg'
            FROM unnest(${DOCUMENTS.map((doc) => doc.category)}::text[]) AS category
            ON CONFLICT (id) DO NOTHING`.execute(db);
  await db.deleteFrom('posts').where('user_id', '=', BENCH_USER).execute();
  await db.deleteFrom('profiles').where('id', '=', BENCH_USER).execute();
  await db.insertInto('profiles').values({ id: BENCH_USER, full_name: 'Bench Seller', business_name: 'Bench Trading', governorate: 'damascus' }).execute();
  const ids = new Map<string, string>();
  for (const doc of DOCUMENTS) {
    const row = await db
      .insertInto('posts')
      .values({
        kind: doc.kind,
        user_id: BENCH_USER,
        title: doc.title,
        description: doc.description,
        category_id: doc.category,
        governorate: 'damascus',
        created_at: new Date(),
        updated_at: new Date(),
        company_name: doc.kind === 'product' ? (doc.seller ?? 'Bench Trading') : null,
        intent: doc.kind === 'listing' ? 'offer' : null,
        is_negotiable: doc.kind === 'listing' ? false : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(doc.key, row.id);
  }
  return ids;
}

async function portalTop10(ctx: AppContext, text: string): Promise<string[]> {
  const parsed = ZSearchQuery.safeParse({ q: text, limit: '10' });
  if (!parsed.success) return [];
  const result = await search(ctx, parsed.data);
  return result.posts.map((post) => post.id);
}

async function baselineTop10(database: Database, text: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM posts
    WHERE is_active AND to_tsvector('arabic', title || ' ' || description) @@ plainto_tsquery('arabic', ${text})
    ORDER BY ts_rank(to_tsvector('arabic', title || ' ' || description), plainto_tsquery('arabic', ${text})) DESC, id
    LIMIT 10
  `.execute(database.db);
  return rows.map((row) => row.id);
}

interface Scores {
  recall: number;
  mrr: number;
  ndcg: number;
  emptyRight: number;
  misses: string[];
}

async function score(run: (text: string) => Promise<string[]>, ids: Map<string, string>): Promise<Scores> {
  let recall = 0;
  let mrr = 0;
  let ndcg = 0;
  let labelled = 0;
  let emptyRight = 0;
  const misses: string[] = [];
  for (const query of QUERIES) {
    const found = await run(query.q);
    if (query.relevant.length === 0) {
      if (found.length === 0) emptyRight += 1;
      else misses.push(`${query.q} (${query.rule}): found ${found.length}, wanted none`);
      continue;
    }
    labelled += 1;
    const relevant = query.relevant.map((key) => ids.get(key));
    const hits = relevant.filter((id) => id && found.includes(id)).length;
    recall += hits / relevant.length;
    const first = found.findIndex((id) => relevant.includes(id));
    mrr += first === -1 ? 0 : 1 / (first + 1);
    // nDCG@10 with binary gains: each relevant post found at rank r (from 1) adds 1 / log2(r + 1),
    // divided by the same sum with every relevant post at the top.
    const gain = (rank: number) => 1 / Math.log2(rank + 1);
    const dcg = found.slice(0, 10).reduce((sum, id, index) => sum + (relevant.includes(id) ? gain(index + 1) : 0), 0);
    const ideal = relevant.slice(0, 10).reduce((sum, _, index) => sum + gain(index + 1), 0);
    ndcg += dcg / ideal;
    if (hits < relevant.length) misses.push(`${query.q} (${query.rule}): ${hits}/${relevant.length}`);
    else if (first !== 0) misses.push(`${query.q} (${query.rule}): first relevant at ${first + 1}`);
  }
  return { recall: recall / labelled, mrr: mrr / labelled, ndcg: ndcg / labelled, emptyRight, misses };
}

async function quality(): Promise<void> {
  const { database, drop } = await createTestDatabase();
  try {
    const ids = await insertDocuments(database);
    const ctx = contextOf(database);
    const empty = QUERIES.filter((query) => query.relevant.length === 0).length;
    console.log(`quality on ${database.kind}: ${DOCUMENTS.length} posts, ${QUERIES.length} queries (${empty} must find nothing)`);
    for (const [name, run] of [
      ['portal search', (text: string) => portalTop10(ctx, text)],
      ["plain to_tsvector('arabic')", (text: string) => baselineTop10(database, text)],
    ] as const) {
      const scores = await score(run, ids);
      console.log(
        `${name.padEnd(28)} recall@10 ${scores.recall.toFixed(3)}  MRR ${scores.mrr.toFixed(3)}  nDCG@10 ${scores.ndcg.toFixed(3)}  nothing found where nothing should be: ${scores.emptyRight}/${empty}`,
      );
      if (process.env.BENCH_VERBOSE) for (const miss of scores.misses) console.log(`   miss: ${miss}`);
    }
  } finally {
    await drop();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function latency(): Promise<void> {
  const n = Number.parseInt(process.env.BENCH_N ?? '100', 10);
  const warmup = Number.parseInt(process.env.BENCH_WARMUP ?? '10', 10);
  const unlock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  try {
    await runMigrations(database.pool);
    await insertDocuments(database);
    await sql`ANALYZE posts`.execute(database.db);
    const { rows } = await sql<{ posts: number }>`SELECT count(*)::int AS posts FROM posts`.execute(database.db);
    console.log(`latency on ${database.kind}, ${rows[0]?.posts ?? 0} posts, ${n} runs each after ${warmup} warm-up runs`);
    const ctx = contextOf(database);
    const cases: Array<[string, Record<string, string>]> = [
      ['selective (ثلاجة)', { q: 'ثلاجة' }],
      ['selective (منتج 4242)', { q: 'منتج 4242' }],
      ['broad (product)', { q: 'product' }],
      ['broad (منتج, page 3)', { q: 'منتج', page: '3' }],
      ['typo (prodct)', { q: 'prodct' }],
      ['typo (مكيفاث)', { q: 'مكيفاث' }],
      ['filters (listing + 5 filters)', { q: 'listing', category: 'food-agricultural', governorate: 'homs', minPrice: '100', maxPrice: '600', currency: 'EUR', sort: 'price_asc' }],
      ['filters (verified products)', { q: 'product', tab: 'products', verified: 'true', governorate: 'homs', sort: 'newest' }],
      ['no results (xyzzy)', { q: 'xyzzy' }],
    ];
    console.log(`${'query'.padEnd(32)} ${'results'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
    for (const [label, input] of cases) {
      const query = ZSearchQuery.parse(input);
      let total = 0;
      for (let index = 0; index < warmup; index += 1) await search(ctx, query);
      const times: number[] = [];
      for (let index = 0; index < n; index += 1) {
        const started = performance.now();
        const result = await search(ctx, query);
        times.push(performance.now() - started);
        total = result.counts.products + result.counts.listings;
      }
      times.sort((a, b) => a - b);
      console.log(`${label.padEnd(32)} ${String(total).padStart(8)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)}`);
    }
    await worstCases(ctx, Math.max(5, Math.round(n / 10)));
    await database.db.deleteFrom('posts').where('user_id', '=', BENCH_USER).execute();
    await database.checkpoint();
  } finally {
    await database.close();
    unlock?.();
  }
}

/** Twelve words (what one search reads) of a kind no post has. */
const twelve = (make: (index: number) => string) => Array.from({ length: 12 }, (_, index) => make(index)).join(' ');
const LETTERS = 'بتثجحخدذرزسشصضطظعغفقكلمنهوي';
const arabicWord = (index: number, length: number) => Array.from({ length }, (_, at) => LETTERS[(index * 7 + at * 3) % LETTERS.length]).join('');
const WORST: Array<[string, string]> = [
  ['12 unknown two-letter words', twelve((index) => arabicWord(index, 2))],
  ['12 unknown three-letter words', twelve((index) => arabicWord(index, 3))],
  ['12 unknown six-letter words', twelve((index) => arabicWord(index, 6))],
  ['12 unknown ten-letter words', twelve((index) => arabicWord(index, 10))],
  ['12 Latin typos (prodcts…)', twelve((index) => `prodct${'abcdefghijkl'[index]}`)],
];

/** The worst searches alone, then eight at once with /api/health asked meanwhile. */
async function worstCases(ctx: AppContext, runs: number): Promise<void> {
  console.log(`\nworst searches, ${runs} runs each`);
  console.log(`${'query'.padEnd(32)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
  for (const [label, text] of WORST) {
    const query = ZSearchQuery.parse({ q: text });
    const times: number[] = [];
    for (let index = 0; index < runs; index += 1) {
      const started = performance.now();
      await search(ctx, query);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`${label.padEnd(32)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)}`);
  }
  const health = healthRoutes(ctx);
  // As the search route runs them: through the gate of the database (server/modules/search/search-gate.ts).
  const gate = searchGate(ctx.database);
  for (const [label, text] of WORST) {
    const query = ZSearchQuery.parse({ q: text });
    const searchTimes: number[] = [];
    const healthTimes: number[] = [];
    let running = true;
    const searches = Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let index = 0; index < runs; index += 1) {
          const started = performance.now();
          await gate.run(() => search(ctx, query));
          searchTimes.push(performance.now() - started);
        }
      }),
    ).finally(() => {
      running = false;
    });
    while (running) {
      const started = performance.now();
      const response = await health.request('/health');
      if (!response.ok) throw new Error(`health answered ${response.status}`);
      healthTimes.push(performance.now() - started);
    }
    await searches;
    searchTimes.sort((a, b) => a - b);
    healthTimes.sort((a, b) => a - b);
    console.log(
      `8 at once: ${label.padEnd(30)} search p50 ${percentile(searchTimes, 50).toFixed(0)} ms, p95 ${percentile(searchTimes, 95).toFixed(0)} ms; ` +
        `/api/health p50 ${percentile(healthTimes, 50).toFixed(1)} ms, p95 ${percentile(healthTimes, 95).toFixed(1)} ms (${healthTimes.length} asked)`,
    );
  }
}

if (process.argv.includes('latency')) await latency();
else await quality();
