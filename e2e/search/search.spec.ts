import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/pool.ts';
import { buildListing, buildProduct } from '#server/test/catalogue-factories.ts';
import { prepareMarket, type BrowseMarket } from '../browse/fixtures.ts';
import { seriousViolations as axeSerious } from '../support/axe.ts';
import { launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { startPortal, type RunningPortal } from '../support/server.ts';
import { signUp } from '../shell/helpers.ts';

let portal: RunningPortal;
let market: BrowseMarket;
let browser: Browser;
let fridge: string;
const ADMIN_EMAIL = 'search-admin@portal.example';

beforeAll(async () => {
  const prepared = await prepareMarket();
  market = prepared.market;
  // The browse market, plus a few Arabic posts.
  const database = await openDatabase({ pgliteDir: path.join(prepared.dataDir, 'db') });
  try {
    fridge = (await buildListing(database.db, { userId: market.plainSeller, category: 'food-agricultural', title: 'ثلاجة كهربائية بحالة ممتازة', price: 300, governorate: 'damascus' })).id;
    await buildProduct(database.db, { userId: market.verifiedSeller, category: 'clothing-textiles', title: 'أقمشة قطنية بالجملة', governorate: 'aleppo' });
  } finally {
    await database.checkpoint();
    await database.close();
  }
  const started = await startPortal({ ADMIN_EMAILS: ADMIN_EMAIL }, { dataDir: prepared.dataDir });
  const stop = started.stop.bind(started);
  started.stop = async () => {
    await stop();
    await rm(prepared.dataDir, { recursive: true, force: true });
  };
  [portal, browser] = [started, await launchBrowser()];
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});


/**
 * Serious and critical axe violations of the search's own parts. The post cards are the
 * catalogue's and are left out here (their badges' contrast belongs to the catalogue's checks).
 */
const seriousViolations = (page: Page) => axeSerious(page, { include: [['body']], exclude: [['main article']] });

const cardTitles = (page: Page) => page.getByRole('main').locator('article h3').allTextContents();

describe('suggestions under the header search box', () => {
  it('follows the combobox pattern: suggestions from two characters, arrows, Escape, Enter, announced', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${portal.url}/categories?lang=en`);
    const box = page.getByRole('combobox', { name: 'Search the portal' });
    await box.fill('c');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.pressSequentially('ott');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('status').filter({ hasText: /suggestions\. Use the up and down arrow keys/ }).waitFor();
    expect(await listbox.getByRole('group', { name: 'Products and listings' }).getByRole('option').count()).toBeGreaterThan(0);

    await box.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('cott');

    await box.press('ArrowDown');
    const title = await listbox.getByRole('option').first().textContent();
    await box.press('Enter');
    await page.waitForURL(/\/supplier\//);
    expect(title).toMatch(/Cotton fabric roll/);

    const searchBox = page.getByRole('combobox', { name: 'Search the portal' });
    await searchBox.fill('aleppo lo');
    await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('group', { name: 'Businesses' }).getByRole('option', { name: 'Aleppo Looms' }).waitFor();
    await page.getByRole('option', { name: 'Aleppo Looms' }).click();
    await page.waitForURL(`${portal.url}/seller/${market.verifiedSeller}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('submits the term with the brand word, which does not change the results', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${portal.url}/categories?lang=ar`);
    const box = page.getByRole('combobox', { name: 'ابحث في البوابة' });
    await box.fill('الثلاجات');
    await box.press('Enter');
    await page.getByRole('heading', { name: 'نتائج البحث عن «الثلاجات»', level: 1 }).waitFor();
    expect(decodeURIComponent(page.url())).toContain('q=الثلاجات بوابة الأعمال السورية');
    expect(await cardTitles(page)).toEqual(['ثلاجة كهربائية بحالة ممتازة']);
    expect(await page.getByRole('link', { name: 'ثلاجة كهربائية بحالة ممتازة' }).getAttribute('href')).toBe(`/listing/${fridge}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the /search page', () => {
  it('shows tabs with counts, and pages that keep their place on Back', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${portal.url}/search?q=cotton&limit=3&lang=en`);
    await page.getByRole('heading', { name: 'Results for “cotton”', level: 1 }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Result types' });
    // The eight English cotton posts, and the Arabic أقمشة قطنية through the synonym group of cotton.
    expect(await tabs.getByRole('link', { name: 'All 9' }).getAttribute('aria-current')).toBe('page');
    await tabs.getByRole('link', { name: 'Products 9' }).waitFor();
    await tabs.getByRole('link', { name: 'Listings 0' }).waitFor();
    await tabs.getByRole('link', { name: 'Businesses 0' }).waitFor();
    expect(await cardTitles(page)).toHaveLength(3);

    await page.getByRole('link', { name: 'Next page' }).click();
    await page.getByText('Page 2 of 3').waitFor();
    const secondPage = await cardTitles(page);
    expect(secondPage).toHaveLength(3);
    await page.getByRole('link', { name: secondPage[0] }).click();
    await page.waitForURL(/\/supplier\//);
    await page.goBack();
    await page.getByText('Page 2 of 3').waitFor();
    expect(await cardTitles(page)).toEqual(secondPage);
    expect(page.url()).toContain('page=2');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('writes its counts and pages in the reader’s digits, as every other page does', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${portal.url}/search?q=cotton&limit=3&lang=ar`);
    const tabs = page.getByRole('navigation', { name: 'أنواع النتائج' });
    expect(await tabs.getByRole('link', { name: 'الكل ٩' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('status').filter({ hasText: 'عدد النتائج: ٩' }).waitFor();
    await page.getByText('الصفحة ١ من ٣').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps filters and sort in the URL', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${portal.url}/search?q=wool&lang=en`);
    await page.getByRole('link', { name: 'Wool blankets for sale' }).waitFor();
    await page.getByRole('checkbox', { name: 'Verified sellers only' }).check();
    await page.getByLabel('Governorate').selectOption('damascus');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/governorate=damascus/);
    expect(page.url()).toContain('verified=true');
    await page.getByText('No results for “wool”.').waitFor();
    await page.goto(`${portal.url}/search?q=cotton&sort=price_desc&lang=en`);
    await page.getByRole('main').locator('article').first().waitFor();
    expect((await cardTitles(page))[0]).toBe('Cotton fabric roll 8');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price_desc');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says when nothing is found, offers a close spelling and related categories', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${portal.url}/search?q=kottan&lang=en`);
    await page.getByText('No results for “kottan”.').waitFor();
    await page.getByRole('link', { name: 'cotton' }).click();
    await page.getByRole('heading', { name: 'Results for “cotton”', level: 1 }).waitFor();
    await page.goto(`${portal.url}/search?q=${encodeURIComponent('ملابس زرقاء')}&lang=ar`);
    await page.getByText('لا توجد نتائج لـ«ملابس زرقاء».').waitFor();
    await page.getByRole('heading', { name: 'تصفّح هذه الفئات بدلاً من ذلك' }).waitFor();
    expect(await page.getByRole('link', { name: 'الملابس والمنسوجات' }).first().getAttribute('href')).toBe('/category/suppliers/clothing-textiles');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers bad input with a message in the reader’s language, never a failure', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${portal.url}/search?q=${'a'.repeat(201)}&lang=en`);
    await page.getByRole('alert').filter({ hasText: 'The search text is too long: use at most 200 characters.' }).waitFor();
    await page.goto(`${portal.url}/search?q=cotton&limit=500&lang=ar`);
    await page.getByRole('alert').filter({ hasText: 'اعرض بين 1 و48 نتيجة في الصفحة.' }).waitFor();
    await page.getByRole('link', { name: 'ابدأ بحثاً جديداً' }).click();
    await page.getByRole('heading', { name: 'نتائج البحث عن «cotton»', level: 1 }).waitFor();
    await page.goto(`${portal.url}/search?q=${encodeURIComponent('!!! 😀')}&lang=en`);
    await page.getByText('There is nothing to search for in “!!! 😀”. Use letters or numbers.').waitFor();
    await page.goto(`${portal.url}/search?q=cotton&category=no-such&lang=en`);
    await page.getByRole('alert').filter({ hasText: 'This category does not exist. Choose one from the list.' }).waitFor();
    // Only the refused searches' own 400 answers were logged by the browser.
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility violation, results and open suggestions, in both languages', async () => {
    for (const lang of ['ar', 'en']) {
      const { page, errors, context } = await openPage(browser);
      await page.goto(`${portal.url}/search?q=cotton&lang=${lang}`);
      await page.getByRole('main').locator('article').first().waitFor();
      expect(await seriousViolations(page), lang).toEqual([]);
      const box = page.getByRole('combobox', { name: lang === 'ar' ? 'ابحث في البوابة' : 'Search the portal' });
      await box.fill('cot');
      await page.getByRole('listbox').waitFor();
      await box.press('ArrowDown');
      expect(await seriousViolations(page), lang).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('searches that found nothing, for admins', () => {
  it('an admin sees a search that found nothing, adds its word to a synonym group, and the same search then finds the post', async () => {
    const word = 'فريجيدير';
    const reader = await openPage(browser, { viewport: PHONE });
    await reader.page.goto(`${portal.url}/search?q=${encodeURIComponent(word)}&lang=ar`);
    await reader.page.getByText(`لا توجد نتائج لـ«${word}».`).waitFor();

    const admin = await openPage(browser);
    await signUp(admin.context, portal, { email: ADMIN_EMAIL, name: 'Amal Admin' });
    await admin.page.goto(`${portal.url}/admin/settings?lang=ar`);
    const misses = admin.page.getByRole('list', { name: 'عمليات بحث لم تجد شيئًا' });
    const row = misses.getByRole('listitem').filter({ has: admin.page.getByText(word, { exact: true }) });
    await row.getByText(/بلا نتائج: [1-9١-٩]/).waitFor();
    await row.getByRole('textbox', { name: `كلمات بمعنى «${word}»، مفصولة بفواصل` }).fill('ثلاجة');
    await row.getByRole('button', { name: 'أضف إلى المرادفات' }).click();
    await admin.page.locator('[data-sonner-toast]', { hasText: 'حُفظت المرادفات.' }).waitFor();
    // The word joined the group of ثلاجة.
    await admin.page.getByRole('searchbox', { name: 'ابحث عن كلمة' }).fill(word);
    await admin.page.getByRole('button', { name: /^تعديل: .*ثلاجة.*فريجيدير/ }).waitFor();

    await reader.page.reload();
    await reader.page.getByRole('heading', { name: `نتائج البحث عن «${word}»`, level: 1 }).waitFor();
    expect(await cardTitles(reader.page)).toEqual(['ثلاجة كهربائية بحالة ممتازة']);
    await admin.page.reload();
    await row.getByText(/وجد نتائج بعدها: [1-9١-٩]/).waitFor();
    expect(await seriousViolations(admin.page)).toEqual([]);
    expect(reader.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await reader.context.close();
    await admin.context.close();
  });
});
