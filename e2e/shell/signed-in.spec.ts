import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { usePortalAndBrowser } from '../support/suite.ts';
import { LANGUAGES, TEXT, VIEWPORTS, expectPath, expectToast, ready, signUp, withLang, type Lang } from './helpers.ts';

const ADMIN_EMAIL = 'boss@portal.example';

const suite = usePortalAndBrowser({ ADMIN_EMAILS: ADMIN_EMAIL });

const menuItems = (page: Page) => page.getByRole('menu').getByRole('menuitem').allTextContents();

describe('avatar menu', () => {
  for (const lang of LANGUAGES) {
    it(`shows My Account and Sign Out, and Admin Panel only to admins, asking the server once (${lang})`, async () => {
      const { page, errors, context } = await openPage(suite.browser, { viewport: VIEWPORTS.desktop });
      await signUp(context, suite.portal);
      let adminChecks = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/v1/me/is-admin')) adminChecks += 1;
      });
      await page.goto(withLang(suite.portal, '/business-guide', lang));
      await ready(page);
      const trigger = page.getByRole('button', { name: TEXT.userMenu[lang] });
      await trigger.click();
      await page.getByRole('menu').waitFor();
      await expect.poll(() => adminChecks).toBe(1);
      expect(await menuItems(page)).toEqual([TEXT.nav.myAccount[lang], TEXT.nav.signOut[lang]]);
      await page.getByRole('menuitem', { name: TEXT.nav.myAccount[lang] }).click();
      await expectPath(page, '/account');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(TEXT.nav.myAccount[lang]);
      // Navigating and reopening does not ask again (cached five minutes).
      await page.getByRole('link', { name: TEXT.nav.visionGoals[lang] }).first().click();
      await trigger.click();
      await page.getByRole('menu').waitFor();
      expect(adminChecks).toBe(1);
      await page.keyboard.press('Escape');
      // Signed in, the visitor-only sign-in icon is gone and guarded icons open their page.
      expect(await page.getByRole('banner').getByRole('link', { name: TEXT.nav.signIn[lang], exact: true }).count()).toBe(0);
      await page.getByRole('banner').getByRole('link', { name: TEXT.nav.favorites[lang], exact: true }).click();
      await expectPath(page, '/favorites');
      expect(errors).toEqual([]);
      await context.close();

      const admin = await openPage(suite.browser, { viewport: VIEWPORTS.desktop });
      await signUp(admin.context, suite.portal, { email: lang === 'ar' ? ADMIN_EMAIL : `not-boss-${Date.now()}@portal.example` });
      await admin.page.goto(withLang(suite.portal, '/business-guide', lang));
      await ready(admin.page);
      await admin.page.getByRole('button', { name: TEXT.userMenu[lang] }).click();
      await admin.page.getByRole('menu').waitFor();
      if (lang === 'ar') {
        await expect.poll(() => menuItems(admin.page)).toEqual([TEXT.nav.myAccount.ar, TEXT.nav.adminPanel.ar, TEXT.nav.signOut.ar]);
        await admin.page.getByRole('menuitem', { name: TEXT.nav.adminPanel.ar }).click();
        await expectPath(admin.page, '/admin/verifications');
      } else {
        expect(await menuItems(admin.page)).toEqual([TEXT.nav.myAccount.en, TEXT.nav.signOut.en]);
      }
      expect(admin.errors).toEqual([]);
      await admin.context.close();
    });

    it(`signs out: ends the session, says goodbye and goes to / (${lang})`, async () => {
      const { page, errors, context } = await openPage(suite.browser, { viewport: VIEWPORTS.desktop });
      await signUp(context, suite.portal);
      await page.goto(withLang(suite.portal, '/account', lang));
      await ready(page);
      await page.getByRole('button', { name: TEXT.userMenu[lang] }).click();
      await page.getByRole('menuitem', { name: TEXT.nav.signOut[lang] }).click();
      const [title, body] = TEXT.signedOut[lang];
      await expectToast(page, title, body, { destructive: false });
      await expectPath(page, '/');
      const session = await context.request.get(`${suite.portal.url}/api/auth/get-session`);
      expect(await session.json()).toBeNull();
      await page.getByRole('banner').getByRole('link', { name: TEXT.nav.signIn[lang], exact: true }).waitFor();
      // Account pages are closed again.
      await page.goto(withLang(suite.portal, '/account', lang));
      await expectPath(page, '/sign-in');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('says when signing out failed and stays signed in', async () => {
    const { page, errors, context } = await openPage(suite.browser, { viewport: VIEWPORTS.desktop });
    await signUp(context, suite.portal);
    await page.goto(withLang(suite.portal, '/business-guide', 'en'));
    await ready(page);
    await page.route('**/api/auth/sign-out', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: TEXT.userMenu.en }).click();
    await page.getByRole('menuitem', { name: TEXT.nav.signOut.en }).click();
    const [title, body] = TEXT.signOutError.en;
    await expectToast(page, title, body, { destructive: true });
    expect(new URL(page.url()).pathname).toBe('/business-guide');
    expect(await page.getByRole('button', { name: TEXT.userMenu.en }).isVisible()).toBe(true);
    // The refused request is reported by the browser itself.
    expect(errors.every((error) => error.includes('ERR_CONNECTION_REFUSED'))).toBe(true);
    await context.close();
  });
});

