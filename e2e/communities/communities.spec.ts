import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { DESKTOP, openPage, PHONE } from '../support/browser.ts';
import { usePortalAndBrowser } from '../support/suite.ts';
import { expectPath, expectToast, LANGUAGES, ready, signUp, TEXT, withLang, type Lang } from '../shell/helpers.ts';

const suite = usePortalAndBrowser();

const T = {
  title: { en: 'Communities', ar: 'المجتمعات' },
  search: { en: 'Search communities by name', ar: 'ابحث في المجتمعات بالاسم' },
  searchButton: { en: 'Search', ar: 'بحث' },
  aleppo: { en: 'Aleppo Business', ar: 'أعمال حلب' },
  textiles: { en: 'Clothing & Textiles Community', ar: 'مجتمع الألبسة والنسيج' },
  join: { en: 'Join', ar: 'انضمام' },
  leave: { en: 'Leave', ar: 'مغادرة' },
  joinToPost: { en: 'Join this community to post and comment.', ar: 'انضم إلى هذا المجتمع لتنشر وتعلّق.' },
  write: { en: 'Write a post', ar: 'اكتب منشوراً' },
  post: { en: 'Post', ar: 'نشر' },
  html: { en: 'Write plain text: HTML tags are not allowed.', ar: 'اكتب نصاً عادياً: وسوم HTML غير مسموحة.' },
  comments: { en: /comment/, ar: /تعليق/ },
  commentBox: { en: 'Write a comment', ar: 'اكتب تعليقاً' },
  reply: { en: 'Reply', ar: 'رد' },
  propose: { en: 'Propose a community', ar: 'اقترح مجتمعاً' },
  proposalSent: { en: 'Proposal sent', ar: 'أُرسل الاقتراح' },
  name: { en: 'Name', ar: 'الاسم' },
  about: { en: 'Description', ar: 'الوصف' },
  sendProposal: { en: 'Send proposal', ar: 'إرسال الاقتراح' },
  sector: { en: 'Sector', ar: 'القطاع' },
} as const;

let made = 0;
async function person(name: string, viewport: { width: number; height: number } = DESKTOP) {
  const opened = await openPage(suite.browser, { viewport, reducedMotion: 'reduce' });
  made += 1;
  await signUp(opened.context, suite.portal, { name, email: `community-${Date.now()}-${made}@example.com` });
  return opened;
}

