import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.ts';
import { startPortal, type RunningPortal } from '../support/server.ts';

let portal: RunningPortal;
let browser: Browser;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

// Every route of the specification's table, with sample ids.
const ROUTES = [
  '/old-home', '/signin', '/sign-in', '/auth', '/signup', '/sign-up', '/add-listing', '/account',
  '/listing/00000000-0000-0000-0000-000000000001', '/supplier/00000000-0000-0000-0000-000000000001',
  '/category/clothing-textiles', '/category/clothing-textiles/sub-1', '/category/clothing-textiles/subcategory/sub-1',
  '/category/suppliers/clothing-textiles', '/category/suppliers/clothing-textiles/sub-1',
  '/category/suppliers/clothing-textiles/subcategory/sub-1', '/seller/someone', '/messages', '/notifications',
  '/search?q=test', '/favorites', '/business-guide', '/vision-goals', '/privacy-policy', '/account-security',
  '/password-update', '/email-verification', '/verify-email', '/reset-password', '/admin/verifications',
  '/communities', '/community/1', '/vendors', '/categories',
];

describe('routes', () => {
  it('shows the maintenance page on / in Arabic by default, with the English text too', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${portal.url}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('الموقع قيد التطوير');
    expect(await page.getByText('Website Under Development').count()).toBe(1);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the maintenance page in English with ?lang=en', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${portal.url}/?lang=en`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Website Under Development');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['en', 'ltr']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders every route of the table without an error and without the not-found page', async () => {
    const { page, errors, context } = await openPage(browser);
    for (const route of ROUTES) {
      await page.goto(`${portal.url}${route}${route.includes('?') ? '&' : '?'}lang=en`);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await heading.waitFor();
      expect(await heading.textContent(), route).not.toBe('Page not found');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${portal.url}/no/such/page?lang=en`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await page.goto(`${portal.url}/no/such/page?lang=ar`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('الصفحة غير موجودة');
    expect(errors).toEqual([]);
    await context.close();
  });
});
