import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, PHONE } from '../support/browser.ts';
import { usePortalAndBrowser } from '../support/suite.ts';
import { startMarket } from './fixtures.ts';

const suite = usePortalAndBrowser(startMarket);

describe('seller page', () => {
  it('shows the profile, verified badge, counts, active products and listings', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/seller/${suite.market.verifiedSeller}?lang=en`);
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

  it('is the seller card of its posts, in both languages', async () => {
    const { page, errors, context } = await openPage(suite.browser, { viewport: PHONE });
    await page.goto(`${suite.portal.url}/supplier/${suite.market.clothingProducts[0]}?lang=en`);
    const card = page.getByRole('region', { name: 'Seller' });
    await card.getByRole('link', { name: /Aleppo Looms/ }).waitFor();
    expect(await card.getByRole('link', { name: /Aleppo Looms/ }).getAttribute('href')).toBe(`/seller/${suite.market.verifiedSeller}`);
    await card.getByRole('img', { name: 'Verified' }).waitFor();
    await card.getByText('Aleppo', { exact: true }).waitFor();
    // Eight products and one listing are active; the profile is new, not from 1970.
    await card.getByText('9', { exact: true }).waitFor();
    expect(await card.getByText(/1970/).count()).toBe(0);
    await page.goto(`${suite.portal.url}/listing/${suite.market.foodListing}?lang=ar`);
    await page.getByRole('region', { name: 'البائع' }).getByRole('link', { name: /Damascus Pantry/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a visitor who presses Message or the heart to sign in', async () => {
    const { page, errors, context } = await openPage(suite.browser, { viewport: PHONE });
    await page.goto(`${suite.portal.url}/seller/${suite.market.plainSeller}?lang=ar`);
    await page.getByRole('heading', { name: /Damascus Pantry/, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'مراسلة' }).click();
    await page.waitForURL(/\/sign-in/);
    await page.goto(`${suite.portal.url}/seller/${suite.market.plainSeller}?lang=en`);
    // The seller's own heart; the cards of its posts below have theirs.
    await page.getByRole('button', { name: /^Save Damascus Pantry.* to favorites$/ }).click();
    await page.waitForURL(/\/sign-in/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a not-found state for an unknown seller, sent with status 404', async () => {
    const { page, errors, context } = await openPage(suite.browser, { expectedApi404s: ['/api/v1/sellers/'], expectedPage404s: ['/seller/nobody-here'] });
    const response = await page.goto(`${suite.portal.url}/seller/nobody-here?lang=en`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Seller not found', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse all vendors' }).getAttribute('href')).toBe('/vendors');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('vendors page', () => {
  async function names(page: Page) {
    return page.locator('main article h2').allTextContents();
  }

  it('lists every business with an active post, most recent first, and searches and filters them', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/vendors?lang=en`);
    await page.getByRole('heading', { name: 'All Vendors', level: 1 }).waitFor();
    await expect.poll(() => names(page)).toEqual(['Aleppo Looms', 'Damascus Pantry', 'Homs Crafts']);

    await page.getByRole('searchbox', { name: 'Search by name' }).fill('pantry');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => names(page)).toEqual(['Damascus Pantry']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('pantry');

    await page.goto(`${suite.portal.url}/vendors?lang=en`);
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
    const { page, errors, context } = await openPage(suite.browser, { viewport: PHONE });
    await page.goto(`${suite.portal.url}/vendors?lang=ar`);
    await page.getByRole('heading', { name: 'جميع الشركات', level: 1 }).waitFor();
    await expect.poll(() => names(page)).toEqual(['Aleppo Looms', 'Damascus Pantry', 'Homs Crafts']);
    expect(await page.getByRole('link', { name: 'Aleppo Looms' }).getAttribute('href')).toBe(`/seller/${suite.market.verifiedSeller}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
