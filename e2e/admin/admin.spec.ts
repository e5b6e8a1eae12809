import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { openPage } from '../support/browser.ts';
import { usePortalAndBrowser } from '../support/suite.ts';
import { LANGUAGES, VIEWPORTS, expectPath, ready, signUp, withLang } from '../shell/helpers.ts';
import { adminPages, catalogueText as text } from './helpers.ts';

const ADMIN_EMAIL = 'admin-panel@portal.example';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const suite = usePortalAndBrowser({ ADMIN_EMAILS: ADMIN_EMAIL });

const adminPage = adminPages(suite, ADMIN_EMAIL);

describe('who sees the admin panel', () => {
  for (const lang of LANGUAGES) {
    it(`shows the not-found page to a signed-in user who is not an admin, and the API answers 404 (${lang})`, async () => {
      const { page, errors, context } = await openPage(suite.browser);
      await signUp(context, suite.portal);
      for (const path of ['/admin/verifications', '/admin/users', '/admin/audit']) {
        await page.goto(withLang(suite.portal, path, lang));
        await page.getByRole('heading', { level: 1, name: text(lang, 'notFound.title') }).waitFor();
        expect(await page.getByRole('navigation', { name: text(lang, 'admin.nav.label') }).count()).toBe(0);
      }
      expect((await context.request.get(`${suite.portal.url}/api/v1/admin/users`)).status()).toBe(404);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('verification, from /account to the queue and back', () => {
  for (const lang of LANGUAGES) {
    it(`asks with a document, the admin ${lang === 'ar' ? 'rejects with a reason' : 'approves'}, the user sees it on /account (${lang})`, async () => {
      const business = lang === 'ar' ? 'معمل الصابون الحلبي' : 'Aleppo Soap Works';
      const user = await openPage(suite.browser, { viewport: VIEWPORTS.phone });
      await signUp(user.context, suite.portal, { name: business });
      await user.page.goto(withLang(suite.portal, '/account', lang));
      await ready(user.page);
      await user.page.getByRole('button', { name: text(lang, 'verification.askTitle') }).click();
      const form = user.page.getByRole('form', { name: text(lang, 'verification.askTitle') });
      await form.getByLabel(text(lang, 'verification.businessName')).fill(business);
      await form.getByLabel(text(lang, 'verification.commercialRegister'), { exact: true }).setInputFiles({ name: 'register.pdf', mimeType: 'application/pdf', buffer: PDF });
      await form.getByText(text(lang, 'verification.uploaded'), { exact: true }).waitFor();
      // The owner can open what they uploaded: the document is served to them.
      const opened = form.getByRole('link', { name: text(lang, 'verification.openDocument', { label: text(lang, 'verification.commercialRegister') }) });
      const href = (await opened.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/api\/v1\/uploads\/documents\/[0-9a-f-]{36}$/);
      const served = await user.page.request.get(new URL(href, suite.portal.url).toString());
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('application/pdf');
      expect(await seriousViolations(user.page)).toEqual([]);
      await form.getByRole('button', { name: text(lang, 'verification.send') }).click();
      await user.page.getByText(text(lang, 'verification.pending')).waitFor();

      const admin = await adminPage();
      await admin.page.goto(withLang(suite.portal, '/admin/verifications', lang));
      await admin.page.getByRole('heading', { level: 1, name: text(lang, 'admin.verifications.title') }).waitFor();
      const card = admin.page.getByRole('article', { name: business });
      await card.waitFor();
      await card.getByRole('link', { name: text(lang, 'admin.verifications.openDocument', { name: text(lang, 'admin.verifications.commercialRegister') }) }).waitFor();
      expect(await seriousViolations(admin.page)).toEqual([]);
      if (lang === 'ar') {
        const reason = 'صورة السجل غير واضحة';
        await card.getByRole('button', { name: text(lang, 'admin.verifications.rejectNamed', { name: business }) }).click();
        const dialog = admin.page.getByRole('dialog', { name: text(lang, 'admin.verifications.rejectTitle', { name: business }) });
        // A reason is required; the dialog says so and stays open.
        await dialog.getByRole('button', { name: text(lang, 'admin.verifications.reject') }).click();
        await dialog.getByRole('alert').filter({ hasText: text(lang, 'admin.errors.reasonRequired') }).waitFor();
        await dialog.getByLabel(text(lang, 'admin.reason')).fill(reason);
        await admin.page.keyboard.press('Tab');
        await dialog.getByRole('button', { name: text(lang, 'admin.verifications.reject') }).click();
        await card.waitFor({ state: 'detached' });
        await user.page.reload();
        await user.page.getByText(text(lang, 'verification.rejectedReason', { reason })).waitFor();
        await user.page.getByRole('button', { name: text(lang, 'verification.askAgain') }).waitFor();
      } else {
        await card.getByRole('button', { name: text(lang, 'admin.verifications.approveNamed', { name: business }) }).click();
        await card.waitFor({ state: 'detached' });
        await user.page.reload();
        await user.page.getByText(text(lang, 'account.verified')).waitFor();
        await expect.poll(() => user.page.getByText(/^Verified since /).count()).toBe(1);
      }
      expect(user.errors).toEqual([]);
      expect(admin.errors).toEqual([]);
      await user.context.close();
      await admin.context.close();
    });
  }
});

describe('users, settings and the audit log', () => {
  for (const lang of LANGUAGES) {
    it(`suspends and unsuspends a user found by e-mail, keyboard only, and logs it (${lang})`, async () => {
      const target = await openPage(suite.browser);
      const { email, name } = await signUp(target.context, suite.portal, { name: lang === 'ar' ? 'سامر المخالف' : 'Spammy Sam' });
      const { page, errors, context } = await adminPage(VIEWPORTS.phone);
      await page.goto(withLang(suite.portal, '/admin/users', lang));
      await ready(page);
      await page.getByRole('searchbox', { name: text(lang, 'admin.users.search') }).fill(email);
      await page.keyboard.press('Enter');
      const card = page.getByRole('article', { name });
      await card.waitFor();
      await card.getByRole('button', { name: text(lang, 'admin.users.suspendNamed', { name }) }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: text(lang, 'admin.users.suspendTitle', { name }) });
      await dialog.getByLabel(text(lang, 'admin.reason')).fill('Repeated spam');
      await dialog.getByLabel(text(lang, 'admin.reason')).press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await card.getByText(text(lang, 'admin.users.suspendReason', { reason: 'Repeated spam' })).waitFor();
      await page.locator('[data-sonner-toast]', { hasText: text(lang, 'admin.users.saved') }).waitFor();
      // The suspended user's session has ended.
      expect((await target.context.request.get(`${suite.portal.url}/api/v1/me/profile`)).status()).toBe(401);
      expect(await seriousViolations(page)).toEqual([]);
      await card.getByRole('button', { name: text(lang, 'admin.users.unsuspendNamed', { name }) }).click();
      await card.getByRole('button', { name: text(lang, 'admin.users.suspendNamed', { name }) }).waitFor();

      await page.getByRole('navigation', { name: text(lang, 'admin.nav.label') }).getByRole('link', { name: text(lang, 'admin.nav.audit') }).click();
      await expectPath(page, '/admin/audit');
      await page.getByText(text(lang, 'admin.audit.actions.user_suspended')).first().waitFor();
      await page.getByText('Repeated spam').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
      await target.context.close();
    });

    it(`turns the maintenance page of / off and on again (${lang})`, async () => {
      const { page, errors, context } = await adminPage();
      await page.goto(withLang(suite.portal, '/admin/settings', lang));
      await ready(page);
      const toggle = page.getByRole('switch', { name: text(lang, 'admin.settings.maintenance') });
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
      expect(await seriousViolations(page)).toEqual([]);
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
      const visitor = await openPage(suite.browser);
      await visitor.page.goto(withLang(suite.portal, '/', lang));
      await visitor.page.waitForURL((url) => url.pathname === '/old-home');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
      await visitor.page.goto(withLang(suite.portal, '/', lang));
      await visitor.page.getByRole('heading', { level: 1, name: text(lang, 'maintenance.title') }).waitFor();

      // The search synonyms list on the same page: add a group, find it, delete it.
      const words = lang === 'ar' ? ['طبلية', 'صينية'] : ['tray', 'platter'];
      const label = words.join('، ');
      await page.getByLabel(text(lang, 'admin.settings.synonymsNew')).fill(words.join(', '));
      await page.getByRole('button', { name: text(lang, 'admin.settings.synonymsAdd') }).click();
      await page.getByLabel(text(lang, 'admin.settings.synonymsFilter')).fill(words[0]!);
      const remove = page.getByRole('button', { name: text(lang, 'admin.settings.deleteNamed', { words: label }) });
      await remove.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await remove.click();
      await remove.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
      await context.close();
    });
  }
});

describe('every admin page passes axe, on a phone and a desktop, in both languages', () => {
  for (const lang of LANGUAGES) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      it(`${lang}, ${viewportName}`, async () => {
        const { page, errors, context } = await adminPage(viewport);
        for (const path of ['/admin/verifications', '/admin/reports', '/admin/enquiries', '/admin/users', '/admin/settings', '/admin/audit']) {
          await page.goto(withLang(suite.portal, path, lang));
          await ready(page);
          await page.getByRole('navigation', { name: text(lang, 'admin.nav.label') }).waitFor();
          expect(await seriousViolations(page), path).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBe(0);
        }
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
