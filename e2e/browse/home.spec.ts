import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayFlagsFor } from '#common/display-flags.ts';
import { DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import type { RunningPortal } from '../support/server.ts';
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

const TEXT = {
  en: { vendors: 'Featured Vendors', categories: 'Supplier Categories', bestAds: 'Best Ads', cta: 'Add Your Ad Now', signUp: 'Create New Account', viewAll: 'View All', clothing: 'Clothing & Textiles', suggestion: 'Send a suggestion' },
  ar: { vendors: 'شركات مميزة', categories: 'فئات الموردين', bestAds: 'أفضل الإعلانات', cta: 'أضف إعلانك الآن', signUp: 'إنشاء حساب جديد', viewAll: 'عرض الكل', clothing: 'الملابس والمنسوجات', suggestion: 'أرسل اقتراحاً' },
} as const;

/** The name of the dot button that is marked current among the named ones. */
async function currentDot(page: Page, names: string[]): Promise<string | undefined> {
  for (const name of names) {
    if ((await page.getByRole('button', { name, exact: true }).getAttribute('aria-current')) === 'true') return name;
  }
  return undefined;
}

/** Stops the page's clock a moment after now, so that later runFor calls are the only time that passes. */
async function pauseNow(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 250);
}

/** Records, in the page's (fake) time, the moment the banner dots first appear. */
async function watchBannerDots(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('button[aria-label="Show banner 1"]')) {
        (window as unknown as { dotsAt: number }).dotsAt = Date.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Pauses the clock and answers how long the slider has been on screen, in the page's time. */
async function pauseSinceDots(page: Page): Promise<number> {
  const { now, dotsAt } = await page.evaluate(() => ({ now: Date.now(), dotsAt: (window as unknown as { dotsAt: number }).dotsAt }));
  await page.clock.pauseAt(now + 250);
  const elapsed = now + 250 - dotsAt;
  expect(elapsed).toBeGreaterThanOrEqual(0);
  expect(elapsed).toBeLessThan(1_500);
  return elapsed;
}

/** Opens the home page on a paused clock; answers the time the slider has been shown so far. */
async function openHomeOnClock(page: Page): Promise<number> {
  await page.clock.install();
  await watchBannerDots(page);
  await page.goto(`${portal.url}/old-home?lang=en`);
  await page.getByRole('button', { name: 'Show banner 1' }).waitFor();
  return pauseSinceDots(page);
}

describe('home page', () => {
  for (const lang of ['en', 'ar'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(`shows every section in ${lang} at ${viewport.width} px`, async () => {
        const text = TEXT[lang];
        const { page, errors, context } = await openPage(browser, { viewport });
        await page.goto(`${portal.url}/old-home?lang=${lang}`);
        await page.getByRole('heading', { name: text.vendors }).waitFor();
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, lang === 'ar' ? 'rtl' : 'ltr']);

        // Vendor strip: most recent first, each to its seller page, and the /vendors link below.
        const strip = page.locator('section[aria-labelledby="featured-vendors"]');
        await strip.getByRole('link', { name: 'Aleppo Looms' }).waitFor();
        expect(await strip.getByRole('link', { name: 'Aleppo Looms' }).getAttribute('href')).toBe(`/seller/${market.verifiedSeller}`);
        const stripLinks = await strip.getByRole('listitem').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(stripLinks).toEqual([`/seller/${market.verifiedSeller}`, `/seller/${market.plainSeller}`, '/seller/seller-broken']);
        expect(await strip.getByRole('link', { name: lang === 'en' ? 'View all vendors' : 'عرض جميع الشركات' }).getAttribute('href')).toBe('/vendors');

        // Twelve supplier categories in the specification's order.
        const grid = page.locator('section[aria-labelledby="supplier-categories"]');
        const hrefs = await grid.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(hrefs).toHaveLength(12);
        expect(hrefs[0]).toBe('/category/suppliers/clothing-textiles');
        expect(hrefs[11]).toBe('/category/suppliers/electronics-electrical');

        // Best Ads: clothing first, six of its eight products, newest first, each to /supplier/{id}.
        const ads = page.locator('section[aria-labelledby="best-ads"]');
        await ads.getByRole('heading', { name: text.clothing }).waitFor();
        const cards = await ads.getByRole('article').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(cards).toEqual(market.clothingProducts.slice(0, 6).map((id) => `/supplier/${id}`));
        expect(await ads.getByRole('link', { name: text.viewAll }).getAttribute('href')).toBe('/category/suppliers/clothing-textiles');
        // Display flags follow the ids: exactly the cards whose id says so carry Best Seller.
        const bestSellers = market.clothingProducts.slice(0, 6).filter((id) => displayFlagsFor(id).isBestSeller).length;
        expect(await ads.getByText(lang === 'en' ? 'Best Seller' : 'الأكثر مبيعاً', { exact: true }).count()).toBe(bestSellers);
        const firstFlags = displayFlagsFor(market.clothingProducts[0]!);
        const firstCard = ads.getByRole('article').first();
        expect(await firstCard.getByText(`-${lang === 'en' ? firstFlags.discountPercent : new Intl.NumberFormat('ar-SY').format(firstFlags.discountPercent)}%`).count()).toBe(1);

        // Call to action for a visitor.
        await page.getByRole('link', { name: text.signUp }).waitFor();
        expect(await page.getByRole('link', { name: text.cta }).getAttribute('href')).toBe('/sign-in');
        expect(await page.getByRole('link', { name: text.signUp }).getAttribute('href')).toBe('/sign-up');
        await page.getByRole('button', { name: text.suggestion }).waitFor();

        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('opens the inquiry dialog through the shell event when a visitor asks to send a suggestion', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${portal.url}/old-home?lang=en`);
    await page.evaluate(() => {
      (window as unknown as { opened: unknown[] }).opened = [];
      window.addEventListener('sbp:open-inquiry', (event) => (window as unknown as { opened: unknown[] }).opened.push((event as CustomEvent).detail));
    });
    await page.getByRole('button', { name: 'Send a suggestion' }).click();
    expect(await page.evaluate(() => (window as unknown as { opened: unknown[] }).opened)).toEqual([{ kind: 'suggestion' }]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

const BANNER_DOTS = ['Show banner 1', 'Show banner 2', 'Show banner 3', 'Show banner 4'];

describe('banner slider timing', () => {
  it('starts after 2 s and then advances every 4 s on a desktop', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: DESKTOP });
    const shown = await openHomeOnClock(page);
    expect(await currentDot(page, BANNER_DOTS)).toBe('Show banner 1');
    // 2 s delay + 4 s: still the first banner 150 ms before, the second 150 ms after.
    await page.clock.runFor(6_000 - 150 - shown);
    expect(await currentDot(page, BANNER_DOTS)).toBe('Show banner 1');
    await page.clock.runFor(300);
    await expect.poll(() => currentDot(page, BANNER_DOTS)).toBe('Show banner 2');
    await page.clock.runFor(3_700);
    expect(await currentDot(page, BANNER_DOTS)).toBe('Show banner 2');
    await page.clock.runFor(300);
    await expect.poll(() => currentDot(page, BANNER_DOTS)).toBe('Show banner 3');
    await page.clock.runFor(8_000);
    // Loops back to the first banner after the fourth.
    await expect.poll(() => currentDot(page, BANNER_DOTS)).toBe('Show banner 1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('advances every 5 s on a 375 px phone', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: PHONE });
    const shown = await openHomeOnClock(page);
    await page.clock.runFor(7_000 - 150 - shown);
    expect(await currentDot(page, BANNER_DOTS)).toBe('Show banner 1');
    await page.clock.runFor(300);
    await expect.poll(() => currentDot(page, BANNER_DOTS)).toBe('Show banner 2');
    await page.clock.runFor(4_700);
    expect(await currentDot(page, BANNER_DOTS)).toBe('Show banner 2');
    await page.clock.runFor(300);
    await expect.poll(() => currentDot(page, BANNER_DOTS)).toBe('Show banner 3');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('advances every 6 s on a phone with a slow connection', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: PHONE });
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '3g', saveData: false } }));
    const shown = await openHomeOnClock(page);
    await page.clock.runFor(8_000 - 150 - shown);
    expect(await currentDot(page, BANNER_DOTS)).toBe('Show banner 1');
    await page.clock.runFor(300);
    await expect.poll(() => currentDot(page, BANNER_DOTS)).toBe('Show banner 2');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not rotate when the reader prefers reduced motion', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await openHomeOnClock(page);
    await page.clock.runFor(30_000);
    expect(await currentDot(page, BANNER_DOTS)).toBe('Show banner 1');
    // A dot still works by hand.
    await page.getByRole('button', { name: 'Show banner 3' }).click();
    await expect.poll(() => currentDot(page, BANNER_DOTS)).toBe('Show banner 3');
    expect(errors).toEqual([]);
    await context.close();
  });
});

const CATEGORY_DOTS = ['Clothing & Textiles', 'Food & Agricultural', 'Cleaning & Personal Care', 'Furniture & Home Decor', 'Tools & Industrial', 'Packaging & Printing'].map(
  (name) => `Show ${name}`,
);

describe('Best Ads slider', () => {
  it('moves with previous, next and dots, loops, and shows the empty state of a category', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${portal.url}/old-home?lang=en`);
    const ads = page.locator('section[aria-labelledby="best-ads"]');
    await ads.getByRole('heading', { name: 'Clothing & Textiles' }).waitFor();
    await ads.getByRole('button', { name: 'Next category' }).click();
    await ads.getByRole('heading', { name: 'Food & Agricultural' }).waitFor();
    await ads.getByRole('link', { name: 'Olive oil tins' }).waitFor();
    expect(await ads.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/category/suppliers/food-agricultural');
    await ads.getByRole('button', { name: 'Previous category' }).click();
    await ads.getByRole('button', { name: 'Previous category' }).click();
    await ads.getByRole('heading', { name: 'Packaging & Printing' }).waitFor();
    await ads.getByRole('button', { name: 'Show Cleaning & Personal Care' }).click();
    await ads.getByText('No products available in Cleaning & Personal Care.').waitFor();
    expect(await currentDot(page, CATEGORY_DOTS)).toBe('Show Cleaning & Personal Care');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('advances to the next category every 8 s', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.clock.install();
    await page.goto(`${portal.url}/old-home?lang=en`);
    const ads = page.locator('section[aria-labelledby="best-ads"]');
    await ads.getByRole('heading', { name: 'Clothing & Textiles' }).waitFor();
    await pauseNow(page);
    // A dot press restarts the 8 s count from a known moment.
    await ads.getByRole('button', { name: 'Show Clothing & Textiles' }).click();
    await page.clock.runFor(7_800);
    expect(await currentDot(page, CATEGORY_DOTS)).toBe('Show Clothing & Textiles');
    await page.clock.runFor(400);
    await ads.getByRole('heading', { name: 'Food & Agricultural' }).waitFor();
    await page.clock.runFor(8_000);
    await ads.getByRole('heading', { name: 'Cleaning & Personal Care' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('an empty market', () => {
  it('shows the empty states of the vendor strip and Best Ads in both languages', async () => {
    const empty = await startMarket({ empty: true });
    try {
      const { page, errors, context } = await openPage(browser);
      await page.goto(`${empty.portal.url}/old-home?lang=en`);
      await page.getByText('No registered companies yet. Be the first to join our platform!').waitFor();
      await page.getByText('No products available in Clothing & Textiles.').waitFor();
      await page.goto(`${empty.portal.url}/old-home?lang=ar`);
      await page.getByText('لا توجد شركات مسجلة بعد. كن أول من ينضم إلى منصتنا!').waitFor();
      await page.getByText('لا توجد منتجات متاحة في الملابس والمنسوجات.').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await empty.portal.stop();
    }
  });
});
