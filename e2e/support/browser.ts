import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const PHONE = { width: 375, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Device pixels per CSS pixel: 1 unless a test asks for a denser screen (a phone's 3). */
  deviceScaleFactor?: number;
  colorScheme?: 'light' | 'dark';
  reducedMotion?: 'reduce' | 'no-preference';
  /**
   * API paths whose 404 answer the test expects (a post that is gone, an unknown seller), each a
   * path prefix such as `/api/v1/sellers/` or a pattern for the path. Only `/api/` paths can be
   * named: a missing chunk, font or image always fails the test.
   */
  expectedApi404s?: Array<string | RegExp>;
  /**
   * Page paths the test expects to answer 404 (a page that shows "not found" is sent with that
   * status), each a path prefix or a pattern for the path. Chromium notes the answer as an error.
   */
  expectedPage404s?: Array<string | RegExp>;
  /**
   * API paths the test expects to fail for want of a connection (after `context.setOffline`):
   * reads the service worker never keeps, such as the session. Named like `expectedApi404s`.
   */
  expectedOfflineApi?: Array<string | RegExp>;
  /**
   * Whether the page may register the portal's service worker (public/sw.js). Blocked unless a
   * test asks for it: `page.route` does not see the requests a service worker makes, and a test
   * should not depend on what an earlier page of it left in the worker's caches.
   */
  serviceWorkers?: 'allow' | 'block';
}

const NOT_FOUND = /^Failed to load resource: the server responded with a status of 404\b/;
const DISCONNECTED = /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/;

/** Whether a failure of this URL (a 404, or no connection) is one the test said it expects. */
function isExpectedFailure(url: string, expected: Array<string | RegExp>, where: 'api' | 'page' = 'api'): boolean {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/') !== (where === 'api')) return false;
  return expected.some((entry) => (typeof entry === 'string' ? pathname.startsWith(entry) : entry.test(pathname)));
}

/**
 * A fresh page that records console errors and uncaught exceptions; `errors` must stay empty for
 * a browser test to pass (a console.error in a browser test fails it). Chromium logs every 404
 * answer as a console error; only the API 404s named in `expectedApi404s` are let through.
 */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (NOT_FOUND.test(message.text()) && url && isExpectedFailure(url, options.expectedApi404s ?? [])) return;
    if (NOT_FOUND.test(message.text()) && url && isExpectedFailure(url, options.expectedPage404s ?? [], 'page')) return;
    if (DISCONNECTED.test(message.text()) && url && isExpectedFailure(url, options.expectedOfflineApi ?? [])) return;
    errors.push(url && /^Failed to load resource/.test(message.text()) ? `${message.text()}: ${url}` : message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // A server-rendered page shows its content before its controls work: every navigation waits,
  // as a reader would, until the page has hydrated (client/lib/hydration-gate.tsx).
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    if (response?.headers()['content-type']?.startsWith('text/html') && (await page.locator('#sbp-state').count()) > 0) {
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    }
    return response;
  };
  return { context, page, errors };
}

/** How many of the Arabic web font's two weights the page is drawn with (for `page.evaluate`). */
export const arabicFaces = (): number =>
  [...document.fonts].filter((face) => face.family.replaceAll('"', '') === 'Noto Kufi Arabic' && face.status === 'loaded').length;

/**
 * Waits until the page is drawn with the fonts it keeps (client/lib/i18n.ts): on an Arabic page,
 * both weights of the Arabic web font in the document (read from the cache before the first
 * paint, once this browser has loaded them: public/boot.js) or, on a page opened before that, the
 * font's files fetched and held for the next page, while this one keeps the phone's Arabic font.
 */
export async function fontsLoaded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await (window as { sbpArabicFont?: Promise<unknown> }).sbpArabicFont;
  });
  await page.waitForFunction(() => {
    const root = document.documentElement;
    if (root.lang !== 'ar') return true;
    const faces = [...document.fonts].filter((face) => face.family.replaceAll('"', '') === 'Noto Kufi Arabic' && face.status === 'loaded').length;
    if (faces === 2) return true;
    const files = performance.getEntriesByType('resource').filter((entry) => /\/assets\/noto-kufi-arabic-arabic-\d+-normal-[\w-]+\.woff2$/.test(entry.name) && (entry as PerformanceResourceTiming).responseEnd > 0);
    return root.hasAttribute('data-hydrated') && files.length >= 2;
  });
  await page.evaluate(() => document.fonts.ready);
}
