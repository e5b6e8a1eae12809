import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, PHONE } from '../support/browser.ts';
import { usePortalAndBrowser } from '../support/suite.ts';
import { startMarket } from './fixtures.ts';

const suite = usePortalAndBrowser(startMarket);

async function cardTitles(page: Page): Promise<string[]> {
  await page.locator('main ul article, main p.text-center').first().waitFor();
  return page.locator('main article h3').allTextContents();
}

describe('category pages', () => {
  it('lists every category with its subcategories on /categories', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/categories?lang=en`);
    await page.getByRole('heading', { name: 'All Categories', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Clothing & Textiles' }).waitFor();
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBe(12);
    expect(await page.getByRole('link', { name: 'Sub clothing-textiles-sub-1' }).getAttribute('href')).toBe('/category/suppliers/clothing-textiles/clothing-textiles-sub-1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a category’s listings newest first, paused ones left out, in both subcategory forms', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/category/food-agricultural?lang=en`);
    await page.getByRole('heading', { name: 'Listings in Food & Agricultural', level: 1 }).waitFor();
    expect(await cardTitles(page)).toEqual(['Wanted: dried apricots', 'Wool blankets for sale']);
    expect(await page.getByRole('link', { name: 'Wanted: dried apricots' }).getAttribute('href')).toBe(`/listing/${suite.market.foodListing}`);

    for (const route of ['/category/food-agricultural/food-agricultural-sub-1', '/category/food-agricultural/subcategory/food-agricultural-sub-1']) {
      await page.goto(`${suite.portal.url}${route}?lang=en`);
      await page.getByRole('heading', { name: 'Listings in Sub food-agricultural-sub-1', level: 1 }).waitFor();
      expect(await cardTitles(page), route).toEqual(['Wanted: dried apricots']);
      expect(await page.getByRole('link', { name: 'Sub food-agricultural-sub-1' }).getAttribute('aria-current')).toBe('page');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a category’s products in all three supplier forms', async () => {
    const { page, errors, context } = await openPage(suite.browser, { viewport: PHONE });
    await page.goto(`${suite.portal.url}/category/suppliers/clothing-textiles?lang=ar`);
    await page.getByRole('heading', { name: 'منتجات الملابس والمنسوجات', level: 1 }).waitFor();
    expect(await cardTitles(page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Cotton fabric roll ${n}`));
    expect(await page.getByText('$١٠ - $٢٠').count()).toBe(1);
    // A dollar range reads low to high, left to right, inside Arabic text.
    const ends = page.getByText('$١٠ - $٢٠').locator('bdi');
    const [low, high] = [await ends.nth(0).boundingBox(), await ends.nth(1).boundingBox()];
    expect(await ends.nth(0).textContent()).toBe('$١٠');
    expect(low!.x).toBeLessThan(high!.x);

    await page.goto(`${suite.portal.url}/category/suppliers/clothing-textiles/clothing-textiles-sub-2?lang=en`);
    await page.getByRole('heading', { name: 'Products in Sub clothing-textiles-sub-2', level: 1 }).waitFor();
    expect(await cardTitles(page)).toEqual([2, 4, 6, 8].map((n) => `Cotton fabric roll ${n}`));

    await page.goto(`${suite.portal.url}/category/suppliers/clothing-textiles/subcategory/clothing-textiles-sub-1?lang=en`);
    await page.getByRole('heading', { name: 'Products in Sub clothing-textiles-sub-1', level: 1 }).waitFor();
    expect(await cardTitles(page)).toEqual([1, 3, 5, 7].map((n) => `Cotton fabric roll ${n}`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters by verified sellers, governorate, currency and price, and keeps the filters in the URL', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/category/food-agricultural?lang=en`);
    await page.getByRole('link', { name: 'Wool blankets for sale' }).waitFor();
    await page.getByRole('checkbox', { name: 'Verified sellers only' }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('main article h3').allTextContents()).toEqual(['Wool blankets for sale']);
    expect(new URL(page.url()).searchParams.get('verified')).toBe('true');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('combobox', { name: 'Governorate' }).selectOption('damascus');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('main article h3').allTextContents()).toEqual(['Wanted: dried apricots']);

    await page.goto(`${suite.portal.url}/category/suppliers/clothing-textiles?lang=en&currency=USD&minPrice=24&maxPrice=100`);
    await expect.poll(() => page.locator('main article h3').allTextContents()).toEqual(['Cotton fabric roll 5', 'Cotton fabric roll 6', 'Cotton fabric roll 7', 'Cotton fabric roll 8']);
    await page.goto(`${suite.portal.url}/category/suppliers/clothing-textiles?lang=en&currency=EUR`);
    await page.getByText('No products match these filters yet.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a not-found state for an unknown category or subcategory, sent with status 404', async () => {
    const routes = ['/category/no-such-thing', '/category/suppliers/no-such-thing', '/category/food-agricultural/no-such-sub', '/category/suppliers/food-agricultural/subcategory/no-such-sub'];
    const { page, errors, context } = await openPage(suite.browser, { expectedPage404s: routes });
    for (const route of routes) {
      const response = await page.goto(`${suite.portal.url}${route}?lang=en`);
      expect(response?.status(), route).toBe(404);
      await page.getByRole('heading', { name: 'Category not found', level: 1 }).waitFor();
    }
    await page.goto(`${suite.portal.url}/category/no-such-thing?lang=ar`);
    await page.getByRole('heading', { name: 'الفئة غير موجودة', level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows Image unavailable when a stored image cannot load, and the stock artwork when there is none', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/category/suppliers/handicrafts-artisan?lang=en`);
    await page.getByRole('img', { name: 'Image unavailable' }).waitFor();
    // The only errors are the browser's notes of the missing image itself.
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expect(error).toMatch(/status of 404 .*\/storage\/v1\/object\/public\/images\/posts\/missing/);
    errors.length = 0;
    await page.goto(`${suite.portal.url}/category/suppliers/food-agricultural?lang=en`);
    await page.getByRole('link', { name: 'Olive oil tins' }).waitFor();
    expect(await page.locator('main article img').first().getAttribute('src')).toBe('/images/product-fallback.svg');
    expect(errors).toEqual([]);
    await context.close();
  });
});
