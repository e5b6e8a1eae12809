import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.ts';
import type { RunningPortal } from '../support/server.ts';
import { LANGUAGES, withLang } from '../shell/helpers.ts';
import { startMarket, type BrowseMarket } from './fixtures.ts';

let portal: RunningPortal;
let market: BrowseMarket;
let browser: Browser;

beforeAll(async () => {
  [{ portal, market }, browser] = await Promise.all([startMarket(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** The public pages the server renders (docs/decisions/015-server-rendering.md). */
function publicPages(): string[] {
  return [
    '/old-home',
    '/categories',
    '/category/clothing-textiles',
    '/category/clothing-textiles/clothing-textiles-sub-1',
    '/category/suppliers/clothing-textiles',
    `/supplier/${market.clothingProducts[0]}`,
    `/listing/${market.foodListing}`,
    `/seller/${market.verifiedSeller}`,
    '/vendors',
    '/search?q=cotton',
    '/business-guide',
    '/vision-goals',
    '/privacy-policy',
  ];
}

/**
 * Keeps, in the page, `#root`'s markup as the server sent it (read by the browser's own parser)
 * and as it stands the moment the page's first pass of hydration ends, before anything has run
 * after it (`sbp:hydrated`, client/main.tsx), and the markup of each part hydrated after the page
 * the moment it was (`sbp:part-hydrated`, client/lib/hydrate-later.tsx). Preact repairs a text or
 * an element that differs while it hydrates instead of reporting it, so a mismatch shows as a
 * difference between the page and what was sent, or as a part that is not in what was sent.
 */
function recordHydration(): void {
  const record = window as unknown as { sentMarkup?: string; hydratedMarkup?: string; framedAt?: number; hydratedAt?: number; partMarkups: string[] };
  record.partMarkups = [];
  // The first frame the browser renders (and paints) once the document is parsed.
  document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => (record.framedAt = performance.now())));
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') record.sentMarkup ??= document.getElementById('root')?.innerHTML;
  });
  addEventListener('sbp:hydrated', () => {
    record.hydratedMarkup = document.getElementById('root')?.innerHTML;
    record.hydratedAt = performance.now();
  });
  addEventListener('sbp:part-hydrated', (event) => record.partMarkups.push(((event as CustomEvent).detail as Element).outerHTML));
}

/** The server marks where each Suspense boundary starts and ends (`<!--$s-->`); hydrating removes the marks. */
function withoutMarks(markup: string): string {
  return markup.replaceAll(/<!--\/?\$s-->/g, '');
}

/** Where two markups part, with what each has there; undefined when they are the same. */
function firstDifference(sentMarkup: string, hydrated: string): { sent: string; hydrated: string } | undefined {
  const sent = withoutMarks(sentMarkup);
  if (sent === hydrated) return undefined;
  let at = 0;
  while (sent[at] === hydrated[at]) at += 1;
  return { sent: sent.slice(Math.max(0, at - 120), at + 120), hydrated: hydrated.slice(Math.max(0, at - 120), at + 120) };
}

describe('server-rendered pages', () => {
  for (const lang of LANGUAGES) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`arrive with their content and hydrate without a mismatch (${lang}, ${colorScheme})`, async () => {
        const { page, errors, context } = await openPage(browser, { colorScheme });
        await context.addInitScript(recordHydration);
        for (const path of publicPages()) {
          const response = await page.goto(withLang(portal, path, lang));
          expect(response?.status(), path).toBe(200);
          const html = (await response?.text()) ?? '';
          expect(html, path).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
          expect(html, path).toContain('id="sbp-state"');
          expect(html, path).toMatch(/<h1[ >]/);
          const { sentMarkup, hydratedMarkup, framedAt, hydratedAt, partMarkups } = await page.evaluate(() => {
            const { sentMarkup, hydratedMarkup, framedAt, hydratedAt, partMarkups } = window as unknown as {
              sentMarkup?: string;
              hydratedMarkup?: string;
              framedAt?: number;
              hydratedAt?: number;
              partMarkups: string[];
            };
            return { sentMarkup, hydratedMarkup, framedAt, hydratedAt, partMarkups };
          });
          // The server's markup had a frame to be painted in before the scripts took it over
          // (public/boot.js), also when they came from the cache.
          expect(framedAt, path).toBeLessThan(hydratedAt!);
          expect(sentMarkup, path).toContain('<h1');
          expect(firstDifference(sentMarkup!, hydratedMarkup ?? ''), path).toBeUndefined();
          // Every page leaves at least its footer for later; each part is as the server wrote it.
          expect(partMarkups.length, path).toBeGreaterThan(0);
          for (const part of partMarkups) expect(withoutMarks(sentMarkup!), path).toContain(part);
          await page.waitForLoadState('networkidle');
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
          expect(errors, path).toEqual([]);
        }
        await context.close();
      });
    }
  }

  it('answers the not-found page with 404, in the reader’s language', async () => {
    const { page, context } = await openPage(browser);
    const response = await page.goto(withLang(portal, '/no-such-page', 'en'));
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain('id="sbp-state"');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('shows a reader whose language is saved only in this browser their language, rendered in the browser', async () => {
    const { page, errors, context } = await openPage(browser);
    await context.addInitScript(() => localStorage.setItem('isArabic', 'false'));
    const response = await page.goto(`${portal.url}/business-guide`);
    // The server sees no choice and renders Arabic; the browser shows English instead of hydrating.
    expect(await response?.text()).toContain('<html lang="ar" dir="rtl">');
    await page.getByRole('heading', { level: 1, name: 'Business Guide' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    // The choice is now a cookie too: the next page comes from the server in English.
    const next = await page.goto(`${portal.url}/vision-goals`);
    expect(await next?.text()).toContain('<html lang="en" dir="ltr">');
    await context.close();
  });
});

describe('a product page without JavaScript', () => {
  for (const lang of LANGUAGES) {
    it(`shows its title and price (${lang})`, async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(withLang(portal, `/supplier/${market.clothingProducts[0]}`, lang));
      await page.getByRole('heading', { level: 1, name: 'Cotton fabric roll 1' }).waitFor();
      const price = lang === 'en' ? ['$10', '$20'] : ['$١٠', '$٢٠'];
      for (const part of price) expect(await page.locator('main').textContent()).toContain(part);
      await context.close();
    });
  }
});
