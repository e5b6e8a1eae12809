import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { usePortalAndBrowser } from '../support/suite.ts';
import { signUp } from '../shell/helpers.ts';

const ADMIN_EMAIL = 'routes-admin@portal.example';

const suite = usePortalAndBrowser({ ADMIN_EMAILS: ADMIN_EMAIL });

const UNKNOWN_POST = '00000000-0000-0000-0000-000000000001';

/** Every route of the specification's table a visitor may open, with the heading it shows (English). */
const VISITOR_ROUTES: Array<[string, string]> = [
  ['/old-home', 'Syria Business Portal'],
  ['/signin', 'Sign In'],
  ['/sign-in', 'Sign In'],
  ['/auth', 'Sign In'],
  ['/signup', 'Create an account'],
  ['/sign-up', 'Create an account'],
  [`/listing/${UNKNOWN_POST}`, 'This post is not available'],
  [`/supplier/${UNKNOWN_POST}`, 'This post is not available'],
  ['/category/clothing-textiles', 'Listings in Clothing & Textiles'],
  ['/category/clothing-textiles/clothing-textiles-fabrics', 'Listings in Fabrics'],
  ['/category/clothing-textiles/subcategory/clothing-textiles-fabrics', 'Listings in Fabrics'],
  ['/category/suppliers/clothing-textiles', 'Products in Clothing & Textiles'],
  ['/category/suppliers/clothing-textiles/clothing-textiles-fabrics', 'Products in Fabrics'],
  ['/category/suppliers/clothing-textiles/subcategory/clothing-textiles-fabrics', 'Products in Fabrics'],
  ['/seller/someone', 'Seller not found'],
  ['/business-guide', 'Business Guide'],
  ['/vision-goals', 'Vision & Goals'],
  ['/privacy-policy', 'Privacy & Usage Policy'],
  ['/password-update', 'Update your password'],
  ['/email-verification', 'Check your inbox'],
  ['/reset-password', 'Reset your password'],
  ['/vendors', 'All Vendors'],
  ['/categories', 'All Categories'],
  ['/search?q=test', 'Results for “test”'],
];

/** Screens for signed-in users (specification section 6): a visitor is sent to the sign-in page. */
const PROTECTED_ROUTES: Array<[string, string]> = [
  ['/add-listing', 'What would you like to post?'],
  ['/account', 'My Account'],
  ['/account-security', 'Account Security'],
  ['/messages', 'Messages'],
  ['/notifications', 'Notifications'],
  ['/favorites', 'Favorites'],
  ['/communities', 'Communities'],
  ['/community/region-aleppo', 'Aleppo Business'],
  ['/community/1', 'Community not found'],
];

/** The admin panel's screens: for admins only (a visitor is sent to sign in, another user sees not-found). */
const ADMIN_ROUTES: Array<[string, string]> = [
  ['/admin/verifications', 'Verification requests'],
  ['/admin/enquiries', 'Enquiries'],
  ['/admin/reports', 'Reports'],
  ['/admin/users', 'Users'],
  ['/admin/settings', 'Settings'],
  ['/admin/audit', 'Audit log'],
];

/** Opens a route in English and waits until its first level-one heading is there. */
async function open(page: Page, route: string) {
  await page.goto(`${suite.portal.url}${route}${route.includes('?') ? '&' : '?'}lang=en`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** Opens a route and expects its level-one heading (after any loading state) to read `heading`. */
async function expectHeading(page: Page, route: string, heading: string) {
  await open(page, route);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { message: route }).toBe(heading);
}

describe('routes', () => {
  it('shows the maintenance page on / in Arabic by default, with the English text too', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('الموقع قيد التطوير');
    expect(await page.getByText('Website Under Development').count()).toBe(1);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the maintenance page in English with ?lang=en', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/?lang=en`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Website Under Development');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['en', 'ltr']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows each route of the table with its own heading to a visitor', async () => {
    const { page, errors, context } = await openPage(suite.browser, {
      // The unknown post and seller are answered 404 by the API, and the page says so; the server
      // renders those pages as not found and sends them with 404 too.
      expectedApi404s: ['/api/v1/posts/', '/api/v1/sellers/'],
      expectedPage404s: [`/listing/${UNKNOWN_POST}`, `/supplier/${UNKNOWN_POST}`, '/seller/someone'],
    });
    for (const [route, heading] of VISITOR_ROUTES) {
      await expectHeading(page, route, heading);
    }
    // /verify-email without a token has nothing to confirm and goes on to the sign-in page.
    await expectHeading(page, '/verify-email', 'Sign In');
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    for (const [route] of [...PROTECTED_ROUTES, ...ADMIN_ROUTES]) {
      await expectHeading(page, route, 'Sign In');
      expect(new URL(page.url()).pathname, route).toBe('/sign-in');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the screens for signed-in users with their headings', async () => {
    // The unknown community is answered 404 by the API, and the page says so.
    const { page, errors, context } = await openPage(suite.browser, { expectedApi404s: ['/api/v1/communities/'] });
    await signUp(context, suite.portal);
    for (const [route, heading] of PROTECTED_ROUTES) {
      await expectHeading(page, route, heading);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the admin panel’s screens with their headings to an admin', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    await signUp(context, suite.portal, { email: ADMIN_EMAIL });
    for (const [route, heading] of ADMIN_ROUTES) {
      await expectHeading(page, route, heading);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the not-found page for an unknown path, answered 404', async () => {
    const { page, errors, context } = await openPage(suite.browser, { expectedPage404s: ['/no/such/page'] });
    const response = await page.goto(`${suite.portal.url}/no/such/page?lang=en`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await page.goto(`${suite.portal.url}/no/such/page?lang=ar`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('الصفحة غير موجودة');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the not-found page for a path with broken percent-encoding, answered 404', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    for (const route of ['/%E0%A4%A', '/supplier/%E0%A4%A', '/listing/%E0%A4%A']) {
      const response = await page.goto(`${suite.portal.url}${route}?lang=en`);
      expect(response?.status(), route).toBe(404);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { message: route }).toBe('Page not found');
    }
    // The only console errors are Chromium's notes of the three 404 documents themselves.
    expect(errors).toHaveLength(3);
    for (const error of errors) expect(error).toMatch(/status of 404 .*: http:\/\/localhost:\d+\/(supplier\/|listing\/)?%E0%A4%A\?lang=en$/);
    await context.close();
  });
});