describe('phone menu, signed in', () => {
  for (const lang of LANGUAGES) {
    it(`lists My Account, Notifications, Favorites, Communities, Add Listing, Sign Out and the information pages (${lang})`, async () => {
      const { page, errors, context } = await openPage(suite.browser, { viewport: VIEWPORTS.phone });
      await signUp(context, suite.portal);
      await page.goto(withLang(suite.portal, '/business-guide', lang));
      await ready(page);
      await page.getByRole('button', { name: TEXT.openMenu[lang] }).click();
      const close = page.getByRole('button', { name: TEXT.closeMenu[lang] });
      const menu = page.locator(`[id="${await close.getAttribute('aria-controls')}"]`);
      const n = TEXT.nav;
      await expect
        .poll(() => menu.locator('a, button').evaluateAll((elements) => elements.map((element) => element.textContent?.trim()).filter(Boolean)))
        .toEqual([n.myAccount[lang], n.notifications[lang], n.favorites[lang], n.communities[lang], n.addListing[lang], n.signOut[lang], n.businessGuide[lang], n.visionGoals[lang], n.privacyPolicy[lang]]);
      await menu.getByRole('link', { name: n.communities[lang] }).click();
      await expectPath(page, '/communities');
      // The bottom bar's account slot goes to the account now.
      await page.getByRole('navigation', { name: lang === 'ar' ? 'التنقل السريع' : 'Quick navigation' }).getByRole('link', { name: n.account[lang], exact: true }).click();
      await expectPath(page, '/account');
      await page.getByRole('heading', { level: 1, name: n.myAccount[lang] }).waitFor();
      await page.getByRole('button', { name: TEXT.openMenu[lang] }).click();
      await menu.getByRole('button', { name: n.signOut[lang] }).click();
      await expectToast(page, TEXT.signedOut[lang][0], TEXT.signedOut[lang][1]);
      await expectPath(page, '/');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

/** Opens the dialog from the footer with the keyboard (toasts from earlier steps may cover the button). */
async function openEnquiry(page: Page, lang: Lang) {
  await page.getByRole('button', { name: TEXT.enquiryOpen[lang] }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: TEXT.enquiryDialog[lang] });
  await dialog.waitFor();
  return {
    dialog,
    title: dialog.getByRole('textbox', { name: TEXT.enquiryTitleField[lang], exact: true }),
    description: dialog.getByRole('textbox', { name: TEXT.enquiryDescriptionField[lang], exact: true }),
    send: dialog.getByRole('button', { name: TEXT.send[lang], exact: true }),
  };
}

describe('the enquiry and suggestion dialog', () => {
  for (const lang of LANGUAGES) {
    it(`asks a visitor to log in and closes (${lang})`, async () => {
      const { page, errors, context } = await openPage(suite.browser, { viewport: VIEWPORTS.phone });
      await page.goto(withLang(suite.portal, '/business-guide', lang));
      await ready(page);
      const form = await openEnquiry(page, lang);
      await form.title.fill('A question');
      await form.description.fill('Is there a category for solar panels?');
      await form.send.click();
      await expectToast(page, TEXT.enquiryLogin[lang][0], TEXT.enquiryLogin[lang][1], { destructive: true });
      await expect.poll(() => form.dialog.count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      it(`validates, shows Sending..., stores the enquiry, clears and closes (${lang}, ${viewportName})`, async () => {
        const { page, errors, context } = await openPage(suite.browser, { viewport });
        await signUp(context, suite.portal);
        await page.goto(withLang(suite.portal, '/vision-goals', lang));
        await ready(page);
        const form = await openEnquiry(page, lang);
        expect(await form.title.getAttribute('maxlength')).toBe('200');
        expect(await form.description.getAttribute('maxlength')).toBe('2000');
        // Typing past the limits stops at them.
        await form.title.fill('t'.repeat(250));
        expect((await form.title.inputValue()).length).toBe(200);

        await form.title.fill('   ');
        await form.description.fill('A long enough description');
        await form.send.click();
        await expectToast(page, TEXT.enquiryRequired[lang][0], TEXT.enquiryRequired[lang][1], { destructive: true });

        await form.title.fill('  ab  ');
        await form.send.click();
        await expectToast(page, TEXT.enquiryTitle[lang][0], TEXT.enquiryTitle[lang][1], { destructive: true });

        await form.title.fill('Solar panels');
        await form.description.fill('   too short   ');
        await form.send.click();
        await expectToast(page, TEXT.enquiryDescription[lang][0], TEXT.enquiryDescription[lang][1], { destructive: true });
        expect(await form.dialog.isVisible()).toBe(true);

        // Hold the request to see the sending state.
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/api/v1/enquiries', async (route) => {
          await held;
          await route.continue();
        });
        const created = page.waitForResponse((response) => response.url().endsWith('/api/v1/enquiries'));
        await form.description.fill('  Please add a category for solar panels and inverters.  ');
        await form.send.click();
        const sending = form.dialog.getByRole('button', { name: TEXT.sending[lang] });
        await sending.waitFor();
        expect(await sending.isDisabled()).toBe(true);
        release();
        const response = await created;
        expect(response.status()).toBe(201);
        expect(response.request().postDataJSON()).toEqual({ title: 'Solar panels', description: 'Please add a category for solar panels and inverters.' });
        await expect.poll(() => form.dialog.count()).toBe(0);

        // Reopened, the fields are empty.
        const again = await openEnquiry(page, lang);
        expect(await again.title.inputValue()).toBe('');
        expect(await again.description.inputValue()).toBe('');
        await again.dialog.getByRole('button', { name: TEXT.cancel[lang], exact: true }).click();
        await expect.poll(() => again.dialog.count()).toBe(0);
        expect(errors).toEqual([]);
        await context.close();
      });
    }

    it(`shows the error toast and keeps the text when sending fails (${lang})`, async () => {
      const { page, errors, context } = await openPage(suite.browser, { viewport: VIEWPORTS.desktop });
      await signUp(context, suite.portal);
      await page.goto(withLang(suite.portal, '/business-guide', lang));
      await ready(page);
      await page.route('**/api/v1/enquiries', (route) => route.abort('connectionrefused'));
      const form = await openEnquiry(page, lang);
      await form.title.fill('Solar panels');
      await form.description.fill('Please add a category for solar panels.');
      await form.send.click();
      await expectToast(page, TEXT.enquiryError[lang][0], TEXT.enquiryError[lang][1], { destructive: true });
      expect(await form.dialog.isVisible()).toBe(true);
      expect(await form.title.inputValue()).toBe('Solar panels');
      expect(await form.send.textContent()).toBe(TEXT.send[lang]);
      // The failure is logged, and the browser reports the refused connection.
      expect(errors.some((error) => error.startsWith('Enquiry submission failed'))).toBe(true);
      expect(errors.every((error) => error.startsWith('Enquiry submission failed') || error.includes('ERR_CONNECTION_REFUSED'))).toBe(true);
      await context.close();
    });
  }
});
