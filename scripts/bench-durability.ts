// The write-latency cost of flushing every commit of the embedded database to the disk
// (EMBEDDED_DB_FSYNC, docs/decisions/009-hardening.md). Two fresh databases in temporary folders,
// one with fsync off (PGlite's default) and one as the portal opens it; each runs BENCH_N
// single-row committed inserts one after another (what an acknowledged write costs), and the same
// number of 20-row transactions.
//
//   npm run bench:durability            BENCH_N=300 (commits per case), BENCH_DIR=/path (default: the system's temp folder)
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '#server/db/pool.ts';

const N = Number.parseInt(process.env.BENCH_N ?? '300', 10);
const base = process.env.BENCH_DIR ?? os.tmpdir();

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return { mean: mean.toFixed(2), p50: at(0.5).toFixed(2), p95: at(0.95).toFixed(2), p99: at(0.99).toFixed(2) };
}

async function measure(fsync: boolean) {
  const dir = await mkdtemp(path.join(base, 'sbp-bench-durability-'));
  const database = await openDatabase({ pgliteDir: dir, fsync });
  try {
    await sql`CREATE TABLE bench (id serial PRIMARY KEY, body text NOT NULL)`.execute(database.db);
    const single: number[] = [];
    for (let index = 0; index < N; index += 1) {
      const start = performance.now();
      await sql`INSERT INTO bench (body) VALUES (${`row ${index}`})`.execute(database.db);
      single.push(performance.now() - start);
    }
    const batch: number[] = [];
    for (let index = 0; index < N; index += 1) {
      const start = performance.now();
      await database.db.transaction().execute(async (trx) => {
        for (let row = 0; row < 20; row += 1) await sql`INSERT INTO bench (body) VALUES (${`batch ${index}.${row}`})`.execute(trx);
      });
      batch.push(performance.now() - start);
    }
    return { single: summary(single), batch: summary(batch) };
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

console.log(`Embedded database, ${N} commits per case, folder ${base} (milliseconds per commit)`);
const rows: Record<string, Record<string, string>> = {};
for (const fsync of [false, true]) {
  const result = await measure(fsync);
  rows[`fsync ${fsync ? 'on ' : 'off'} single-row insert`] = result.single;
  rows[`fsync ${fsync ? 'on ' : 'off'} 20-row transaction`] = result.batch;
}
console.table(rows);
