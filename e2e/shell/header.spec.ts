import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { usePortalAndBrowser } from '../support/suite.ts';
import { BRAND, LANGUAGES, TEXT, VIEWPORTS, expectPath, expectToast, ready, withLang, type Lang } from './helpers.ts';

const suite = usePortalAndBrowser();

// The search box is a combobox: suggestions open under it as the reader types.
const searchBox = (page: Page, lang: Lang) => page.getByRole('combobox', { name: TEXT.searchLabel[lang] }).locator('visible=true');

describe('global search bar', () => {
  for (const lang of LANGUAGES) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      it(`submits the term plus the ${lang} brand word to /search, and never an empty term (${lang}, ${viewportName})`, async () => {
        const { page, errors, context } = await openPage(suite.browser, { viewport });
        await page.goto(withLang(suite.portal, '/business-guide', lang));
        await ready(page);
        const box = searchBox(page, lang);

        // Empty and blank terms stay where they are.
        await box.fill('   ');
        await box.press('Enter');
        await page.getByRole('button', { name: TEXT.searchSubmit[lang], exact: true }).locator('visible=true').click();
        expect(new URL(page.url()).pathname).toBe('/business-guide');

        const term = lang === 'ar' ? 'زيت زيتون' : 'olive oil';
        await box.fill(`  ${term} `);
        await box.press('Enter');
        await expectPath(page, '/search');
        expect(new URL(page.url()).searchParams.get('q')).toBe(`${term} ${BRAND[lang]}`);
        // The box shows what the reader typed, without the brand word.
        await expect.poll(() => searchBox(page, lang).inputValue()).toBe(term);

        // The search button submits too.
        await searchBox(page, lang).fill('cement');
        await page.getByRole('button', { name: TEXT.searchSubmit[lang], exact: true }).locator('visible=true').click();
        await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(`cement ${BRAND[lang]}`);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});

/** A stand-in for the browser's speech recognition that records its settings and lets a test speak. */
function installFakeRecognition(page: Page) {
  return page.addInitScript(() => {
    type Handler = ((event?: unknown) => void) | null;
    class FakeRecognition {
      lang = '';
      continuous = true;
      interimResults = true;
      maxAlternatives = 1;
      onstart: Handler = null;
      onresult: Handler = null;
      onerror: Handler = null;
      onend: Handler = null;
      start() {
        const w = window as unknown as { recognitions: FakeRecognition[] };
        w.recognitions.push(this);
        setTimeout(() => this.onstart?.(), 0);
      }
      stop() {
        setTimeout(() => this.onend?.(), 0);
      }
      abort() {
        this.onend?.();
      }
    }
    const w = window as unknown as Record<string, unknown>;
    w.recognitions = [];
    w.webkitSpeechRecognition = FakeRecognition;
    delete w.SpeechRecognition;
  });
}

const lastRecognition = (page: Page) =>
  page.evaluate(() => {
    const list = (window as unknown as { recognitions: Array<{ lang: string; continuous: boolean; interimResults: boolean; maxAlternatives: number }> }).recognitions;
    const last = list[list.length - 1];
    return last && { lang: last.lang, continuous: last.continuous, interimResults: last.interimResults, maxAlternatives: last.maxAlternatives, count: list.length };
  });

describe('voice search', () => {
  for (const lang of LANGUAGES) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      it(`listens in ${lang === 'ar' ? 'ar-SA' : 'en-US'} for one result with up to 3 alternatives and searches what was said (${lang}, ${viewportName})`, async () => {
        const { page, errors, context } = await openPage(suite.browser, { viewport });
        await installFakeRecognition(page);
        await page.goto(withLang(suite.portal, '/business-guide', lang));
        await ready(page);

        const mic = page.getByRole('button', { name: TEXT.voice[lang] }).locator('visible=true');
        expect(await mic.getAttribute('aria-pressed')).toBe('false');
        await mic.click();
        const [activeTitle, activeBody] = TEXT.voiceActive[lang];
        await expectToast(page, activeTitle, activeBody, { destructive: false });
        expect(await lastRecognition(page)).toEqual({
          lang: lang === 'ar' ? 'ar-SA' : 'en-US',
          continuous: false,
          interimResults: false,
          maxAlternatives: 3,
          count: 1,
        });
        // Listening: the button now stops.
        const stop = page.getByRole('button', { name: TEXT.voiceStop[lang] }).locator('visible=true');
        expect(await stop.getAttribute('aria-pressed')).toBe('true');

        const said = lang === 'ar' ? 'حديد تسليح' : 'steel rebar';
        await page.evaluate((transcript) => {
          const list = (window as unknown as { recognitions: Array<{ onresult: (event: unknown) => void; onend: () => void }> }).recognitions;
          const recognition = list[list.length - 1]!;
          recognition.onresult({ results: [[{ transcript, confidence: 0.9 }, { transcript: 'other', confidence: 0.2 }]] });
          recognition.onend();
        }, said);
        await expectPath(page, '/search');
        expect(new URL(page.url()).searchParams.get('q')).toBe(`${said} ${BRAND[lang]}`);
        // Back to idle.
        expect(await page.getByRole('button', { name: TEXT.voice[lang] }).locator('visible=true').getAttribute('aria-pressed')).toBe('false');
        expect(errors).toEqual([]);
        await context.close();
      });
    }

    it(`shows the error toast and returns to idle when recognition fails, and stops on a second tap (${lang})`, async () => {
      const { page, errors, context } = await openPage(suite.browser, { viewport: VIEWPORTS.phone });
      await installFakeRecognition(page);
      await page.goto(withLang(suite.portal, '/business-guide', lang));
      await ready(page);
      await page.getByRole('button', { name: TEXT.voice[lang] }).locator('visible=true').click();
      await page.getByRole('button', { name: TEXT.voiceStop[lang] }).locator('visible=true').waitFor();
      await page.evaluate(() => {
        const list = (window as unknown as { recognitions: Array<{ onerror: (event: unknown) => void; onend: () => void }> }).recognitions;
        list[list.length - 1]!.onerror({ error: 'no-speech' });
        list[list.length - 1]!.onend();
      });
      const [errorTitle, errorBody] = TEXT.voiceError[lang];
      await expectToast(page, errorTitle, errorBody, { destructive: true });
      const mic = page.getByRole('button', { name: TEXT.voice[lang] }).locator('visible=true');
      expect(await mic.getAttribute('aria-pressed')).toBe('false');

      // Listening, then a second tap stops: idle again, no error.
      await mic.click();
      await page.getByRole('button', { name: TEXT.voiceStop[lang] }).locator('visible=true').click();
      await expect.poll(() => page.getByRole('button', { name: TEXT.voice[lang] }).locator('visible=true').getAttribute('aria-pressed')).toBe('false');
      expect(new URL(page.url()).pathname).toBe('/business-guide');
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`says when the browser has no speech recognition (${lang})`, async () => {
      const { page, errors, context } = await openPage(suite.browser);
      await page.addInitScript(() => {
        const w = window as unknown as Record<string, unknown>;
        delete w.SpeechRecognition;
        delete w.webkitSpeechRecognition;
      });
      await page.goto(withLang(suite.portal, '/business-guide', lang));
      await ready(page);
      await page.getByRole('button', { name: TEXT.voice[lang] }).locator('visible=true').click();
      const [title, body] = TEXT.voiceUnsupported[lang];
      await expectToast(page, title, body, { destructive: true });
      expect(await page.getByRole('button', { name: TEXT.voice[lang] }).locator('visible=true').getAttribute('aria-pressed')).toBe('false');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('visitors and pages that need an account', () => {
  const areas = [
    ['communities', '/communities'],
    ['messages', '/messages'],
    ['favorites', '/favorites'],
    ['notifications', '/notifications'],
    ['addListing', '/add-listing'],
  ] as const;

  for (const lang of LANGUAGES) {
    it(`header icons send a visitor to /sign-in with the Login Required toast of each area (${lang}, desktop)`, async () => {
      const { page, errors, context } = await openPage(suite.browser, { viewport: VIEWPORTS.desktop });
      for (const [area] of areas) {
        await page.goto(withLang(suite.portal, '/business-guide', lang));
        await ready(page);
        await page.getByRole('banner').getByRole('link', { name: TEXT.nav[area][lang], exact: true }).click();
        await expectPath(page, '/sign-in');
        await expectToast(page, TEXT.loginRequired[lang], TEXT.needLogin[area][lang], { destructive: true });
      }
      // The sign-in icon goes to /sign-in.
      await page.goto(withLang(suite.portal, '/business-guide', lang));
      await ready(page);
      await page.getByRole('banner').getByRole('link', { name: TEXT.nav.signIn[lang], exact: true }).click();
      await expectPath(page, '/sign-in');
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`bottom bar slots send a visitor to /sign-in with the Login Required toast of each area (${lang}, phone)`, async () => {
      const { page, errors, context } = await openPage(suite.browser, { viewport: VIEWPORTS.phone });
      const bar = () => page.getByRole('navigation', { name: lang === 'ar' ? 'التنقل السريع' : 'Quick navigation' });
      for (const [area] of areas) {
        await page.goto(withLang(suite.portal, '/business-guide', lang));
        await ready(page);
        await bar().getByRole('link', { name: TEXT.nav[area][lang], exact: true }).click();
        await expectPath(page, '/sign-in');
        await expectToast(page, TEXT.loginRequired[lang], TEXT.needLogin[area][lang], { destructive: true });
      }
      await page.goto(withLang(suite.portal, '/business-guide', lang));
      await ready(page);
      await bar().getByRole('link', { name: TEXT.nav.account[lang], exact: true }).click();
      await expectPath(page, '/sign-in');
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`a slot tapped before the session is known still gives that area's Login Required text (${lang}, phone)`, async () => {
      const { page, errors, context } = await openPage(suite.browser, { viewport: VIEWPORTS.phone });
      // The session answer is held until the tap has been made, as on a slow line.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/auth/get-session', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(withLang(suite.portal, '/business-guide', lang));
      await ready(page);
      await page.getByRole('navigation', { name: lang === 'ar' ? 'التنقل السريع' : 'Quick navigation' }).getByRole('link', { name: TEXT.nav.communities[lang], exact: true }).click();
      expect(new URL(page.url()).pathname).toBe('/communities');
      release();
      await expectPath(page, '/sign-in');
      await expectToast(page, TEXT.loginRequired[lang], TEXT.needLogin.communities[lang], { destructive: true });
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`the protected-page wrapper guards every account page (${lang})`, async () => {
      const { page, errors, context } = await openPage(suite.browser, { viewport: VIEWPORTS.phone });
      for (const path of ['/add-listing', '/messages', '/notifications', '/favorites', '/communities', '/community/1', '/account', '/account-security', '/admin/verifications']) {
        await page.goto(withLang(suite.portal, path, lang));
        await expectPath(page, '/sign-in');
        await expectToast(page, TEXT.loginRequired[lang], TEXT.needLogin.page[lang], { destructive: true });
      }
      // Public pages are not guarded.
      for (const path of ['/business-guide', '/search', '/vendors']) {
        await page.goto(withLang(suite.portal, path, lang));
        await ready(page);
        expect(new URL(page.url()).pathname).toBe(path);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