describe('communities for visitors', () => {
  it.each(LANGUAGES)('sends a visitor who taps Communities to /sign-in with the Login Required toast (%s)', async (lang: Lang) => {
    const { context, page, errors } = await openPage(suite.browser, { viewport: DESKTOP });
    await page.goto(withLang(suite.portal, '/vision-goals', lang));
    await ready(page);
    // The header shows Sign In once the session is known to be a visitor's; a tap before that is
    // taken as a visit to the page itself.
    await page.getByRole('banner').getByRole('link', { name: TEXT.nav.signIn[lang], exact: true }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: T.title[lang] }).click();
    await expectToast(page, TEXT.loginRequired[lang], TEXT.needLogin.communities[lang], { destructive: true });
    await expectPath(page, '/sign-in');
    await page.goto(withLang(suite.portal, '/community/region-aleppo', lang));
    await expectToast(page, TEXT.loginRequired[lang], TEXT.needLogin.page[lang], { destructive: true });
    await expectPath(page, '/sign-in');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('communities for signed-in users', () => {
  it.each(LANGUAGES)('lists the seeded communities, joined first, searches them, and takes a proposal (%s)', async (lang: Lang) => {
    const { context, page, errors } = await person('Rami Haddad', lang === 'ar' ? PHONE : DESKTOP);
    const joined = await context.request.put(`${suite.portal.url}/api/v1/communities/region-aleppo/membership`, { headers: { origin: suite.portal.url } });
    expect(joined.status()).toBe(204);
    await page.goto(withLang(suite.portal, '/communities', lang));
    await ready(page);
    const names = page.getByRole('list', { name: T.title[lang], exact: true }).getByRole('heading', { level: 2 });
    await expect.poll(() => names.count()).toBe(26);
    expect(await names.first().textContent()).toBe(T.aleppo[lang]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: T.search[lang] }).fill(lang === 'en' ? 'textiles' : 'النسيج');
    await page.getByRole('search', { name: T.search[lang] }).getByRole('button', { name: T.searchButton[lang], exact: true }).click();
    await expect.poll(() => names.count()).toBe(1);
    expect(await names.first().textContent()).toBe(T.textiles[lang]);

    await page.getByRole('button', { name: T.propose[lang] }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: T.name[lang], exact: true }).fill(`Olive growers ${lang}`);
    await dialog.getByRole('textbox', { name: T.about[lang], exact: true }).fill('Growers and presses of olives from the coast.');
    await dialog.getByRole('combobox', { name: T.sector[lang], exact: true }).selectOption('food-agricultural');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: T.sendProposal[lang] }).click();
    await page.locator('[data-sonner-toast]', { hasText: T.proposalSent[lang] }).waitFor();
    // Pending: not listed.
    await page.getByRole('searchbox', { name: T.search[lang] }).fill(`Olive growers ${lang}`);
    await page.getByRole('search', { name: T.search[lang] }).getByRole('button', { name: T.searchButton[lang], exact: true }).click();
    await expect.poll(() => names.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(LANGUAGES)('joins, posts, refuses markup in the reader’s language, and shows new posts and comments live to another reader (%s)', async (lang: Lang) => {
    const writer = await person('Amal Saleh', lang === 'ar' ? PHONE : DESKTOP);
    const reader = await person('Basel Haddad', DESKTOP);
    const path = lang === 'en' ? '/community/sector-clothing-textiles' : '/community/region-damascus';
    await reader.page.goto(withLang(suite.portal, path, lang));
    await ready(reader.page);
    await reader.page.getByText(T.joinToPost[lang]).waitFor();

    const { page } = writer;
    await page.goto(withLang(suite.portal, path, lang));
    await ready(page);
    await page.getByRole('button', { name: T.join[lang], exact: true }).click();
    await page.getByRole('button', { name: T.leave[lang], exact: true }).waitFor();
    const box = page.getByRole('textbox', { name: T.write[lang] });
    await box.fill('<b>bold</b>');
    await page.getByRole('button', { name: T.post[lang], exact: true }).click();
    await page.getByRole('alert').filter({ hasText: T.html[lang] }).waitFor();

    const text = `${lang === 'ar' ? 'نبحث عن قطن حلبي' : 'Looking for Aleppo cotton'} <3 ${Date.now()}`;
    await box.fill(text);
    await page.getByRole('button', { name: T.post[lang], exact: true }).click();
    await page.getByText(text, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The reader, who did not reload, sees the post arrive, shown as text.
    await reader.page.getByText(text, { exact: true }).waitFor();

    // The reader joins and replies; the writer sees the reply live once the comments are open.
    await reader.page.getByRole('button', { name: T.join[lang], exact: true }).click();
    await reader.page.getByRole('button', { name: T.leave[lang], exact: true }).waitFor();
    const readerPost = reader.page.getByRole('article').filter({ hasText: text });
    await readerPost.getByRole('button', { name: T.comments[lang] }).click();
    await page.getByRole('article').filter({ hasText: text }).getByRole('button', { name: T.comments[lang] }).click();
    const reply = lang === 'ar' ? 'لدينا 300 متر' : 'We have 300 metres';
    await readerPost.getByRole('textbox', { name: T.commentBox[lang] }).fill(reply);
    await readerPost.getByRole('button', { name: T.reply[lang], exact: true }).click();
    await page.getByText(reply, { exact: true }).waitFor();
    expect(await seriousViolations(reader.page)).toEqual([]);
    expect(writer.errors).toEqual([]);
    expect(reader.errors).toEqual([]);
    await writer.context.close();
    await reader.context.close();
  });
});
