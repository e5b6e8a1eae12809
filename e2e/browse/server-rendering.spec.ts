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
 * Keeps, in the page, `#root`'s markup as the server sent it (read by the browser's own parser),
 * when the browser first rendered a frame of it, and when it was hydrated (`<html data-hydrated>`,
 * client/lib/hydration-gate.tsx). React reports a hydration mismatch as an error, which fails the
 * test through `errors`.
 */
function recordHydration(): void {
  const record = window as unknown as { sentMarkup?: string; framedAt?: number; hydratedAt?: number };
  // The first frame the browser renders (and paints) once the document is parsed.
  document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => (record.framedAt = performance.now())));
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') record.sentMarkup ??= document.getElementById('root')?.innerHTML;
  });
  new MutationObserver(() => {
    if (document.documentElement.hasAttribute('data-hydrated')) record.hydratedAt ??= performance.now();
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
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
          const { sentMarkup, framedAt, hydratedAt } = await page.evaluate(() => {
            const { sentMarkup, framedAt, hydratedAt } = window as unknown as { sentMarkup?: string; framedAt?: number; hydratedAt?: number };
            return { sentMarkup, framedAt, hydratedAt };
          });
          // The server's markup had a frame to be painted in before the scripts took it over
          // (public/boot.js), also when they came from the cache.
          expect(framedAt, path).toBeLessThan(hydratedAt!);
          expect(sentMarkup, path).toContain('<h1');
          await page.waitForLoadState('networkidle');
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
          expect(errors, path).toEqual([]);
        }
        await context.close();
      });
    }
  }

  it('fails a page whose markup differs from what the browser renders: React reports the mismatch', async () => {
    const { page, errors, context } = await openPage(browser);
    // The server's heading, changed on its way to the browser, as a render that differs would send it.
    await page.route('**/business-guide?lang=en', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/(<h1[^>]*>)[^<]+/, '$1Planted');
      await route.fulfill({ response, body });
    });
    await page.goto(withLang(portal, '/business-guide', 'en'));
    await page.getByRole('heading', { level: 1, name: 'Business Guide' }).waitFor();
    expect(errors.join('\n')).toMatch(/418|[Hh]ydrat/);
    await context.close();
  });

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
