import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

let source: string | undefined;

interface AxeResults {
  violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
}

/**
 * Colours are judged as they end up: a toast or dialog still fading in reads as low contrast. A
 * toast starts its fade one frame after it is mounted (data-mounted) and fades out once removed
 * (data-removed): wait until every toast is settled in, or gone, then for two frames and for
 * every finite animation. Endless ones (loading placeholders, spinners) run on.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('[data-sonner-toast][data-mounted="false"], [data-sonner-toast][data-removed="true"]'),
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** How many times a check is made again when toasts came or went while axe was reading the page. */
const TOAST_RETRIES = 5;

/**
 * axe-core's results for the page once it has settled; `context` is axe's (the whole document by
 * default). A toast can enter or leave while axe reads the page (the first one waits for sonner to
 * load, and a toast's time can run out), and axe would then judge it half faded: such a reading is
 * thrown away and the page read again once it has settled.
 */
async function runAxe(page: Page, context?: { include: string[][]; exclude?: string[][] }, rules?: string[]): Promise<AxeResults> {
  source ??= await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the debugging protocol, so the page's CSP does not block it.
  await page.evaluate(source);
  for (let attempt = 1; ; attempt += 1) {
    await settle(page);
    const { results, toastsMoved } = await page.evaluate(async ({ scope, only }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe;
      const isToast = (node: Node) => node instanceof Element && (node.matches('[data-sonner-toast]') || node.querySelector('[data-sonner-toast]') !== null);
      const touchesToast = (records: MutationRecord[]) =>
        records.some((record) => (record.type === 'attributes' ? isToast(record.target) : [...record.addedNodes, ...record.removedNodes].some(isToast)));
      let moved = false;
      const watch = new MutationObserver((records) => {
        moved ||= touchesToast(records);
      });
      watch.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-mounted', 'data-removed'] });
      const answer = await axe.run(scope ?? document, only ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: only } } : { resultTypes: ['violations'] });
      moved ||= touchesToast(watch.takeRecords());
      watch.disconnect();
      return { results: answer, toastsMoved: moved };
    }, { scope: context, only: rules });
    if (!toastsMoved || attempt === TOAST_RETRIES) return results;
  }
}

/**
 * The serious and critical axe-core violations of the page once it has settled, one line per
 * element; `rules` runs only those of axe's rules (`['color-contrast']` for a second theme).
 */
export async function seriousViolations(page: Page, context?: { include: string[][]; exclude?: string[][] }, rules?: string[]): Promise<string[]> {
  const results = await runAxe(page, context, rules);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** Every axe-core violation of the page once it has settled, whatever its impact, as "rule (impact): target" lines. */
export async function allViolations(page: Page): Promise<string[]> {
  const results = await runAxe(page);
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`));
}
