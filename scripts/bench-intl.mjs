// `npm run bench:intl`: what the first Intl formatter of a page costs in Debian's Chromium, the
// start-up that every page showing a number, a price or a date pays once (common/format.ts).
// Each case runs in a fresh page, CPU slowed 4x as Lighthouse's mobile simulation counts it;
// prints the median of BENCH_RUNS pages (default 7) for the first construction and the second.
// docs/decisions/020-react-19.md keeps the figures.
import { chromium } from 'playwright-core';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const CASES = {
  'NumberFormat ar-SY': () => new Intl.NumberFormat('ar-SY').format(12500),
  'NumberFormat en': () => new Intl.NumberFormat('en').format(12500),
  'DateTimeFormat ar-SY': () => new Intl.DateTimeFormat('ar-SY', { dateStyle: 'medium' }).format(new Date()),
  'PluralRules ar': () => new Intl.PluralRules('ar').select(3),
};

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  for (const [name, work] of Object.entries(CASES)) {
    const first = [];
    const second = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto('data:text/html,<p>');
      const [a, b] = await page.evaluate((source) => {
        const run = new Function(`return (${source})()`);
        const start = performance.now();
        run();
        const middle = performance.now();
        run();
        return [middle - start, performance.now() - middle];
      }, work.toString());
      first.push(a);
      second.push(b);
      await context.close();
    }
    console.log(`${name.padEnd(22)} first ${median(first).toFixed(0).padStart(4)} ms, again ${median(second).toFixed(0).padStart(3)} ms (4x CPU)`);
  }
} finally {
  await browser.close();
}
