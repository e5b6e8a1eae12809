import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { displayFlagsFor } from '#common/display-flags.ts';
import { DESKTOP, openPage, PHONE } from '../support/browser.ts';
import { usePortalAndBrowser } from '../support/suite.ts';
import { startMarket } from './fixtures.ts';

const suite = usePortalAndBrowser(startMarket);

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
    const page = window as unknown as { dotsAt: number };
    new MutationObserver((_, observer) => {
      if (document.querySelector('button[aria-label="Show banner 1"]')) {
        page.dotsAt = Date.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
    // Dots the server rendered are in the HTML before the slider runs: its timers start once the
    // page is hydrated with all its parts (`<html data-hydrated>`), which is the moment that counts.
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      if (document.querySelector('button[aria-label="Show banner 1"]')) page.dotsAt = Date.now();
      (page as unknown as { isHydrated: boolean }).isHydrated = true;
    }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
  });
}

/**
 * Opens the home page with its clock standing still once the banner slider appears and the page is
 * hydrated, and answers how long (in the page's time) the slider had been running by then: the answer of
 * GET /api/v1/banners is held until the clock is paused, and afterwards only timers that are due
 * run, so the slider's timers start at a known moment whatever the speed of the machine.
 */
async function openHomeOnClock(page: Page): Promise<number> {
  await page.clock.install();
  await watchBannerDots(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/banners', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${suite.portal.url}/old-home?lang=en`);
  await page.getByRole('heading', { name: 'Featured Vendors' }).waitFor();
  await pauseNow(page);
  const pausedAt = await page.evaluate(() => Date.now());
  release();
  const firstDot = page.getByRole('button', { name: 'Show banner 1' });
  // Only timers already due run; between two tries the test waits a moment of real time, so that
  // the browser can take in the banners' answer instead of serving one command after another.
  const isHydrated = () => page.evaluate(() => (window as unknown as { isHydrated?: boolean }).isHydrated === true);
  while ((await firstDot.count()) === 0 || !(await isHydrated())) {
    await page.clock.runFor(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const { now, dotsAt } = await page.evaluate(() => ({ now: Date.now(), dotsAt: (window as unknown as { dotsAt: number }).dotsAt }));
  expect(now).toBe(pausedAt);
  return now - dotsAt;
}

describe('home page', () => {
  for (const lang of ['en', 'ar'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(`shows every section in ${lang} at ${viewport.width} px`, async () => {
        const text = TEXT[lang];
        const { page, errors, context } = await openPage(suite.browser, { viewport });
        await page.goto(`${suite.portal.url}/old-home?lang=${lang}`);
        await page.getByRole('heading', { name: text.vendors }).waitFor();
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, lang === 'ar' ? 'rtl' : 'ltr']);

        // Vendor strip: most recent first, each to its seller page, and the /vendors link below.
        const strip = page.locator('section[aria-labelledby="featured-vendors"]');
        await strip.getByRole('link', { name: 'Aleppo Looms' }).waitFor();
        expect(await strip.getByRole('link', { name: 'Aleppo Looms' }).getAttribute('href')).toBe(`/seller/${suite.market.verifiedSeller}`);
        const stripLinks = await strip.getByRole('listitem').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(stripLinks).toEqual([`/seller/${suite.market.verifiedSeller}`, `/seller/${suite.market.plainSeller}`, '/seller/seller-broken']);
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
        expect(cards).toEqual(suite.market.clothingProducts.slice(0, 6).map((id) => `/supplier/${id}`));
        expect(await ads.getByRole('link', { name: text.viewAll }).getAttribute('href')).toBe('/category/suppliers/clothing-textiles');
        // Display flags follow the ids: exactly the cards whose id says so carry Best Seller.
        const bestSellers = suite.market.clothingProducts.slice(0, 6).filter((id) => displayFlagsFor(id).isBestSeller).length;
        expect(await ads.getByText(lang === 'en' ? 'Best Seller' : 'الأكثر مبيعاً', { exact: true }).count()).toBe(bestSellers);
        const firstFlags = displayFlagsFor(suite.market.clothingProducts[0]!);
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

  for (const [viewport, width] of [[PHONE, 640], [DESKTOP, 1280]] as const) {
    it(`loads the first banner once, at ${width} px on a ${viewport.width} px screen, as the page preloaded it`, async () => {
      const { page, errors, context } = await openPage(suite.browser, { viewport });
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (/\/banners\/banner-1-\d+\.webp$/.test(request.url())) fetched.push(new URL(request.url()).pathname);
      });
      await page.goto(`${suite.portal.url}/old-home?lang=en`);
      const first = page.locator('section[aria-roledescription="carousel"] img').first();
      await first.waitFor();
      await page.waitForFunction(() => (document.querySelector('section[aria-roledescription="carousel"] img') as HTMLImageElement | null)?.complete);
      expect(await first.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(new RegExp(`/banner-1-${width}\\.webp$`));
      expect(fetched).toHaveLength(1);
      expect(fetched[0]).toMatch(new RegExp(`/banner-1-${width}\\.webp$`));
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('keeps the first banner it has already asked for on a slow line, instead of fetching a smaller second one', async () => {
    const { page, errors, context } = await openPage(suite.browser, { viewport: DESKTOP });
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '3g', saveData: false } }));
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\/banners\/banner-1-\d+\.webp$/.test(request.url())) fetched.push(new URL(request.url()).pathname);
    });
    // The server cannot know the line is slow: its page offers the desktop's copy, and the browser
    // asks for it before the scripts run. Hydrated, the page keeps it.
    await page.goto(`${suite.portal.url}/old-home?lang=en`);
    await page.waitForLoadState('networkidle');
    const first = page.locator('section[aria-roledescription="carousel"] img').first();
    expect(await first.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(/\/banner-1-1280\.webp$/);
    expect(fetched).toEqual([expect.stringMatching(/\/banner-1-1280\.webp$/)]);
    // A picture not yet asked for reads the slow line: the tiles offer their smallest copy only.
    const tile = page.getByRole('region', { name: 'Supplier Categories' }).getByRole('link', { name: 'Clothing & Textiles', exact: true }).locator('img');
    expect(await tile.getAttribute('srcset')).toMatch(/^\S+-80\.webp 80w$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a banner’s page of the portal in place, without loading the whole document again', async () => {
    const { page, errors, context } = await openPage(suite.browser, { viewport: PHONE });
    await page.goto(`${suite.portal.url}/old-home?lang=en`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const slider = page.getByRole('region', { name: 'Featured banners' });
    // Another site's address stays a plain link.
    expect(await slider.locator('a[href="https://example.org/"]').count()).toBe(1);
    const banner = slider.locator('a[tabindex="0"]');
    const href = await banner.getAttribute('href');
    expect(href).toMatch(/^\/category\/suppliers\//);
    await banner.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the enquiry dialog when a visitor asks to send a suggestion, in both languages', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    for (const [lang, button, title] of [
      ['en', 'Send a suggestion', 'Inquiry or Suggestion'],
      ['ar', 'أرسل اقتراحاً', 'استفسار أو اقتراح'],
    ] as const) {
      await page.goto(`${suite.portal.url}/old-home?lang=${lang}`);
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.getByRole('heading').first().textContent()).toBe(title);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('category tiles', () => {
  const CATEGORY_PICTURES = ['clothing-textiles', 'food-agricultural'];

  /** Opens the home page and answers the category pictures its tiles show, once both have loaded, and what it fetched of them. */
  async function tilePictures(page: Page): Promise<{ shown: string[]; fetched: string[] }> {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/seed/categories/')) fetched.push(new URL(request.url()).pathname.split('/').pop()!);
    });
    await page.goto(`${suite.portal.url}/old-home?lang=en`);
    const grid = page.getByRole('region', { name: 'Supplier Categories' });
    const shown: string[] = [];
    for (const name of ['Clothing & Textiles', 'Food & Agricultural']) {
      const picture = grid.getByRole('link', { name, exact: true }).locator('img');
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? new URL(image.currentSrc, location.href).pathname : '')))
        .toMatch(/\.webp$/);
      shown.push(await picture.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname.split('/').pop()!));
    }
    return { shown, fetched: fetched.sort() };
  }

  // The second picture is one from before the copies: the portal drew them as it started.
  for (const [deviceScaleFactor, width] of [[1, 80], [3, 240]] as const) {
    it(`load the copy a ${deviceScaleFactor}x phone needs, ${width} px, and nothing larger`, async () => {
      const { page, errors, context } = await openPage(suite.browser, { viewport: PHONE, deviceScaleFactor });
      const expected = CATEGORY_PICTURES.map((id) => `${id}-${width}.webp`);
      expect(await tilePictures(page)).toEqual({ shown: expected, fetched: expected });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('load the smallest copy for a reader saving data, whatever the screen', async () => {
    const { page, errors, context } = await openPage(suite.browser, { viewport: PHONE, deviceScaleFactor: 3 });
    await context.setExtraHTTPHeaders({ 'save-data': 'on' });
    await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true } }));
    const expected = CATEGORY_PICTURES.map((id) => `${id}-80.webp`);
    expect(await tilePictures(page)).toEqual({ shown: expected, fetched: expected });
    expect(errors).toEqual([]);
    await context.close();
  });
});

const BANNER_DOTS = ['Show banner 1', 'Show banner 2', 'Show banner 3', 'Show banner 4'];

describe('banner slider timing', () => {
  it('starts after 2 s and then advances every 4 s on a desktop', async () => {
    const { page, errors, context } = await openPage(suite.browser, { viewport: DESKTOP });
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
    const { page, errors, context } = await openPage(suite.browser, { viewport: PHONE });
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
    const { page, errors, context } = await openPage(suite.browser, { viewport: PHONE });
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
    const { page, errors, context } = await openPage(suite.browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
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
    const { page, errors, context } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/old-home?lang=en`);
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
    const { page, errors, context } = await openPage(suite.browser);
    await page.clock.install();
    await page.goto(`${suite.portal.url}/old-home?lang=en`);
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
      const { page, errors, context } = await openPage(suite.browser);
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
