import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueText as text } from '../admin/helpers.ts';
import { allViolations, seriousViolations } from '../support/axe.ts';
import { fontsLoaded, openPage, type PageOptions } from '../support/browser.ts';
import { usePortalAndBrowser } from '../support/suite.ts';
import { LANGUAGES, TEXT, ready, withLang, type Lang } from './helpers.ts';
import { prepareSignedInMarket, SWEEP_ADMIN, USER_TEXT, type SignedInMarket } from './signed-in-fixture.ts';

/**
 * The signed-in pages for keyboard, dark-theme and right-to-left readers (issue 33): axe on every
 * signed-in route, focus kept in sight while tabbing, focus given back when a dialog closes,
 * back-to-top covering no control, and user-written text keeping its own order. One portal, one
 * signed-in admin, one browser context per language and screen.
 */
const suite = usePortalAndBrowser({ ADMIN_EMAILS: SWEEP_ADMIN });
let market: SignedInMarket;
let preparing: Promise<SignedInMarket> | undefined;
// Made by the first test that runs (sign-up waits for its mail with expect.poll, which needs a test).
beforeEach(async () => {
  preparing ??= prepareSignedInMarket(suite.portal, () => suite.browser.newContext());
  market = await preparing;
});

/** The issue's phone and desktop widths. */
const SCREENS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 768 } } as const;

/** A page of the signed-in admin in a fresh context. */
async function adminPage(lang: Lang, screen: keyof typeof SCREENS, colorScheme: 'light' | 'dark' = 'light', options: Pick<PageOptions, 'expectedApi404s'> = {}) {
  const opened = await openPage(suite.browser, { viewport: SCREENS[screen], colorScheme, reducedMotion: 'reduce', ...options });
  await opened.context.addCookies(await market.adminContext.cookies());
  const go = async (route: string) => {
    await opened.page.goto(withLang(suite.portal, route, lang));
    await settled(opened.page, lang);
  };
  return { ...opened, go };
}

/** Waits until the page's heading is shown and nothing on it still reads "Loading...", fonts in. */
async function settled(page: Page, lang: Lang): Promise<void> {
  await ready(page);
  const loading = text(lang, 'common.loading');
  await page.waitForFunction((words) => ![...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.trim() === words), loading);
  await fontsLoaded(page);
}

/** Every route of a signed-in member and of an admin, with content in each, and a community that is not there. */
const signedInRoutes = () => [
  '/account',
  '/account-security',
  '/add-listing',
  '/search?q=cotton',
  '/messages',
  `/messages?to=${market.peerId}`,
  '/notifications',
  '/favorites',
  '/communities',
  `/community/${market.communityId}`,
  '/community/1',
  '/admin/verifications',
  '/admin/enquiries',
  '/admin/reports',
  '/admin/communities',
  '/admin/users',
  '/admin/settings',
  '/admin/audit',
];

/**
 * Which routes a language and screen reads: every route is read in both languages and on both
 * screens, each time in both themes, and every pairing of language, screen and theme is read on
 * half of the routes (an Arabic phone and an English desktop take the even ones, an Arabic desktop
 * and an English phone the odd ones). Reading each route in all eight would cost twice the time
 * for pairings the others already cover.
 */
const routesFor = (lang: Lang, screen: keyof typeof SCREENS) => signedInRoutes().filter((_, index) => index % 2 === ((lang === 'ar') === (screen === 'phone') ? 0 : 1));

describe('axe-core on every signed-in route', () => {
  for (const lang of LANGUAGES) {
    for (const screen of ['phone', 'desktop'] as const) {
      // Each page is read whole in the light theme, then again for contrast in the dark one: the
      // theme follows the system until the reader picks one, so the page changes without a reload.
      it(`finds no violation of any axe rule in the light theme, and no contrast violation in the dark one (${lang}, ${screen})`, { timeout: 180_000 }, async () => {
        const { page, errors, context, go } = await adminPage(lang, screen, 'light', { expectedApi404s: [/\/api\/v1\/communities\/1(\/|\?|$)/] });
        const found: string[] = [];
        for (const route of routesFor(lang, screen)) {
          await page.emulateMedia({ colorScheme: 'light' });
          await go(route);
          found.push(...(await allViolations(page)).map((violation) => `${route} light: ${violation}`));
          await page.emulateMedia({ colorScheme: 'dark' });
          await page.locator('html.dark').waitFor({ state: 'attached' });
          found.push(...(await seriousViolations(page, undefined, ['color-contrast'])).map((violation) => `${route} dark: ${violation}`));
        }
        expect(found).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});

/**
 * Where the focused control is hidden, as "control: by what" (null when in sight): points over
 * the whole control, each of which must show the control itself and not a fixed or sticky box
 * (the header, the bottom bar, back-to-top) drawn above it, nor lie off the screen.
 */
function focusHidden(): string | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body || active.id === 'main') return null;
  const box = active.getBoundingClientRect();
  const what = `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}"`;
  const hiders = new Set<string>();
  const inset = 3;
  for (const across of [0, 0.25, 0.5, 0.75, 1]) {
    for (const down of [0, 0.25, 0.5, 0.75, 1]) {
      const x = box.left + inset + across * (box.width - 2 * inset);
      const y = box.top + inset + down * (box.height - 2 * inset);
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) {
        hiders.add('the edge of the screen');
        continue;
      }
      const top = document.elementFromPoint(x, y);
      if (!top || active.contains(top) || top.contains(active)) continue;
      for (let node: Element | null = top; node; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === 'fixed' || position === 'sticky') {
          hiders.add(`${node.tagName.toLowerCase()}${node.getAttribute('aria-label') ? ` "${node.getAttribute('aria-label')}"` : ''}`);
          break;
        }
      }
    }
  }
  return hiders.size > 0 ? `${what}: ${[...hiders].join(', ')}` : null;
}

