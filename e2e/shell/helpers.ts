import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { readMail } from '#server/test/read-mail.ts';
import { DESKTOP, PHONE } from '../support/browser.ts';
import type { RunningPortal } from '../support/server.ts';

export const LANGUAGES = ['ar', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const BRAND = { en: 'Syria Business Portal', ar: 'بوابة الأعمال السورية' } as const;

/** The specification's English texts, word for word, and their Arabic translations. */
export const TEXT = {
  loginRequired: { en: 'Login Required', ar: 'تسجيل الدخول مطلوب' },
  needLogin: {
    page: { en: 'You must be logged in to access this page', ar: 'يجب تسجيل الدخول للوصول إلى هذه الصفحة' },
    messages: { en: 'You must be logged in to view messages', ar: 'يجب تسجيل الدخول لعرض الرسائل' },
    notifications: { en: 'You must be logged in to view notifications', ar: 'يجب تسجيل الدخول لعرض الإشعارات' },
    favorites: { en: 'You must be logged in to view favorites', ar: 'يجب تسجيل الدخول لعرض المفضلة' },
    communities: { en: 'You must be logged in to access communities', ar: 'يجب تسجيل الدخول للوصول إلى المجتمعات' },
    addListing: { en: 'You must be logged in to add a new listing', ar: 'يجب تسجيل الدخول لإضافة إعلان جديد' },
  },
  voiceActive: { en: ['Voice Search Active', 'Speak now...'], ar: ['البحث الصوتي نشط', 'تحدّث الآن...'] },
  voiceError: { en: ['Speech Recognition Error', 'Please try again'], ar: ['خطأ في التعرّف على الكلام', 'يُرجى المحاولة مجددًا'] },
  voiceUnsupported: {
    en: ['Voice Search Not Supported', 'Your browser does not support voice search'],
    ar: ['البحث الصوتي غير مدعوم', 'متصفحك لا يدعم البحث الصوتي'],
  },
  signedOut: { en: ['Successfully logged out', 'See you soon!'], ar: ['تم تسجيل الخروج بنجاح', 'نراك قريبًا!'] },
  signOutError: { en: ['Sign out error', 'Failed to sign out'], ar: ['خطأ في تسجيل الخروج', 'تعذّر تسجيل الخروج'] },
  enquiryLogin: { en: ['Login Required', 'Please login to send an inquiry'], ar: ['تسجيل الدخول مطلوب', 'يُرجى تسجيل الدخول لإرسال استفسار'] },
  enquiryRequired: { en: ['Required Fields', 'Please fill in all required fields'], ar: ['حقول مطلوبة', 'يُرجى تعبئة جميع الحقول المطلوبة'] },
  enquiryTitle: {
    en: ['Validation Error', 'Title must be between 3-200 characters'],
    ar: ['خطأ في التحقق', 'يجب أن يكون طول العنوان بين ٣ و٢٠٠ حرفًا'],
  },
  enquiryDescription: {
    en: ['Validation Error', 'Description must be between 10-2000 characters'],
    ar: ['خطأ في التحقق', 'يجب أن يكون طول الوصف بين ١٠ و٢٠٠٠ حرفًا'],
  },
  enquiryError: {
    en: ['Error Submitting', 'An error occurred while submitting your inquiry. Please try again.'],
    ar: ['خطأ في الإرسال', 'حدث خطأ أثناء إرسال استفسارك. يُرجى المحاولة مجددًا.'],
  },
  tagline: { en: 'A comprehensive portal for factories, suppliers and business in Syria', ar: 'بوابة شاملة للمصانع والموردين والأعمال في سوريا' },
  nav: {
    home: { en: 'Home', ar: 'الرئيسية' },
    messages: { en: 'Messages', ar: 'الرسائل' },
    communities: { en: 'Communities', ar: 'المجتمعات' },
    addListing: { en: 'Add Listing', ar: 'إضافة إعلان' },
    notifications: { en: 'Notifications', ar: 'الإشعارات' },
    favorites: { en: 'Favorites', ar: 'المفضلة' },
    account: { en: 'Account', ar: 'الحساب' },
    myAccount: { en: 'My Account', ar: 'حسابي' },
    adminPanel: { en: 'Admin Panel', ar: 'لوحة الإدارة' },
    signIn: { en: 'Sign In', ar: 'تسجيل الدخول' },
    signOut: { en: 'Sign Out', ar: 'تسجيل الخروج' },
    businessGuide: { en: 'Business Guide', ar: 'دليل الأعمال' },
    visionGoals: { en: 'Vision & Goals', ar: 'الرؤية والأهداف' },
    privacyPolicy: { en: 'Privacy & Usage Policy', ar: 'سياسة الخصوصية والاستخدام' },
  },
  openMenu: { en: 'Open menu', ar: 'فتح القائمة' },
  closeMenu: { en: 'Close menu', ar: 'إغلاق القائمة' },
  userMenu: { en: 'Account menu', ar: 'قائمة الحساب' },
  goBack: { en: 'Go Back', ar: 'رجوع' },
  backToTop: { en: 'Back to top', ar: 'العودة إلى الأعلى' },
  searchLabel: { en: 'Search the portal', ar: 'ابحث في البوابة' },
  searchSubmit: { en: 'Search', ar: 'بحث' },
  voice: { en: 'Search by voice', ar: 'البحث بالصوت' },
  voiceStop: { en: 'Stop voice search', ar: 'إيقاف البحث الصوتي' },
  languageToggle: { en: 'Switch to Arabic (AR)', ar: 'التبديل إلى الإنجليزية (EN)' },
  toDark: { en: 'Switch to dark theme', ar: 'التبديل إلى المظهر الداكن' },
  toLight: { en: 'Switch to light theme', ar: 'التبديل إلى المظهر الفاتح' },
  enquiryOpen: { en: 'Send an inquiry or suggestion', ar: 'أرسل استفسارًا أو اقتراحًا' },
  enquiryDialog: { en: 'Inquiry or Suggestion', ar: 'استفسار أو اقتراح' },
  enquiryTitleField: { en: 'Title', ar: 'العنوان' },
  enquiryDescriptionField: { en: 'Description', ar: 'الوصف' },
  cancel: { en: 'Cancel', ar: 'إلغاء' },
  send: { en: 'Send', ar: 'إرسال' },
  sending: { en: 'Sending...', ar: 'جارٍ الإرسال...' },
} as const;

/** `url` with `?lang=` set. */
export function withLang(portal: RunningPortal, path: string, lang: Lang): string {
  return `${portal.url}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** Waits until the page's first heading is shown (the lazy screen has loaded). */
export async function ready(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** Waits for a toast with this title and description; `destructive` checks it is an error toast. */
export async function expectToast(page: Page, title: string, description: string, options: { destructive?: boolean } = {}): Promise<void> {
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]', { hasText: title }) })
    .filter({ has: page.locator('[data-description]', { hasText: description }) })
    .first();
  await toast.waitFor();
  expect((await toast.locator('[data-title]').textContent())?.trim()).toBe(title);
  expect((await toast.locator('[data-description]').textContent())?.trim()).toBe(description);
  if (options.destructive === true) expect(await toast.getAttribute('data-type')).toBe('error');
  if (options.destructive === false) expect(await toast.getAttribute('data-type')).not.toBe('error');
}

/** Waits until the address is `path` (and, if given, its query). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}

/**
 * Signs a new account up through the portal's sign-up route, confirms it with the mailed link and
 * signs it in; the browser context then holds the session.
 */
export async function signUp(context: BrowserContext, portal: RunningPortal, options: { email?: string; name?: string } = {}) {
  const email = options.email ?? `shell-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'correct-horse-7';
  const name = options.name ?? 'Rami Haddad';
  const headers = { origin: portal.url, 'content-type': 'application/json' };
  const response = await context.request.post(`${portal.url}/api/v1/auth/sign-up`, {
    headers,
    data: { fullName: name, businessType: 'buyer', email, governorate: 'damascus', password },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await portal.outbox()).map(readMail).filter((mail) => mail.to.includes(email));
      link = mails.at(-1)?.links.find((url) => url.includes('/api/auth/verify-email'));
      return link;
    })
    .toBeTruthy();
  await context.request.get(link!);
  const signIn = await context.request.post(`${portal.url}/api/auth/sign-in/email`, { headers, data: { email, password } });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  return { email, name };
}

/** How far the page scrolls sideways; 0 when nothing sticks out. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
