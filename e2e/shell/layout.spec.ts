import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontsLoaded, launchBrowser, openPage } from '../support/browser.ts';
import { startPortal, type RunningPortal } from '../support/server.ts';
import { LANGUAGES, TEXT, VIEWPORTS, expectPath, ready, sidewaysOverflow, withLang, type Lang } from './helpers.ts';

let portal: RunningPortal;
let browser: Browser;

beforeAll(async () => {
  [portal, browser] = await Promise.all([
    startPortal({
      SUPPORT_EMAIL: 'help@portal.example',
      SOCIAL_FACEBOOK: 'https://facebook.com/syriabusiness',
      SOCIAL_WHATSAPP: '+963 912 345 678',
      SOCIAL_TELEGRAM: '@syriabusiness',
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const bottomBar = (page: Page, lang: Lang) => page.getByRole('navigation', { name: lang === 'ar' ? 'التنقل السريع' : 'Quick navigation' });

describe('phone menu', () => {
  for (const lang of LANGUAGES) {
    it(`opens and closes, and lists Sign In, the three information pages and the social links for a visitor (${lang})`, async () => {
      const { page, errors, context } = await openPage(browser, { viewport: VIEWPORTS.phone });
      await page.goto(withLang(portal, '/business-guide', lang));
      await ready(page);
      const toggle = page.getByRole('button', { name: TEXT.openMenu[lang] });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      const close = page.getByRole('button', { name: TEXT.closeMenu[lang] });
      expect(await close.getAttribute('aria-expanded')).toBe('true');
      const menu = page.locator(`#${await close.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
      const links = await menu.getByRole('link').evaluateAll((elements) => elements.map((element) => [element.textContent?.trim() || element.getAttribute('aria-label'), element.getAttribute('href')]));
      expect(links).toEqual([
        [TEXT.nav.signIn[lang], '/sign-in'],
        [TEXT.nav.businessGuide[lang], '/business-guide'],
        [TEXT.nav.visionGoals[lang], '/vision-goals'],
        [TEXT.nav.privacyPolicy[lang], '/privacy-policy'],
        [lang === 'ar' ? 'فيسبوك' : 'Facebook', 'https://facebook.com/syriabusiness'],
        [lang === 'ar' ? 'تيليغرام' : 'Telegram', 'https://t.me/syriabusiness'],
        [lang === 'ar' ? 'واتساب' : 'WhatsApp', 'https://wa.me/963912345678'],
      ]);
      // Escape closes it and gives focus back to the button.
      await page.keyboard.press('Escape');
      expect(await menu.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
      // A navigation from the menu closes it.
      await toggle.click();
      await menu.getByRole('link', { name: TEXT.nav.visionGoals[lang] }).click();
      await expectPath(page, '/vision-goals');
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('is not there on a desktop, where the header shows its icons instead', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await page.goto(withLang(portal, '/business-guide', 'en'));
    await ready(page);
    // Sign In shows once the session has said this is a visitor.
    await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: TEXT.openMenu.en }).isVisible()).toBe(false);
    expect(await bottomBar(page, 'en').isVisible()).toBe(false);
    for (const name of ['Communities', 'Messages', 'Favorites', 'Notifications', 'Add Listing', 'Sign In']) {
      expect(await page.getByRole('banner').getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('bottom bar', () => {
  for (const lang of LANGUAGES) {
    it(`has seven slots on a phone, with the round add-listing button in the middle and no badge at zero (${lang})`, async () => {
      const { page, errors, context } = await openPage(browser, { viewport: VIEWPORTS.phone });
      await page.goto(withLang(portal, '/business-guide', lang));
      await ready(page);
      const bar = bottomBar(page, lang);
      expect(await bar.isVisible()).toBe(true);
      const slots = await bar.getByRole('link').evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim()));
      const n = TEXT.nav;
      expect(slots).toEqual([n.home[lang], n.messages[lang], n.communities[lang], n.addListing[lang], n.notifications[lang], n.favorites[lang], n.account[lang]]);
      const box = await bar.boundingBox();
      expect(box && Math.round(box.y + box.height)).toBe(VIEWPORTS.phone.height);
      expect(await page.getByTestId('unread-badge').count()).toBe(0);
      // Home goes to /.
      await bar.getByRole('link', { name: n.home[lang], exact: true }).click();
      await expectPath(page, '/');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('is hidden from 768 px up (tablet) and shown below', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 768, height: 900 } });
    await page.goto(withLang(portal, '/business-guide', 'en'));
    await ready(page);
    expect(await bottomBar(page, 'en').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: TEXT.openMenu.en }).isVisible()).toBe(false);
    await page.setViewportSize({ width: 767, height: 900 });
    await expect.poll(() => bottomBar(page, 'en').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: TEXT.openMenu.en }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('go back and back to top', () => {
  for (const lang of LANGUAGES) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      it(`Go Back appears only with history and never on /; back-to-top only past 300 px (${lang}, ${viewportName})`, async () => {
        const { page, errors, context } = await openPage(browser, { viewport });
        await page.goto(withLang(portal, '/business-guide', lang));
        await ready(page);
        const back = page.getByRole('button', { name: TEXT.goBack[lang] });
        expect(await back.count()).toBe(0);

        await page.getByRole('contentinfo').getByRole('link', { name: TEXT.nav.privacyPolicy[lang] }).click();
        await expectPath(page, '/privacy-policy');
        await back.waitFor();
        await back.click();
        await expectPath(page, '/business-guide');

        // Going back returns to where the reader was (the footer); from the top, back-to-top shows only past 300 px.
        await page.evaluate(() => window.scrollTo(0, 0));
        const toTop = page.getByRole('button', { name: TEXT.backToTop[lang] });
        await expect.poll(() => toTop.count()).toBe(0);
        await page.evaluate(() => window.scrollTo(0, 300));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
        expect(await toTop.count()).toBe(0);
        await page.evaluate(() => window.scrollTo(0, 301));
        await toTop.waitFor();
        await toTop.click();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await expect.poll(() => toTop.count()).toBe(0);

        // Even with history, / has no Go Back.
        await page.getByRole('link', { name: new RegExp(lang === 'ar' ? 'بوابة الأعمال السورية' : 'Syria Business Portal') }).first().click();
        await expectPath(page, '/');
        await ready(page);
        expect(await page.evaluate(() => (window.history.state as { idx: number }).idx)).toBeGreaterThan(0);
        expect(await back.count()).toBe(0);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('scroll position', () => {
  const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  it('opens a new page at its top, and Back returns to the place the reader left, also after a reload', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: VIEWPORTS.phone });
    await page.goto(withLang(portal, '/business-guide', 'ar'));
    await ready(page);
    // Read down to the footer, and follow one of its links from there.
    const link = page.getByRole('contentinfo').getByRole('link', { name: TEXT.nav.visionGoals.ar });
    await link.scrollIntoViewIfNeeded();
    const place = await scrollTop(page);
    expect(place).toBeGreaterThan(VIEWPORTS.phone.height);
    await link.click();
    await expectPath(page, '/vision-goals');
    await ready(page);
    expect(await scrollTop(page)).toBe(0);

    await page.goBack();
    await expectPath(page, '/business-guide');
    await expect.poll(() => scrollTop(page)).toBe(place);
    await page.goForward();
    await expectPath(page, '/vision-goals');
    await expect.poll(() => scrollTop(page)).toBe(0);

    // The places are kept for the tab: after a reload, Back still finds the footer.
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.goBack();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expectPath(page, '/business-guide');
    await expect.poll(() => scrollTop(page)).toBe(place);
    expect(await page.evaluate(() => window.history.scrollRestoration)).toBe('manual');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('footer', () => {
  for (const lang of LANGUAGES) {
    it(`shows the tagline, three information links, configured social links and the support mail link (${lang})`, async () => {
      const { page, errors, context } = await openPage(browser, { viewport: VIEWPORTS.phone });
      await page.goto(withLang(portal, '/vision-goals', lang));
      await ready(page);
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByText(TEXT.tagline[lang], { exact: true }).count()).toBe(1);
      const info = await footer.getByRole('navigation').getByRole('link').evaluateAll((elements) => elements.map((element) => [element.textContent, element.getAttribute('href')]));
      expect(info).toEqual([
        [TEXT.nav.businessGuide[lang], '/business-guide'],
        [TEXT.nav.visionGoals[lang], '/vision-goals'],
        [TEXT.nav.privacyPolicy[lang], '/privacy-policy'],
      ]);
      const social = await footer.locator('a[target=_blank]').evaluateAll((elements) => elements.map((element) => [element.getAttribute('aria-label'), element.getAttribute('href'), element.getAttribute('rel')]));
      expect(social.map(([, href]) => href)).toEqual(['https://facebook.com/syriabusiness', 'https://t.me/syriabusiness', 'https://wa.me/963912345678']);
      expect(social.every(([label, , rel]) => Boolean(label) && rel === 'noopener noreferrer')).toBe(true);
      const mail = footer.getByRole('link', { name: /help@portal\.example/ });
      expect(await mail.getAttribute('href')).toBe('mailto:help@portal.example');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('hides the social links when none is configured', async () => {
    const bare = await startPortal();
    try {
      const { page, errors, context } = await openPage(browser, { viewport: VIEWPORTS.phone });
      await page.goto(withLang(bare, '/vision-goals', 'en'));
      await ready(page);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: /support@syriabusiness\.example/ }).waitFor();
      expect(await footer.locator('a[target=_blank]').count()).toBe(0);
      expect(await footer.getByText('Follow us').count()).toBe(0);
      await page.getByRole('button', { name: TEXT.openMenu.en }).click();
      expect(await page.locator('a[target=_blank]').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await bare.stop();
    }
  });
});

describe('layout at 375 px', () => {
  for (const lang of LANGUAGES) {
    it(`never scrolls sideways (${lang})`, async () => {
      // The not-found page is sent with 404.
      const { page, errors, context } = await openPage(browser, { viewport: VIEWPORTS.phone, expectedPage404s: ['/no/such/page'] });
      for (const path of ['/', '/business-guide', '/vision-goals', '/privacy-policy', '/search?q=x', '/sign-in', '/no/such/page']) {
        await page.goto(withLang(portal, path, lang));
        await ready(page);
        await fontsLoaded(page);
        expect(await sidewaysOverflow(page), path).toBe(0);
      }
      await page.getByRole('button', { name: TEXT.openMenu[lang] }).click();
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: TEXT.enquiryOpen[lang] }).click();
      await page.getByRole('dialog').waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('keyboard', () => {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    it(`reaches every header, menu and footer control with Tab and works them with Enter (${viewportName})`, async () => {
      const { page, errors, context } = await openPage(browser, { viewport });
      await page.goto(withLang(portal, '/business-guide', 'en'));
      await ready(page);
      const reached = new Set<string>();
      for (let index = 0; index < 80; index += 1) {
        await page.keyboard.press('Tab');
        const name = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return '';
          return element.getAttribute('aria-label') || (element as HTMLInputElement).labels?.[0]?.textContent || element.textContent?.trim() || element.tagName;
        });
        reached.add(name);
      }
      const expected = [
        'Skip to main content',
        'Syria Business Portal, home page',
        'Search the portal',
        'Search by voice',
        'Search',
        TEXT.languageToggle.en,
        TEXT.toDark.en,
        'Business Guide',
        'Vision & Goals',
        'Privacy & Usage Policy',
        'Send an inquiry or suggestion',
        ...(viewportName === 'desktop' ? ['Communities', 'Messages', 'Favorites', 'Notifications', 'Sign In', 'Add Listing'] : ['Open menu', 'Home', 'Account']),
      ];
      const found = [...reached];
      for (const name of expected) expect(found.some((value) => value.includes(name)), name).toBe(true);

      // The skip link moves focus to the content.
      await page.keyboard.press('Shift+Tab');
      await page.goto(withLang(portal, '/business-guide', 'en'));
      await ready(page);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

      // The language toggle works from the keyboard.
      await page.getByRole('link', { name: TEXT.languageToggle.en }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ar');
      // And the theme toggle.
      await page.getByRole('button', { name: TEXT.toDark.ar }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      if (viewportName === 'phone') {
        await page.getByRole('button', { name: TEXT.openMenu.ar }).focus();
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(TEXT.nav.signIn.ar);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
