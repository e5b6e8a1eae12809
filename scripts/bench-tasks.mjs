// `npm run bench:tasks -- <url> [<url> …]`: the main-thread tasks a page runs after its first
// contentful paint, from a Chromium trace of an unthrottled load (Debian's Chromium, a 412 px
// phone), measured by the thread's own time, which other work on a busy machine barely changes.
// Each task counts four times over, as Lighthouse's simulated 4x CPU does, and what passes 50 ms
// is printed as "blocking" (Lighthouse's TBT, by the same rule; the simulation also moves tasks
// about, so the two figures differ). Prints the median and the lowest of BENCH_RUNS loads (default
// 7) and each load's tasks over 12.5 ms (50 ms at 4x) with the two largest events in them.
// The portal must be running (npm start); docs/decisions/014-performance.md keeps the figures.
import { chromium } from 'playwright-core';

const urls = process.argv.slice(2);
const runs = Number(process.env.BENCH_RUNS ?? 7);
if (urls.length === 0) throw new Error('usage: npm run bench:tasks -- <url> [<url> …]');

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });

async function load(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (batch) => events.push(...batch.value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading,v8.execute', transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  // Until every part of the page is hydrated, and a moment for what its effects start.
  // Waited for in the page's own world: Playwright's waitForFunction first evaluates its injected
  // script there, a task of 15 to 20 ms that would be counted as the page's.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const root = document.documentElement;
        if (root.hasAttribute('data-hydrated')) return resolve(undefined);
        new MutationObserver(() => root.hasAttribute('data-hydrated') && resolve(undefined)).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
      }),
  );
  await page.waitForTimeout(1_500);
  await cdp.send('Tracing.end');
  await traced;
  await context.close();

  const mainThreads = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const onMain = events.filter((e) => mainThreads.has(`${e.pid}:${e.tid}`) && e.ph === 'X');
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && fcp && e.ts + e.dur > fcp.ts);
  const topLevel = tasks.filter((task) => !tasks.some((other) => other !== task && other.dur > task.dur && other.ts <= task.ts && other.ts + other.dur >= task.ts + task.dur));
  const own = (task) => task.tdur ?? task.dur;
  const label = (task) => {
    const largest = new Map();
    for (const e of onMain) {
      if (e.name === 'RunTask' || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur) continue;
      const name = e.name + (e.args?.data?.url ? ` ${String(e.args.data.url).split('/').pop().slice(0, 20)}` : '');
      largest.set(name, Math.max(largest.get(name) ?? 0, e.dur));
    }
    return [...largest].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([name]) => name).join(' + ');
  };
  return {
    blocking: topLevel.reduce((sum, task) => sum + Math.max(0, (4 * own(task)) / 1000 - 50), 0),
    long: topLevel.filter((task) => own(task) > 12_500).map((task) => `${(own(task) / 1000).toFixed(0)} ms (${label(task)})`),
  };
}

for (const url of urls) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await load(url));
  results.sort((a, b) => a.blocking - b.blocking);
  console.log(`${url}: blocking at 4x, median ${results[Math.floor(runs / 2)].blocking.toFixed(0)} ms, lowest ${results[0].blocking.toFixed(0)} ms`);
  for (const result of results) console.log(`  ${result.blocking.toFixed(0).padStart(5)} ms  ${result.long.join(', ')}`);
}
await browser.close();
