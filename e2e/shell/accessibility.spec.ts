import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.ts';
import { startPortal, type RunningPortal } from '../support/server.ts';
import { LANGUAGES, TEXT, VIEWPORTS, ready, signUp, withLang } from './helpers.ts';

let portal: RunningPortal;
let browser: Browser;
let axeSource: string;

beforeAll(async () => {
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  [portal, browser] = await Promise.all([startPortal({ SOCIAL_FACEBOOK: 'https://facebook.com/syriabusiness', SOCIAL_LINKEDIN: 'https://linkedin.com/company/sbp' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** Serious and critical axe violations on the page as it is now, as "rule: target" lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol, so the page's CSP does not block it.
  await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

describe('axe-core on the shell', () => {
  for (const lang of LANGUAGES) {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
        it(`finds no serious or critical violation (${lang}, ${colorScheme}, ${viewportName})`, async () => {
          const { page, errors, context } = await openPage(browser, { viewport, colorScheme, reducedMotion: 'reduce' });
          await page.goto(withLang(portal, '/business-guide', lang));
          await ready(page);
          await page.evaluate(() => document.fonts.ready);
          expect(await seriousViolations(page)).toEqual([]);

          // With a page behind, Go Back and back-to-top showing, and a toast on screen.
          await page.getByRole('contentinfo').getByRole('link', { name: TEXT.nav.privacyPolicy[lang] }).click();
          await page.getByRole('button', { name: TEXT.goBack[lang] }).waitFor();
          await page.evaluate(() => window.scrollTo(0, 600));
          await page.getByRole('button', { name: TEXT.backToTop[lang] }).waitFor();
          expect(await seriousViolations(page)).toEqual([]);

          if (viewportName === 'phone') {
            await page.getByRole('button', { name: TEXT.openMenu[lang] }).click();
            expect(await seriousViolations(page)).toEqual([]);
            await page.keyboard.press('Escape');
            await page.getByRole('navigation', { name: lang === 'ar' ? 'التنقل السريع' : 'Quick navigation' }).getByRole('link', { name: TEXT.nav.messages[lang], exact: true }).click();
          } else {
            await page.getByRole('banner').getByRole('link', { name: TEXT.nav.messages[lang], exact: true }).click();
          }
          await page.locator('[data-sonner-toast]').first().waitFor();
          await ready(page);
          expect(await seriousViolations(page)).toEqual([]);

          await page.getByRole('button', { name: TEXT.inquiryOpen[lang] }).focus();
          await page.keyboard.press('Enter');
          await page.getByRole('dialog').waitFor();
          expect(await seriousViolations(page)).toEqual([]);
          expect(errors).toEqual([]);
          await context.close();
        });
      }

      it(`finds no serious or critical violation for a signed-in user with the avatar menu open (${lang}, ${colorScheme})`, async () => {
        const { page, errors, context } = await openPage(browser, { colorScheme, reducedMotion: 'reduce' });
        await signUp(context, portal);
        await page.goto(withLang(portal, '/account', lang));
        await ready(page);
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('button', { name: TEXT.userMenu[lang] }).click();
        await page.getByRole('menu').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