/** Waits two frames: what the page does in the frame after a scroll or a focus has been done. */
function nextFrames(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Tabs through the whole page (forwards from its top, or backwards from its end) until focus comes
 * round to the skip link again, and returns every control that was hidden when it had focus.
 */
async function tabThrough(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const hidden: string[] = [];
  const skip = text((await page.evaluate(() => document.documentElement.lang)) as Lang, 'shell.skipToContent');
  let steps = 0;
  for (;;) {
    await page.keyboard.press(key);
    steps += 1;
    // Both the focus keeper and back-to-top act in the frame after a scroll.
    await nextFrames(page);
    const [name, problem] = await Promise.all([page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''), page.evaluate(focusHidden)]);
    if (problem) hidden.push(problem);
    if (name === skip && steps > 1) return hidden;
    if (steps > 400) throw new Error(`focus did not come round to the skip link in 400 steps (${key})`);
  }
}

describe('focus in sight while tabbing', () => {
  // Right to left, where the end-aligned actions meet back-to-top; the bars are the same in English.
  it('keeps every focused control clear of the header, the bottom bar and back-to-top on /account and /admin/settings at 390 px both ways, and of the header backwards at 1366 px (ar)', { timeout: 120_000 }, async () => {
    const { page, errors, context, go } = await adminPage('ar', 'phone');
    for (const route of ['/account', '/admin/settings']) {
      await go(route);
      expect(await tabThrough(page, 'Tab'), `${route} forwards`).toEqual([]);
      await go(route);
      expect(await tabThrough(page, 'Shift+Tab'), `${route} backwards`).toEqual([]);
    }
    await page.setViewportSize(SCREENS.desktop);
    await go('/admin/settings');
    expect(await tabThrough(page, 'Shift+Tab'), '/admin/settings backwards at 1366 px').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * The controls back-to-top lies over, as their names (none when it is hidden): any part of a
 * control, unless the control is a large card many times the button's size.
 */
function underBackToTop(label: string): string[] {
  const button = [...document.querySelectorAll('button')].find((element) => element.getAttribute('aria-label') === label);
  if (!button || getComputedStyle(button).visibility === 'hidden') return [];
  const box = button.getBoundingClientRect();
  const covered: string[] = [];
  const controls = document.querySelectorAll('a[href], button, input, select, textarea, label, summary, [tabindex]:not([tabindex="-1"])');
  for (const control of controls) {
    if (control === button || control.closest('nav[class*="fixed"], header')) continue;
    const area = control.getBoundingClientRect();
    const width = Math.min(area.right, box.right) - Math.max(area.left, box.left);
    const height = Math.min(area.bottom, box.bottom) - Math.max(area.top, box.top);
    if (width <= 0 || height <= 0 || area.width * area.height >= 8 * box.width * box.height) continue;
    covered.push(`${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`);
  }
  return covered;
}

describe('back-to-top', () => {
  it('covers no control at any place of /community, /account and /admin/settings at 390 px, and steps aside where right-to-left actions sit (ar)', { timeout: 90_000 }, async () => {
    const lang = 'ar';
    const { page, errors, context, go } = await adminPage(lang, 'phone');
    const label = TEXT.backToTop[lang];
    const places = new Set<string>();
    for (const route of [`/community/${market.communityId}`, '/account', '/admin/settings']) {
      await go(route);
      const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      for (let top = 320; top <= end + 60; top += 60) {
        await page.evaluate((y) => window.scrollTo(0, y), Math.min(top, end));
        await page.getByRole('button', { name: label, includeHidden: true }).waitFor({ state: 'attached' });
        await nextFrames(page);
        const seen = {
          place: (await page.getByRole('button', { name: label, includeHidden: true }).getAttribute('data-place')) ?? '',
          covered: await page.evaluate(underBackToTop, label),
        };
        places.add(seen.place);
        expect(seen.covered, `${route} at ${top}px`).toEqual([]);
      }
    }
    // The corner was taken by a control somewhere, and the button made way for it.
    expect(places.has('end')).toBe(true);
    expect(places.has('start') || places.has('hidden')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The left edges of where `first` and `second` are drawn within the first element holding `whole`. */
async function drawnAt(page: Page, whole: string, first: string, second: string): Promise<{ first: number; second: number }> {
  return page.evaluate(
    ({ whole, first, second }) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(whole) ?? -1;
        if (at < 0) continue;
        const left = (part: string) => {
          const range = document.createRange();
          const start = at + whole.indexOf(part);
          range.setStart(node, start);
          range.setEnd(node, start + part.length);
          return range.getClientRects()[0]!.left;
        };
        return { first: left(first), second: left(second) };
      }
      throw new Error(`"${whole}" is not on the page`);
    },
    { whole, first, second },
  );
}

describe('user-written text keeps its order', () => {
  it('draws English messages, posts, comments and report details left to right inside Arabic pages', { timeout: 60_000 }, async () => {
    const lang = 'ar';
    const { page, errors, context, go } = await adminPage(lang, 'desktop');
    const expectInOrder = async (whole: string, first: string, last: string) => {
      const drawn = await drawnAt(page, whole, first, last);
      expect(drawn.first, `"${first}" is drawn left of "${last}" in "${whole}"`).toBeLessThan(drawn.second);
    };

    // The conversation list's preview of one's own message: "You: Hello, is 250 cartons available?"
    await go('/messages');
    await page.getByText(USER_TEXT.message).first().waitFor();
    await expectInOrder(USER_TEXT.message, 'Hello', '?');

    await go(`/messages?to=${market.peerId}`);
    await page.getByRole('log').getByText(USER_TEXT.message).waitFor();
    await expectInOrder(USER_TEXT.message, 'Hello', '?');

    await go('/admin/reports');
    await page.getByText(USER_TEXT.reportDetails).waitFor();
    await expectInOrder(USER_TEXT.reportDetails, 'Spam', '.');

    await go(`/community/${market.communityId}`);
    await page.getByText(USER_TEXT.communityPost).first().waitFor();
    await expectInOrder(USER_TEXT.communityPost, 'New', '?');
    await page.getByRole('button', { name: text(lang, 'communities.comments_one') }).click();
    await page.getByText(USER_TEXT.comment).waitFor();
    await expectInOrder(USER_TEXT.comment, 'Yes', '!');

    await go('/account');
    await page.getByText(USER_TEXT.postTitle).first().waitFor();
    await expectInOrder(USER_TEXT.postTitle, 'Cotton', '300');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the footer's enquiry dialog, the skip link and the admin users' search", () => {
  it('gives focus back to the enquiry button after Escape and Close, fits the skip link in its box, and the /admin/users search box its placeholder at 390 px', async () => {
    for (const lang of LANGUAGES) {
      const { page, errors, context, go } = await adminPage(lang, 'phone');
      await go('/admin/users');

      const opener = page.getByRole('contentinfo').getByRole('button', { name: TEXT.enquiryOpen[lang] });
      const hasFocus = () => opener.evaluate((button) => button === document.activeElement);
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: TEXT.enquiryDialog[lang] });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(hasFocus, { message: `focus after Escape (${lang})` }).toBe(true);
      await page.keyboard.press('Enter');
      await dialog.getByRole('button', { name: text(lang, 'enquiry.close'), exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(hasFocus, { message: `focus after Close (${lang})` }).toBe(true);

      // The skip link is the first control of a page opened afresh.
      await go('/admin/users');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: text(lang, 'shell.skipToContent') });
      const fits = await skip.evaluate((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        const words = range.getBoundingClientRect();
        const box = link.getBoundingClientRect();
        return words.top >= box.top && words.bottom <= box.bottom && words.left >= box.left && words.right <= box.right;
      });
      expect(fits, `skip link (${lang})`).toBe(true);
      const search = page.getByRole('searchbox', { name: text(lang, 'admin.users.search') });
      const room = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const canvas = document.createElement('canvas').getContext('2d')!;
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return inner - canvas.measureText(input.placeholder).width;
      });
      expect(room, `placeholder room (${lang})`).toBeGreaterThanOrEqual(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
