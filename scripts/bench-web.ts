// `npm run bench:web`: what a phone on a slow line gets from the portal's public pages, measured
// with Lighthouse (mobile form factor, simulated throttling) in Debian's Chromium. It builds the
// client, starts the portal with the demo market on a temporary data directory, and prints, per
// page and network, the performance score, FCP, LCP, TBT, TTI, CLS, and the JavaScript and total
// bytes transferred (docs/decisions/014-performance.md keeps the figures).
// Settings: BENCH_PAGES (comma-separated paths, @product and @seller for the first of each;
// default: home, a product, a category, search, a seller), BENCH_NETWORKS=slow4g,3g,
// BENCH_RUNS=1 (the median run is printed; a run Lighthouse fails to record is run again),
// CHROME_PATH, BENCH_DETAILS=1 (also the LCP element, the layout shifts, the render-blocking files
// and the long tasks), BENCH_REPORTS=<folder> (writes each run's whole Lighthouse report there, as
// JSON), BENCH_THROTTLING=devtools (the page loaded through a really throttled line and CPU
// instead of the simulation).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPortal } from '../e2e/support/server.ts';

const env = process.env;
const NETWORKS = {
  // Lighthouse's mobile default: 150 ms RTT, 1.6 Mbps down, 4x CPU slowdown.
  slow4g: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
  // "Regular 3G" of Chromium's throttling presets: 300 ms RTT, 750 kbps down.
  '3g': { rttMs: 300, throughputKbps: 750, cpuSlowdownMultiplier: 4 },
} as const;
type Network = keyof typeof NETWORKS;
const networks = (env.BENCH_NETWORKS ?? 'slow4g,3g').split(',').map((name) => name.trim()) as Network[];
const runs = Number(env.BENCH_RUNS ?? 1);
/** How many failed recordings of one page and network are run again before the bench gives up. */
const MAX_FAILURES = 3;
// simulate (Lighthouse's default: one fast load, the slow line computed from it) or devtools (the
// page really loaded through Chromium's throttled network and CPU: slower to run, and the figures
// include the order the browser really fetched in).
const isApplied = env.BENCH_THROTTLING === 'devtools';

const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const portal = await startPortal({ SEED_DEMO: 'true' });
const chrome = await chromeLauncher.launch({
  chromePath: env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

try {
  const api = async <T>(route: string): Promise<T> => (await (await fetch(`${portal.url}${route}`)).json()) as T;
  const products = await api<{ items: Array<{ id: string }> }>('/api/v1/posts?kind=product&limit=1');
  const vendors = await api<{ items: Array<{ id: string }> }>('/api/v1/vendors?limit=1');
  // In BENCH_PAGES, @product and @seller stand for the demo market's first product and seller.
  const named = (page: string) => page.replace('@product', `/supplier/${products.items[0]?.id}`).replace('@seller', `/seller/${vendors.items[0]?.id}`);
  const pages = env.BENCH_PAGES?.split(',').map((page) => named(page.trim())) ?? [
    '/old-home',
    `/supplier/${products.items[0]?.id}`,
    '/category/suppliers/clothing-textiles',
    `/search?q=${encodeURIComponent('قماش')}`,
    `/seller/${vendors.items[0]?.id}`,
  ];

  console.log('page | network | score | FCP ms | LCP ms | TBT ms | TTI ms | CLS | JS KiB | total KiB');
  for (const page of pages) {
    for (const network of networks) {
      const results = [];
      let failures = 0;
      while (results.length < runs) {
        const result = await lighthouse(`${portal.url}${page}${page.includes('?') ? '&' : '?'}lang=ar`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          formFactor: 'mobile',
          throttlingMethod: isApplied ? 'devtools' : 'simulate',
          throttling: isApplied
            ? {
                ...NETWORKS[network],
                // Lighthouse's own factors for its presets under applied throttling: a request's
                // latency stands in for the connection's round trips, and throughput is a little under.
                requestLatencyMs: NETWORKS[network].rttMs * 3.75,
                downloadThroughputKbps: NETWORKS[network].throughputKbps * 0.9,
                uploadThroughputKbps: 675,
              }
            : { ...NETWORKS[network], requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 },
          screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
          disableStorageReset: false,
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        if (result.lhr.runtimeError) {
          // A failed recording (NO_NAVSTART, now and then) has no figures: it is run again rather
          // than counted as a score of 0, which would drag the median down.
          failures += 1;
          console.error(`${page} (${network}): ${result.lhr.runtimeError.code}, run again`);
          if (failures > MAX_FAILURES) throw new Error(`Lighthouse failed ${failures} times on ${page}: ${result.lhr.runtimeError.message}`);
          continue;
        }
        results.push(result.lhr);
        if (env.BENCH_REPORTS) {
          mkdirSync(env.BENCH_REPORTS, { recursive: true });
          const name = `${page.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'root'}-${network}-${results.length}.json`;
          writeFileSync(path.join(env.BENCH_REPORTS, name), JSON.stringify(result.lhr));
        }
      }
      results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = results[Math.floor(results.length / 2)]!;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const items = (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
      const jsBytes = items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      const totalBytes = audit('total-byte-weight');
      console.log(
        [
          page.length > 40 ? `${page.slice(0, 37)}...` : page,
          network,
          Math.round((lhr.categories.performance?.score ?? 0) * 100),
          Math.round(audit('first-contentful-paint')),
          Math.round(audit('largest-contentful-paint')),
          Math.round(audit('total-blocking-time')),
          Math.round(audit('interactive')),
          audit('cumulative-layout-shift').toFixed(3),
          (jsBytes / 1024).toFixed(1),
          (totalBytes / 1024).toFixed(1),
        ].join(' | '),
      );
      if (env.BENCH_DETAILS) {
        for (const id of ['largest-contentful-paint-element', 'layout-shifts', 'render-blocking-resources', 'long-tasks']) {
          const details = lhr.audits[id]?.details as { items?: unknown[] } | undefined;
          console.log(`  ${id}: ${JSON.stringify(details?.items ?? []).slice(0, 1500)}`);
        }
      }
    }
  }
} finally {
  await chrome.kill();
  await portal.stop();
}
