// `node --import tsx scripts/bench-images.ts`: time and memory of the image pipeline on one
// 12-megapixel photo-like JPEG (4000×3000), the size a phone camera produces. Runs the real
// storeImage against local storage and a throwaway embedded database; prints the median of 5 runs.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '#server/config.ts';
import type { AppContext } from '#server/context.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { openDatabase } from '#server/db/pool.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { storeImage } from '#server/lib/storage/store-image.ts';

const RUNS = 5;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sbp-bench-images-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', MAX_UPLOAD_BYTES: String(50 * 1024 * 1024) });
const database = await openDatabase({ pgliteDir: 'memory://' });
await runMigrations(database.pool);
const ctx = { config, database, logger: createLogger('silent'), storage: createStorage(config) } as unknown as AppContext;

const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#7a8a6a', noise: { type: 'gaussian', mean: 120, sigma: 35 } } })
  .jpeg({ quality: 90 })
  .toBuffer();

const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
const times: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  await storeImage(ctx, { ownerId: null, bytes: photo, fileName: 'camera.jpg', folder: 'posts' });
  times.push(performance.now() - started);
}
clearInterval(sampler);
times.sort((a, b) => a - b);
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
console.log(
  JSON.stringify({
    input: { width: 4000, height: 3000, megabytes: +(photo.byteLength / 1024 / 1024).toFixed(1) },
    runs: RUNS,
    medianMs: Math.round(times[Math.floor(RUNS / 2)] ?? 0),
    minMs: Math.round(times[0] ?? 0),
    maxMs: Math.round(times.at(-1) ?? 0),
    rssBeforeMiB: +mib(baseline),
    rssPeakMiB: +mib(peak),
    sharpThreads: sharp.concurrency(),
  }),
);
await database.close();
await rm(dataDir, { recursive: true, force: true });
