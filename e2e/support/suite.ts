import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startPortal, type RunningPortal } from './server.ts';

/** What a spec file's tests share: the running portal, a browser, and whatever else its start returned. */
export type Suite<T extends { portal: RunningPortal }> = T & { browser: Browser };

/**
 * Starts the portal and a browser before the spec file's tests and closes both after them. Call it
 * once at the top of a spec; the returned object is filled in by the time the tests run, so read
 * `suite.portal` and `suite.browser` inside tests and hooks, not at the top level.
 *
 * `usePortalAndBrowser()` starts a plain portal, `usePortalAndBrowser({ ADMIN_EMAILS: … })` one
 * with extra environment, and `usePortalAndBrowser(startMarket)` one a fixture prepared (its other
 * fields, such as `market`, land on the suite too).
 */
export function usePortalAndBrowser(env?: Record<string, string>): Suite<{ portal: RunningPortal }>;
export function usePortalAndBrowser<T extends { portal: RunningPortal }>(start: () => Promise<T>): Suite<T>;
export function usePortalAndBrowser(envOrStart: Record<string, string> | (() => Promise<{ portal: RunningPortal }>) = {}): Suite<{ portal: RunningPortal }> {
  const start = typeof envOrStart === 'function' ? envOrStart : async () => ({ portal: await startPortal(envOrStart) });
  const suite = {} as Suite<{ portal: RunningPortal }>;
  beforeAll(async () => {
    const [started, browser] = await Promise.all([start(), launchBrowser()]);
    Object.assign(suite, started, { browser });
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.portal?.stop();
  });
  return suite;
}
