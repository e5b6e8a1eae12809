import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import type { RunningPortal } from '../support/server.ts';
import { startMarket } from './fixtures.ts';

let portal: RunningPortal;
let browser: Browser;

beforeAll(async () => {
  [{ portal }, browser] = await Promise.all([startMarket(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/**
 * A reader whose scripts never run (blocked, or not arrived yet on a slow line): the server's
 * pages must still let them search, filter, page, open a card and switch the language, with links
 * and GET forms alone.
 */
async function openWithoutScript(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

const WORDS = {
  en: { search: 'Search the portal', filters: 'Filters', governorate: 'Governorate', aleppo: 'Aleppo', apply: 'Apply', next: 'Next page', switchLanguage: 'Switch to Arabic (AR)', vendorSearch: 'Search by name', vendorButton: 'Search' },
  ar: { search: 'ابحث في البوابة', filters: 'التصفية', governorate: 'المحافظة', aleppo: 'حلب', apply: 'تطبيق', next: 'الصفحة التالية', switchLanguage: 'التبديل إلى الإنجليزية (EN)', vendorSearch: 'ابحث بالاسم', vendorButton: 'بحث' },
} as const;

describe('public pages with their scripts blocked', () => {
  for (const lang of ['en', 'ar'] as const) {
    const words = WORDS[lang];

    it(`search from the header, filter, page through results and open a card (${lang})`, async () => {
      const { context, page } = await openWithoutScript();
      await page.goto(`${portal.url}/old-home?lang=${lang}`);
      // The header's box that the phone shows.
      const box = page.getByRole('combobox', { name: words.search }).filter({ visible: true });
      await box.fill('cotton');
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'cotton');
      await page.getByRole('link', { name: /Cotton fabric roll/ }).first().waitFor();

      // Four to a page: the pages are links.
      await page.goto(`${portal.url}/search?q=cotton&limit=4`);
      await page.getByRole('link', { name: words.next }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('q') === 'cotton');
      await page.getByRole('link', { name: /Cotton fabric roll/ }).first().waitFor();

      // The filters are a GET form that keeps the search's words.
      await page.getByText(words.filters, { exact: true }).click();
      await page.locator('form[action="/search"] select[name="governorate"]').selectOption({ label: words.aleppo });
      await page.locator('form[action="/search"]').filter({ has: page.locator('select[name="governorate"]') }).getByRole('button', { name: words.apply }).click();
      await page.waitForURL((url) => url.searchParams.get('governorate') === 'aleppo' && url.searchParams.get('q') === 'cotton');

      // A card is a link to its page, which arrives whole.
      await page.getByRole('link', { name: /Cotton fabric roll/ }).first().click();
      await page.waitForURL(/\/supplier\//);
      await page.getByRole('heading', { level: 1, name: /Cotton fabric roll/ }).waitFor();
      await context.close();
    });

    it(`filter a category and the businesses with GET forms (${lang})`, async () => {
      const { context, page } = await openWithoutScript();
      await page.goto(`${portal.url}/category/suppliers/clothing-textiles?lang=${lang}`);
      await page.getByRole('combobox', { name: words.governorate }).selectOption({ label: words.aleppo });
      await page.getByRole('button', { name: words.apply }).click();
      await page.waitForURL((url) => url.pathname === '/category/suppliers/clothing-textiles' && url.searchParams.get('governorate') === 'aleppo');
      await page.getByRole('link', { name: /Cotton fabric roll/ }).first().waitFor();

      await page.goto(`${portal.url}/vendors`);
      await page.getByRole('searchbox', { name: words.vendorSearch }).fill('Looms');
      await page.getByRole('combobox', { name: words.governorate }).selectOption({ label: words.aleppo });
      await page.getByRole('main').getByRole('button', { name: words.vendorButton, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/vendors' && url.searchParams.get('q') === 'Looms' && url.searchParams.get('governorate') === 'aleppo');
      await page.getByText('Aleppo Looms').first().waitFor();
      expect(await page.getByText('Damascus Pantry').count()).toBe(0);
      await context.close();
    });

    it(`switch the language with a link that the next page remembers (${lang})`, async () => {
      const { context, page } = await openWithoutScript();
      const other = lang === 'en' ? 'ar' : 'en';
      await page.goto(`${portal.url}/business-guide?lang=${lang}`);
      await page.getByRole('link', { name: words.switchLanguage }).click();
      await page.waitForURL((url) => url.searchParams.get('lang') === other);
      expect(await page.locator('html').getAttribute('lang')).toBe(other);
      // A link without ?lang= opens in the language chosen, before any script has run.
      await page.goto(`${portal.url}/vision-goals`);
      expect(await page.locator('html').getAttribute('lang')).toBe(other);
      await context.close();
    });
  }

  it('shows a control that needs script as not ready, and a link or form as ready', async () => {
    const { context, page } = await openWithoutScript();
    await page.goto(`${portal.url}/old-home?lang=en`);
    const opacity = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => Number(getComputedStyle(element).opacity));
    expect(await opacity(page.getByRole('button', { name: 'Search by voice' }).first())).toBeLessThan(0.6);
    expect(await opacity(page.getByRole('button', { name: 'Search', exact: true }).first())).toBe(1);
    expect(await opacity(page.getByRole('link', { name: 'Switch to Arabic (AR)' }).first())).toBe(1);
    await context.close();
  });
});
