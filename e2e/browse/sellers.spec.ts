import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE } from '../support/browser.ts';
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

describe('seller page', () => {
  it('shows the profile, verified badge, counts, active products and listings', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${portal.url}/seller/${market.verifiedSeller}?lang=en`);
    await page.getByRole('heading', { name: /Aleppo Looms/, level: 1 }).waitFor();
    await page.getByText('Verified', { exact: true }).first().waitFor();
    await page.getByText('8 products').waitFor();
    await page.getByText('1 listing', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Cotton fabric roll 8' }).waitFor();
    await page.getByRole('link', { name: 'Wool blankets for sale' }).waitFor();
    expect(await page.getByText('Paused listing').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a visitor who presses Message or the heart to sign in', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${portal.url}/seller/${market.plainSeller}?lang=ar`);
    await page.getByRole('heading', { name: /Damascus Pantry/, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'مراسلة' }).click();
    await page.waitForURL(/\/sign-in/);
    await page.goto(`${portal.url}/seller/${market.plainSeller}?lang=en`);
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await page.waitForURL(/\/sign-in/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a not-found state for an unknown seller', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${portal.url}/seller/nobody-here?lang=en`);
    await page.getByRole('heading', { name: 'Seller not found', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse all vendors' }).getAttribute('href')).toBe('/vendors');
    // The browser reports the API's 404 answer itself; nothing else may fail.
    expect(errors.every((error) => error.includes('status of 404'))).toBe(true);
    await context.close();
  });
});

describe('vendors page', () => {
  async function names(page: Page) {
    return page.locator('main article h2').allTextContents();
  }

  it('lists every business with an active post, most recent first, and searches and filters them', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${portal.url}/vendors?lang=en`);
    await page.getByRole('heading', { name: 'All Vendors', level: 1 }).waitFor();
    await expect.poll(() => names(page)).toEqual(['Aleppo Looms', 'Damascus Pantry', 'Homs Crafts']);

    await page.getByRole('searchbox', { name: 'Search by name' }).fill('pantry');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => names(page)).toEqual(['Damascus Pantry']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('pantry');

    await page.goto(`${portal.url}/vendors?lang=en`);
    await page.getByRole('combobox', { name: 'Governorate' }).selectOption('homs');
    await expect.poll(() => names(page)).toEqual(['Homs Crafts']);
    await page.getByRole('combobox', { name: 'Governorate' }).selectOption('');
    await page.getByRole('checkbox', { name: 'Verified sellers only' }).check();
    await expect.poll(() => names(page)).toEqual(['Aleppo Looms']);
    await page.getByRole('checkbox', { name: 'Verified sellers only' }).uncheck();
    await page.getByRole('combobox', { name: 'Category' }).selectOption('food-agricultural');
    await expect.poll(() => names(page)).toEqual(['Aleppo Looms', 'Damascus Pantry']);
    // The only tools post is paused.
    await page.getByRole('combobox', { name: 'Category' }).selectOption('tools-industrial');
    await page.getByText('No businesses match your search.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works in Arabic on a phone', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${portal.url}/vendors?lang=ar`);
    await page.getByRole('heading', { name: 'جميع الشركات', level: 1 }).waitFor();
    await expect.poll(() => names(page)).toEqual(['Aleppo Looms', 'Damascus Pantry', 'Homs Crafts']);
    expect(await page.getByRole('link', { name: 'Aleppo Looms' }).getAttribute('href')).toBe(`/seller/${market.verifiedSeller}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
