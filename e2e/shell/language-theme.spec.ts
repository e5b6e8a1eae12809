import { describe, expect, it } from 'vitest';
import { arabicFaces, fontsLoaded, openPage } from '../support/browser.ts';
import { usePortalAndBrowser } from '../support/suite.ts';
import { BRAND, LANGUAGES, TEXT, VIEWPORTS, ready, withLang } from './helpers.ts';

const suite = usePortalAndBrowser();

const documentState = () => ({
  lang: document.documentElement.lang,
  dir: document.documentElement.dir,
  title: document.title,
  isArabic: localStorage.getItem('isArabic'),
});

describe('language', () => {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    it(`opens in Arabic by default, flips to English with one tap and back, and remembers it (${viewportName})`, async () => {
      const { page, errors, context } = await openPage(suite.browser, { viewport });
      await page.goto(`${suite.portal.url}/business-guide`);
      await ready(page);
      await expect.poll(() => page.evaluate(documentState)).toEqual({ lang: 'ar', dir: 'rtl', title: BRAND.ar, isArabic: 'true' });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('دليل الأعمال');

      await page.getByRole('link', { name: TEXT.languageToggle.ar }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Business Guide');
      // The title follows the texts in an effect, a frame later on a busy machine.
      await expect.poll(() => page.evaluate(documentState)).toEqual({ lang: 'en', dir: 'ltr', title: BRAND.en, isArabic: 'false' });
      expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
      expect(new URL(page.url()).pathname).toBe('/business-guide');

      // Remembered without the parameter.
      await page.goto(`${suite.portal.url}/vision-goals`);
      await ready(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Vision & Goals');
      expect(await page.evaluate(documentState)).toEqual({ lang: 'en', dir: 'ltr', title: BRAND.en, isArabic: 'false' });

      await page.getByRole('link', { name: TEXT.languageToggle.en }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('الرؤية والأهداف');
      await expect.poll(() => page.evaluate(documentState)).toEqual({ lang: 'ar', dir: 'rtl', title: BRAND.ar, isArabic: 'true' });
      expect(new URL(page.url()).searchParams.get('lang')).toBe('ar');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('loads a page’s texts with it, and the other language’s texts of every page opened when it switches', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    const textChunks: string[] = [];
    page.on('request', (request) => {
      const name = /\/assets\/((?:ar|en)-[a-zA-Z]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
      if (name) textChunks.push(name);
    });
    // Arabic by default, and no ?lang= that going back would restore.
    await page.goto(`${suite.portal.url}/business-guide`);
    await ready(page);
    expect(textChunks.sort()).toEqual(['ar-core', 'ar-guide']);

    // Another information page brings its own text, and only in the language shown.
    await page.getByRole('link', { name: TEXT.nav.privacyPolicy.ar }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('سياسة الخصوصية والاستخدام');
    expect(textChunks.sort()).toEqual(['ar-core', 'ar-guide', 'ar-privacy']);

    await page.getByRole('link', { name: TEXT.languageToggle.ar }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy & Usage Policy');
    expect(textChunks.sort()).toEqual(['ar-core', 'ar-guide', 'ar-privacy', 'en-core', 'en-guide', 'en-privacy']);

    // The guide's page is in already: it renders at once, in English.
    await page.goBack();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Business Guide');
    expect(await page.locator('article p').first().textContent()).toMatch(/^Everything you need/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows ?lang= on any page, saves it, and follows it on in-app navigation too', async () => {
    // The not-found page is sent with 404.
    const { page, errors, context } = await openPage(suite.browser, { expectedPage404s: ['/no/such/page'] });
    for (const path of ['/', '/privacy-policy', '/search?q=x', '/no/such/page']) {
      await page.goto(withLang(suite.portal, path, 'en'));
      await ready(page);
      expect(await page.evaluate(documentState), path).toEqual({ lang: 'en', dir: 'ltr', title: BRAND.en, isArabic: 'false' });
      await page.goto(withLang(suite.portal, path, 'ar'));
      await ready(page);
      expect(await page.evaluate(documentState), path).toEqual({ lang: 'ar', dir: 'rtl', title: BRAND.ar, isArabic: 'true' });
    }
    // A client-side navigation to an address with ?lang= switches too.
    await page.evaluate(() => {
      window.history.pushState(window.history.state, '', '/business-guide?lang=en');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Business Guide');
    expect(await page.evaluate(documentState)).toEqual({ lang: 'en', dir: 'ltr', title: BRAND.en, isArabic: 'false' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('downloads the self-hosted Arabic font only for Arabic pages, and brings it in with the next page', async () => {
    for (const lang of LANGUAGES) {
      const { page, errors, context } = await openPage(suite.browser);
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (/\.woff2?(\?|$)/.test(request.url())) fonts.push(new URL(request.url()).pathname);
      });
      await page.goto(withLang(suite.portal, '/business-guide', lang));
      await ready(page);
      await fontsLoaded(page);
      if (lang === 'ar') {
        expect(fonts.length).toBeGreaterThan(0);
        expect(fonts.every((path) => path.startsWith('/assets/noto-kufi-arabic-arabic-') && path.endsWith('.woff2'))).toBe(true);
        expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Noto Kufi Arabic');
        // The first page keeps the phone's font; the next one, opened in the same document, has the web font.
        expect(await page.evaluate(arabicFaces)).toBe(0);
        await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
        await page.getByRole('contentinfo').getByRole('link', { name: TEXT.nav.privacyPolicy.ar }).click();
        await expect.poll(() => page.evaluate(arabicFaces)).toBe(2);
        expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
        expect(await page.evaluate(() => document.fonts.check('16px "Noto Kufi Arabic"', 'دليل'))).toBe(true);
      } else {
        expect(fonts).toEqual([]);
        expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain('Noto Kufi Arabic');
      }
      // Switching to English switches the font off again.
      if (lang === 'ar') {
        await page.getByRole('link', { name: TEXT.languageToggle.ar }).click();
        await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain('Noto Kufi Arabic');
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('never lays out a page already shown again for the Arabic font, and brings both weights in together', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    // Every frame, how many of the font's faces the page is drawn with.
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { kufiFaces: number[] }).kufiFaces = seen;
      const look = () => {
        const count = [...document.fonts].filter((face) => face.family.replaceAll('"', '') === 'Noto Kufi Arabic' && face.status === 'loaded').length;
        if (seen.at(-1) !== count) seen.push(count);
        if (count < 2) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto(withLang(suite.portal, '/business-guide', 'ar'));
    await ready(page);
    // The files are in, held for the next page: this one stays as it was drawn.
    await fontsLoaded(page);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { kufiFaces: number[] }).kufiFaces)).toEqual([0]);
    await page.getByRole('contentinfo').getByRole('link', { name: TEXT.nav.privacyPolicy.ar }).click();
    await expect.poll(() => page.evaluate(arabicFaces)).toBe(2);
    expect(await page.evaluate(() => (window as unknown as { kufiFaces: number[] }).kufiFaces)).toEqual([0, 2]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens every later Arabic page with the web font, read from the cache before the page is shown', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    await page.goto(withLang(suite.portal, '/business-guide', 'ar'));
    await ready(page);
    await fontsLoaded(page);
    // The faces public/boot.js made, counted when the page has hydrated (after its first paint).
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.documentElement.hasAttribute('data-hydrated')) return;
        observer.disconnect();
        const count = [...document.fonts].filter((face) => face.family.replaceAll('"', '') === 'Noto Kufi Arabic' && face.status === 'loaded').length;
        (window as unknown as { facesAtHydration: number }).facesAtHydration = count;
      });
      observer.observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
    });
    await page.goto(withLang(suite.portal, '/vision-goals', 'ar'));
    await ready(page);
    expect(await page.evaluate(() => (window as unknown as { facesAtHydration?: number }).facesAtHydration)).toBe(2);
    expect(await page.evaluate(async () => ((await (window as unknown as { sbpArabicFont?: Promise<unknown[]> }).sbpArabicFont) ?? []).length)).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mirrors pointing icons in Arabic but never the logo, and writes digits in the reader’s language', async () => {
    for (const lang of LANGUAGES) {
      const { page, errors, context } = await openPage(suite.browser);
      await page.goto(withLang(suite.portal, '/business-guide', lang));
      await ready(page);
      await page.getByRole('link', { name: TEXT.nav.visionGoals[lang] }).first().click();
      const back = page.getByRole('button', { name: TEXT.goBack[lang] });
      await back.waitFor();
      // Tailwind's scale utilities use the CSS `scale` property.
      const flip = (element: Element) => `${getComputedStyle(element).scale} ${getComputedStyle(element).transform}`;
      expect(await back.locator('svg').evaluate(flip)).toBe(lang === 'ar' ? '-1 1 none' : 'none none');
      const logos = await page.locator('svg[data-logo]').evaluateAll((icons) => icons.map((icon) => `${getComputedStyle(icon).scale} ${getComputedStyle(icon).transform}`));
      expect(logos.length).toBeGreaterThan(0);
      expect(new Set(logos)).toEqual(new Set(['none none']));
      const year = new Date().getFullYear();
      const rights = await page.getByText('©').textContent();
      expect(rights).toContain(lang === 'ar' ? new Intl.NumberFormat('ar-SY', { useGrouping: false }).format(year) : String(year));
      if (lang === 'ar') expect(rights).not.toContain(String(year));
      // Digits are not mirrored: the year reads in its own order inside the sentence.
      expect(await page.getByText('©').evaluate((element) => `${getComputedStyle(element).scale} ${getComputedStyle(element).transform}`)).toBe('none none');
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('theme', () => {
  it('follows the system until the reader chooses, then keeps the choice under sbp-theme', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, errors, context } = await openPage(suite.browser, { colorScheme });
      await page.goto(withLang(suite.portal, '/business-guide', 'en'));
      await ready(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
      expect(await page.evaluate(() => localStorage.getItem('sbp-theme'))).toBeNull();

      const toggleName = colorScheme === 'dark' ? TEXT.toLight.en : TEXT.toDark.en;
      await page.getByRole('button', { name: toggleName }).click();
      const chosen = colorScheme === 'dark' ? 'light' : 'dark';
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(chosen === 'dark');
      expect(await page.evaluate(() => localStorage.getItem('sbp-theme'))).toBe(chosen);

      // The system changing no longer matters once chosen.
      await page.emulateMedia({ colorScheme: chosen === 'dark' ? 'light' : 'dark' });
      await page.reload();
      await ready(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(chosen === 'dark');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('follows a change of the system theme while nothing is chosen', async () => {
    const { page, errors, context } = await openPage(suite.browser, { colorScheme: 'light' });
    await page.goto(withLang(suite.portal, '/business-guide', 'ar'));
    await ready(page);
    await page.getByRole('button', { name: TEXT.toDark.ar }).waitFor();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByRole('button', { name: TEXT.toLight.ar }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('paints the stored theme and language from the first frame (no flash)', async () => {
    const { page, errors, context } = await openPage(suite.browser, { colorScheme: 'light' });
    await page.goto(withLang(suite.portal, '/business-guide', 'en'));
    await ready(page);
    await page.evaluate(() => localStorage.setItem('sbp-theme', 'dark'));
    // Recorded before any module script runs: what boot.js set for the first paint.
    await page.addInitScript(() => {
      document.addEventListener(
        'readystatechange',
        () => {
          if (document.readyState === 'interactive') {
            const root = document.documentElement;
            // The page arrives rendered (its content is in the first frame) and nothing has hydrated it yet.
            (window as unknown as { firstPaint: unknown }).firstPaint = [
              root.classList.contains('dark'),
              root.lang,
              root.dir,
              !!document.getElementById('root')?.firstChild,
              root.hasAttribute('data-hydrated'),
            ];
          }
        },
        { once: true },
      );
    });
    await page.goto(`${suite.portal.url}/business-guide`);
    await ready(page);
    expect(await page.evaluate(() => (window as unknown as { firstPaint: unknown }).firstPaint)).toEqual([true, 'en', 'ltr', true, false]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
