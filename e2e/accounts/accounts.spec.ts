import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMail } from '#server/test/read-mail.ts';
import { secretOf, totpCode } from '#server/test/totp-code.ts';
import { seriousViolations } from '../support/axe.ts';
import { openPage, PHONE } from '../support/browser.ts';
import { startPortal, type RunningPortal } from '../support/server.ts';
import { usePortalAndBrowser } from '../support/suite.ts';

const suite = usePortalAndBrowser();

let counter = 0;
const newEmail = () => `e2e-${Date.now()}-${(counter += 1)}@example.com`;

/** The last mail sent to an address, waiting for it to reach the outbox. */
async function mailTo(email: string, linkPart: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await suite.portal.outbox()).map(readMail).filter((mail) => mail.to.includes(email));
      link = mails.at(-1)?.links.find((url) => url.includes(linkPart));
      return link;
    })
    .toBeTruthy();
  return link ?? '';
}

async function signUpThroughForm(page: Page, options: { email: string; password: string; lang: 'en' | 'ar'; phone?: string }) {
  await page.goto(`${suite.portal.url}/sign-up?lang=${options.lang}`);
  const en = options.lang === 'en';
  await page.getByLabel(en ? 'Full name' : 'الاسم الكامل').fill('Rami Haddad');
  await page.getByLabel(en ? 'Business type' : 'نوع النشاط').selectOption('factory');
  await page.getByLabel(en ? 'Business name' : 'اسم النشاط التجاري').fill('Haddad Textiles');
  await page.getByLabel(en ? 'Email' : 'البريد الإلكتروني').fill(options.email);
  if (options.phone) await page.getByLabel(en ? 'Phone (optional)' : 'الهاتف (اختياري)').fill(options.phone);
  await page.getByLabel(en ? 'Governorate' : 'المحافظة').selectOption('aleppo');
  await page.getByLabel(en ? 'Password' : 'كلمة المرور', { exact: true }).fill(options.password);
  await page.getByRole('button', { name: en ? 'Create account' : 'إنشاء الحساب' }).click();
  await page.waitForURL(/\/email-verification\?email=/);
}

/** Signs up through the form and follows the confirmation link: the user ends signed in on /account. */
async function createConfirmedUser(page: Page, lang: 'en' | 'ar' = 'en', phone?: string) {
  const email = newEmail();
  const password = 'strong-pass-1';
  await signUpThroughForm(page, { email, password, lang, phone });
  await page.goto(await mailTo(email, '/api/auth/verify-email'));
  await page.waitForURL(`${suite.portal.url}/account`);
  return { email, password };
}

/** The code of the last SMS to a number, waiting for it to reach the outbox. */
async function smsCodeTo(phone: string) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await suite.portal.smsOutbox()).filter((sms) => sms.to === phone).at(-1)?.code;
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

async function signOutByApi(page: Page) {
  // Let the page finish its own signed-in requests (My posts on /account) first: signed out under
  // them, they would be answered 401 and logged by the browser.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
}

async function signInThroughForm(page: Page, identifier: string, password: string, lang: 'en' | 'ar' = 'en') {
  await page.goto(`${suite.portal.url}/sign-in?lang=${lang}`);
  await page.getByLabel(lang === 'en' ? 'Email or phone number' : 'البريد الإلكتروني أو رقم الهاتف').fill(identifier);
  await page.getByLabel(lang === 'en' ? 'Password' : 'كلمة المرور', { exact: true }).fill(password);
  await page.getByRole('button', { name: lang === 'en' ? 'Sign In' : 'تسجيل الدخول', exact: true }).click();
}

