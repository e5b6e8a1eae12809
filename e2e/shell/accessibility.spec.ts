import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMarket, type BrowseMarket } from '../browse/fixtures.ts';
import { allViolations as axeViolations } from '../support/axe.ts';
import { fontsLoaded, launchBrowser, openPage } from '../support/browser.ts';
import type { RunningPortal } from '../support/server.ts';
import { LANGUAGES, TEXT, VIEWPORTS, ready, signUp, withLang, type Lang } from './helpers.ts';

let portal: RunningPortal;
let market: BrowseMarket;
let browser: Browser;

beforeAll(async () => {
  [{ portal, market }, browser] = await Promise.all([
    startMarket({ env: { SOCIAL_FACEBOOK: 'https://facebook.com/syriabusiness', SOCIAL_LINKEDIN: 'https://linkedin.com/company/sbp' } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});


describe('axe-core on the shell', () => {
  for (const lang of LANGUAGES) {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
        it(`finds no violation of any axe rule (${lang}, ${colorScheme}, ${viewportName})`, async () => {
          const { page, errors, context } = await openPage(browser, { viewport, colorScheme, reducedMotion: 'reduce' });
          await page.goto(withLang(portal, '/business-guide', lang));
          await ready(page);
          await fontsLoaded(page);
          expect(await axeViolations(page)).toEqual([]);

          // With a page behind, Go Back and back-to-top showing, and a toast on screen.
          await page.getByRole('contentinfo').getByRole('link', { name: TEXT.nav.privacyPolicy[lang] }).click();
          // The page's code loads behind "Loading..." first: axe reads the page once it is in.
          await page.getByRole('heading', { level: 1, name: TEXT.nav.privacyPolicy[lang] }).waitFor();
          await page.getByRole('button', { name: TEXT.goBack[lang] }).waitFor();
          await page.evaluate(() => window.scrollTo(0, 600));
          await page.getByRole('button', { name: TEXT.backToTop[lang] }).waitFor();
          expect(await axeViolations(page)).toEqual([]);

          if (viewportName === 'phone') {
            await page.getByRole('button', { name: TEXT.openMenu[lang] }).click();
            expect(await axeViolations(page)).toEqual([]);
            await page.keyboard.press('Escape');
            await page.getByRole('navigation', { name: lang === 'ar' ? 'التنقل السريع' : 'Quick navigation' }).getByRole('link', { name: new RegExp(`^${TEXT.nav.messages[lang]}`) }).click();
          } else {
            await page.getByRole('banner').getByRole('link', { name: new RegExp(`^${TEXT.nav.messages[lang]}`) }).click();
          }
          await page.locator('[data-sonner-toast]').first().waitFor();
          await ready(page);
          expect(await axeViolations(page)).toEqual([]);

          await page.getByRole('button', { name: TEXT.enquiryOpen[lang] }).focus();
          await page.keyboard.press('Enter');
          await page.getByRole('dialog').waitFor();
          expect(await axeViolations(page)).toEqual([]);
          expect(errors).toEqual([]);
          await context.close();
        });
      }

      it(`finds no violation of any axe rule for a signed-in user with the avatar menu open (${lang}, ${colorScheme})`, async () => {
        const { page, errors, context } = await openPage(browser, { colorScheme, reducedMotion: 'reduce' });
        await signUp(context, portal);
        await page.goto(withLang(portal, '/account', lang));
        await ready(page);
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: TEXT.userMenu[lang] }).click();
        await page.getByRole('menu').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});

/** Every route of the specification's table, with real content, as a visitor opens it. */
const visitorRoutes = () => [
  '/',
  '/old-home',
  '/sign-in',
  '/sign-up',
  `/supplier/${market.clothingProducts[0]}`,
  `/listing/${market.foodListing}`,
  '/category/clothing-textiles',
  '/category/clothing-textiles/clothing-textiles-sub-1',
  '/category/suppliers/clothing-textiles',
  '/category/suppliers/clothing-textiles/subcategory/clothing-textiles-sub-1',
  `/seller/${market.verifiedSeller}`,
  '/vendors',
  '/categories',
  '/business-guide',
  '/vision-goals',
  '/privacy-policy',
  '/password-update',
  '/email-verification',
  '/reset-password',
  '/no/such/page',
];

/** Every axe violation on these routes in one language, each as `route: violation`, once each page has settled. */
async function violationsOn(page: Page, routes: string[], lang: Lang): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(withLang(portal, route, lang));
    await ready(page);
    await page.waitForLoadState('networkidle');
    found.push(...(await axeViolations(page)).map((violation) => `${route}: ${violation}`));
  }
  return found;
}

// The routes of signed-in members and admins: e2e/shell/signed-in-accessibility.spec.ts.
describe('axe-core on every route', () => {
  for (const lang of LANGUAGES) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`finds no violation of any axe rule on the routes a visitor opens (${lang}, ${colorScheme})`, { timeout: 600_000 }, async () => {
        // The not-found page is sent with 404.
        const { page, errors, context } = await openPage(browser, { colorScheme, reducedMotion: 'reduce', expectedPage404s: ['/no/such/page'] });
        expect(await violationsOn(page, visitorRoutes(), lang)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
