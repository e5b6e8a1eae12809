import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE } from '../support/browser.ts';
import { addSessionCookie, signUp as signUpOverHttp } from '../support/http-account.ts';
import { usePortalAndBrowser } from '../support/suite.ts';
import { shot } from '../support/shots.ts';

const suite = usePortalAndBrowser();

/** Signs a new account up over HTTP and puts its session cookie into the page's cookie jar. */
async function signUp(page: Page): Promise<void> {
  const email = `avatar-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const cookie = await signUpOverHttp(suite.portal, email, 'olive-tree-42', 'Rami Haddad');
  await addSessionCookie(page.context(), suite.portal, cookie);
}

/** Whether the named image has loaded real pixels (not a broken image). */
async function imageLoaded(page: Page, name: string): Promise<boolean> {
  const image = page.getByRole('img', { name, exact: true });
  await image.waitFor();
  await page.waitForFunction((element) => element instanceof HTMLImageElement && element.complete, await image.elementHandle());
  return image.evaluate((element) => (element as HTMLImageElement).naturalWidth > 0);
}

/** Chromium logs the refused upload's answer; that line is the expected one. */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of 415 \(Unsupported Media Type\)/.test(error));

describe('profile photo', () => {
  it('uploads a photo with a preview, saves it, and shows it after a reload (English)', async () => {
    const { page, errors, context } = await openPage(suite.browser, { viewport: DESKTOP });
    await signUp(page);
    await page.goto(`${suite.portal.url}/account?lang=en`);
    const photo = page.getByRole('group', { name: 'Profile photo' });
    await photo.waitFor();
    const jpeg = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#2a9d8f' } }).jpeg().toBuffer();
    await photo.getByLabel('Upload photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await photo.getByText('Save changes to keep the new photo.').waitFor();
    expect(await imageLoaded(page, 'Profile photo')).toBe(true);
    expect(await photo.getByRole('img', { name: 'Profile photo' }).getAttribute('srcset')).toMatch(/-320\.webp 320w/);
    await shot(page, 'en-uploaded');

    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile saved').waitFor();
    await page.reload();
    await page.getByRole('group', { name: 'Profile photo' }).waitFor();
    expect(await imageLoaded(page, 'Profile photo')).toBe(true);
    await expect.poll(() => page.getByLabel('Change photo').count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Remove photo' }).count()).toBe(1);
    await shot(page, 'en-saved');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('uploads, refuses a file that is not an image with a translated error, removes the photo (Arabic, phone)', async () => {
    const { page, errors, context } = await openPage(suite.browser, { viewport: PHONE });
    await signUp(page);
    await page.goto(`${suite.portal.url}/account?lang=ar`);
    const photo = page.getByRole('group', { name: 'الصورة الشخصية' });
    await photo.waitFor();
    await photo.getByText('بصيغة JPEG أو PNG أو WebP أو AVIF. تبدو الصورة المربعة أفضل.').waitFor();

    await photo.getByLabel('رفع صورة').setInputFiles({ name: 'note.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') });
    await photo.getByRole('alert').filter({ hasText: 'هذا الملف ليس صورة صالحة. استخدم صورة JPEG أو PNG أو WebP أو AVIF.' }).waitFor();

    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#e76f51' } }).jpeg().toBuffer();
    await photo.getByLabel('رفع صورة').setInputFiles({ name: 'shop.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await photo.getByText('احفظ التغييرات للاحتفاظ بالصورة الجديدة.').waitFor();
    expect(await photo.getByRole('alert').count()).toBe(0);
    expect(await imageLoaded(page, 'الصورة الشخصية')).toBe(true);
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await page.getByText('تم حفظ الملف الشخصي').waitFor();
    await page.reload();
    expect(await imageLoaded(page, 'الصورة الشخصية')).toBe(true);
    await shot(page, 'ar-saved');

    await page.getByRole('button', { name: 'إزالة الصورة' }).click();
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await page.getByText('تم حفظ الملف الشخصي').waitFor();
    await page.reload();
    await page.getByRole('group', { name: 'الصورة الشخصية' }).getByLabel('رفع صورة').waitFor({ state: 'attached' });
    expect(await page.getByRole('img', { name: 'الصورة الشخصية' }).count()).toBe(0);
    await shot(page, 'ar-removed');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
