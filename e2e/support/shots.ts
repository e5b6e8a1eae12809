import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Set E2E_SHOTS_DIR to keep a screenshot of each step a browser test names (nothing is kept otherwise). */
const SHOTS = process.env.E2E_SHOTS_DIR;

/** Keeps a screenshot of the page as `{E2E_SHOTS_DIR}/{name}.png`, the whole page with `fullPage`. */
export async function shot(page: Page, name: string, { fullPage = false }: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}
