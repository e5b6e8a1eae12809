import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { openPage } from '../support/browser.ts';
import { usePortalAndBrowser } from '../support/suite.ts';
import { LANGUAGES, VIEWPORTS, ready, signUp, withLang } from '../shell/helpers.ts';
import { adminPages, catalogueText as text } from './helpers.ts';

const ADMIN_EMAIL = 'community-admin@portal.example';
const suite = usePortalAndBrowser({ ADMIN_EMAILS: ADMIN_EMAIL });

const adminPage = adminPages(suite, ADMIN_EMAIL);

describe('community proposals in the admin panel', () => {
  for (const lang of LANGUAGES) {
    it(`a user proposes a community, an admin approves it ${lang === 'ar' ? 'with the keyboard on a phone' : 'on a desktop'}, and it is listed on /communities (${lang})`, async () => {
      const name = lang === 'ar' ? `مجتمع معاصر الزيتون ${Date.now()}` : `Olive presses ${Date.now()}`;
      const user = await openPage(suite.browser, { viewport: VIEWPORTS.phone });
      const { name: proposerName } = await signUp(user.context, suite.portal, { name: lang === 'ar' ? 'رنا الحلبي' : 'Rana Halabi' });
      await user.page.goto(withLang(suite.portal, '/communities', lang));
      await ready(user.page);
      await user.page.getByRole('button', { name: text(lang, 'communities.propose.open') }).click();
      const form = user.page.getByRole('dialog', { name: text(lang, 'communities.propose.title') });
      await form.getByRole('textbox', { name: text(lang, 'communities.propose.name'), exact: true }).fill(name);
      await form.getByRole('textbox', { name: text(lang, 'communities.propose.about'), exact: true }).fill('Presses and growers of olives, from the coast to Idlib.');
      await form.getByRole('combobox', { name: text(lang, 'communities.propose.sectorLabel'), exact: true }).selectOption('food-agricultural');
      await form.getByRole('button', { name: text(lang, 'communities.propose.submit') }).click();
      await user.page.locator('[data-sonner-toast]', { hasText: text(lang, 'communities.propose.sent') }).waitFor();

      const admin = await adminPage(lang === 'ar' ? VIEWPORTS.phone : VIEWPORTS.desktop);
      await admin.page.goto(withLang(suite.portal, '/admin/verifications', lang));
      await ready(admin.page);
      await admin.page.getByRole('navigation', { name: text(lang, 'admin.nav.label') }).getByRole('link', { name: text(lang, 'admin.nav.communities') }).click();
      await admin.page.getByRole('heading', { level: 1, name: text(lang, 'admin.communities.title') }).waitFor();
      const card = admin.page.getByRole('article', { name });
      await card.getByText(text(lang, 'admin.communities.proposedBy', { name: proposerName })).waitFor();
      await card.getByText('Presses and growers of olives, from the coast to Idlib.').waitFor();
      expect(await seriousViolations(admin.page)).toEqual([]);
      expect(await admin.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

      const approve = card.getByRole('button', { name: text(lang, 'admin.communities.approveNamed', { name }) });
      if (lang === 'ar') {
        await approve.focus();
        await admin.page.keyboard.press('Enter');
      } else {
        await approve.click();
      }
      await card.waitFor({ state: 'detached' });

      // Listed for everyone, the proposer's own first, as a member.
      const reader = await openPage(suite.browser, { viewport: VIEWPORTS.desktop });
      await signUp(reader.context, suite.portal, { name: 'Basel Haddad' });
      for (const { page } of [reader, user]) {
        await page.goto(withLang(suite.portal, '/communities', lang));
        await ready(page);
        await page.getByRole('list', { name: text(lang, 'communities.title'), exact: true }).getByRole('link', { name, exact: true }).waitFor();
      }
      const first = user.page.getByRole('list', { name: text(lang, 'communities.title'), exact: true }).getByRole('article').first();
      expect(await first.getByRole('heading', { level: 2 }).textContent()).toBe(name);
      await first.getByText(text(lang, 'communities.joined')).waitFor();

      // The proposer is told.
      await user.page.goto(withLang(suite.portal, '/notifications', lang));
      await user.page.getByRole('link', { name: text(lang, 'notifications.text.community_approved', { name }) }).waitFor();

      expect(user.errors).toEqual([]);
      expect(admin.errors).toEqual([]);
      expect(reader.errors).toEqual([]);
      await Promise.all([user.context.close(), admin.context.close(), reader.context.close()]);
    });
  }
});