describe('sign-up and confirmation', () => {
  it('shows the required-e-mail text in both languages', async () => {
    const { page, errors, context } = await openPage(suite.browser, { viewport: PHONE });
    await page.goto(`${suite.portal.url}/signup?lang=en`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Email is required', { exact: true }).waitFor();
    await page.getByText('8 to 128 characters, with at least one letter and one digit.').first().waitFor();
    await page.goto(`${suite.portal.url}/signup?lang=ar`);
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await page.getByText('البريد الإلكتروني مطلوب', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs up, mails the link in the page language, and the link lands signed in on /account', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    const email = newEmail();
    await signUpThroughForm(page, { email, password: 'strong-pass-1', lang: 'ar', phone: '0944 555 666' });
    await page.getByRole('heading', { name: 'تفقّد بريدك الوارد' }).waitFor();
    const link = await mailTo(email, '/api/auth/verify-email');
    const mail = (await suite.portal.outbox()).map(readMail).find((item) => item.to.includes(email));
    expect(mail?.subject).toBe('أكّد بريدك الإلكتروني في بوابة الأعمال السورية');

    // The page can send the link again.
    await page.getByRole('button', { name: 'أعد إرسال رسالة التأكيد' }).click();
    await page.getByText('رابط تأكيد جديد في طريقه إليك.').waitFor();

    await page.goto(link);
    await page.waitForURL(`${suite.portal.url}/account`);
    await page.getByRole('heading', { name: 'حسابي', level: 1 }).waitFor();
    await page.getByText('البريد الإلكتروني مؤكَّد').waitFor();
    await page.getByText('غير موثّق بعد').waitFor();
    expect(await page.getByLabel('الهاتف', { exact: true }).inputValue()).toBe('+963944555666');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('sign-in', () => {
  it('needs an e-mail or phone, in both languages', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/signin?lang=en`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Email or phone number is required').waitFor();
    await page.goto(`${suite.portal.url}/auth?lang=ar`);
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await page.getByText('البريد الإلكتروني أو رقم الهاتف مطلوب').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in by e-mail, and by phone once a code by SMS confirmed it on /account; a signed-in user is sent on from /signin', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    const { email, password } = await createConfirmedUser(page, 'en', '0933 222 111');
    await page.goto(`${suite.portal.url}/account?lang=en`);
    await page.getByText('Not confirmed. Confirm it with a code by SMS to sign in with it.').waitFor();
    await signOutByApi(page);

    // Not confirmed yet: answered like a wrong password, saying that a phone must be confirmed.
    await signInThroughForm(page, '0933222111', password);
    await page.getByText('Wrong phone number or password. A phone number signs in only once it is confirmed on your account page').waitFor();
    await signInThroughForm(page, email, 'wrong-pass-1');
    await page.getByText('Invalid email, phone number or password.').waitFor();

    await signInThroughForm(page, email, password);
    await page.waitForURL(`${suite.portal.url}/account`);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('We sent a 6-digit code by SMS to +963933222111. It is valid for 10 minutes.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Code from the SMS').fill(await smsCodeTo('+963933222111'));
    await page.getByRole('button', { name: 'Confirm number' }).click();
    await page.getByText('Confirmed: you can sign in with this number.').waitFor();
    await signOutByApi(page);

    await signInThroughForm(page, '0933222111', password);
    await page.waitForURL(`${suite.portal.url}/account`);
    // The browser itself reports the refused sign-in requests; the app logged nothing.
    expect(errors.splice(0).every((text) => text.includes('status of 401'))).toBe(true);
    await page.goto(`${suite.portal.url}/signin?lang=en`);
    await page.waitForURL(`${suite.portal.url}/account`);
    // Let the account page finish loading before the session ends under it.
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    await signOutByApi(page);
    await signInThroughForm(page, email, password, 'ar');
    await page.waitForURL(`${suite.portal.url}/account`);
    await page.getByText('مؤكَّد: يمكنك تسجيل الدخول بهذا الرقم.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('explains that Google sign-in is not configured', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/sign-in?lang=en`);
    await page.getByText('Google sign-in is not configured on this portal. Please use your email or phone.').waitFor();
    expect(await page.getByRole('button', { name: 'Continue with Google' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('passwords', () => {
  it('resets a forgotten password through the mailed link', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    const { email } = await createConfirmedUser(page);
    await signOutByApi(page);
    await page.goto(`${suite.portal.url}/sign-in?lang=en`);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(`If an account exists for ${email}, a reset link is on its way. Check your inbox.`).waitFor();
    const resetLink = await mailTo(email, '/api/auth/reset-password/');
    // As on a phone that opens the mail in a fresh browser: no language remembered from ?lang=en.
    await page.evaluate(() => localStorage.removeItem('isArabic'));
    await context.clearCookies({ name: 'sbp-lang' });
    await page.goto(resetLink);
    await page.waitForURL(/\/reset-password\?token=/);
    // The link opens in the portal's default language, Arabic.
    await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('fresh-pass-22');
    await page.getByLabel('تأكيد كلمة المرور الجديدة').fill('fresh-pass-22');
    await page.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click();
    await page.getByText('تم تغيير كلمة المرور. سجّل الدخول بكلمة مرورك الجديدة.').waitFor();
    await signInThroughForm(page, email, 'fresh-pass-22');
    await page.waitForURL(`${suite.portal.url}/account`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the no-active-session text on /password-update for a visitor, in both languages', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/password-update?lang=en`);
    await page.getByText('No active session. Please try the reset link again or request a new one.').waitFor();
    await page.goto(`${suite.portal.url}/password-update?lang=ar`);
    await page.getByText('لا توجد جلسة نشطة. يُرجى تجربة رابط إعادة التعيين مرة أخرى أو طلب رابط جديد.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('updates the password of a signed-in user on /password-update', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    const { email, password } = await createConfirmedUser(page);
    await page.goto(`${suite.portal.url}/password-update?lang=en`);
    await page.getByLabel('Current password').fill(password);
    await page.getByLabel('New password', { exact: true }).fill('updated-pass-3');
    await page.getByLabel('Confirm the new password').fill('updated-pass-3');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Your password has been updated.').waitFor();
    await signOutByApi(page);
    await signInThroughForm(page, email, 'updated-pass-3');
    await page.waitForURL(`${suite.portal.url}/account`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('account', () => {
  it('edits the profile', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    await createConfirmedUser(page);
    await page.goto(`${suite.portal.url}/account?lang=en`);
    await page.getByLabel('Company description').fill('Cotton fabrics since 1990');
    await page.getByLabel('WhatsApp number').fill('0988 777 666');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile saved').waitFor();
    await page.reload();
    expect(await page.getByLabel('WhatsApp number').inputValue()).toBe('+963988777666');
    expect(await page.getByLabel('Company description').inputValue()).toBe('Cotton fabrics since 1990');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('turns two-factor sign-in on, asks for a code at sign-in, ends other sessions, and turns it off', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    const { email, password } = await createConfirmedUser(page);
    await page.goto(`${suite.portal.url}/account-security?lang=en`);
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await page.getByLabel('Your password').fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('img', { name: 'QR code for the authenticator app' }).waitFor();
    const key = (await page.getByLabel('Or enter this key manually').textContent()) ?? '';
    expect(key.length).toBeGreaterThan(10);
    await page.getByLabel('6-digit code').fill(totpCode(key));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Two-factor sign-in is now on.').waitFor();
    await page.getByRole('list', { name: 'Backup codes' }).waitFor();

    // A second browser signs in: it must give a code (the next one: each code works once).
    const second = await openPage(suite.browser);
    await signInThroughForm(second.page, email, password);
    await second.page.getByRole('heading', { name: 'Two-factor verification' }).waitFor();
    await second.page.getByLabel('Verification code').fill(totpCode(key, { stepOffset: 1 }));
    await second.page.getByRole('button', { name: 'Verify' }).click();
    await second.page.waitForURL(`${suite.portal.url}/account`);

    // The first browser sees two sessions and ends the other one.
    await page.reload();
    await page.getByRole('button', { name: 'End all other sessions' }).click();
    await page.getByText('All other sessions were ended.').waitFor();
    await second.page.goto(`${suite.portal.url}/account-security?lang=en`);
    await second.page.waitForURL(`${suite.portal.url}/sign-in`);
    expect(second.errors.filter((text) => !text.includes('401'))).toEqual([]);
    await second.context.close();

    await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await page.getByLabel('Your password').fill(password);
    await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).last().click();
    await page.getByText('Two-factor sign-in is now off.').waitFor();
    expect(secretOf(`otpauth://totp/x?secret=${key}`)).toBe(key);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('phone logins turned off', () => {
  let off: RunningPortal;
  beforeAll(async () => {
    off = await startPortal({ AUTH_PHONE_ENABLED: 'false' });
  });
  afterAll(async () => {
    await off?.stop();
  });

  it('shows the specification text in both languages', async () => {
    const { page, context } = await openPage(suite.browser);
    for (const [lang, text] of [
      ['en', 'Phone logins are not available. Please use email to sign in.'],
      ['ar', 'تسجيل الدخول برقم الهاتف غير متاح. يُرجى استخدام البريد الإلكتروني لتسجيل الدخول.'],
    ] as const) {
      await page.goto(`${off.url}/sign-in?lang=${lang}`);
      await page.getByLabel(lang === 'en' ? 'Email or phone number' : 'البريد الإلكتروني أو رقم الهاتف').fill('0944123456');
      await page.getByLabel(lang === 'en' ? 'Password' : 'كلمة المرور', { exact: true }).fill('whatever-1');
      await page.getByRole('button', { name: lang === 'en' ? 'Sign In' : 'تسجيل الدخول', exact: true }).click();
      await page.getByText(text).waitFor();
    }
    await context.close();
  });
});
