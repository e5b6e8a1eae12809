import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readMail } from '#server/test/read-mail.ts';
import { readTarGz } from '#server/test/read-tar.ts';
import { DESKTOP, openPage, PHONE } from '../support/browser.ts';
import { addSessionCookie, signUp as signUpOverHttp } from '../support/http-account.ts';
import { usePortalAndBrowser } from '../support/suite.ts';

const suite = usePortalAndBrowser();

describe('your data', () => {
  it('points the privacy policy to the account page, in Arabic', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/privacy-policy?lang=ar`);
    const link = page.getByRole('link', { name: 'قسم «بياناتك» في «حسابي»' });
    expect(await link.getAttribute('href')).toBe('/account#your-data');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the account page at Your data from the privacy policy, once the page has loaded', async () => {
    const { page, errors, context } = await openPage(suite.browser, { viewport: PHONE });
    const cookie = await signUpOverHttp(suite.portal, `your-data-link-${Date.now()}@example.com`, 'olive-tree-42', 'Rami Haddad');
    await addSessionCookie(context, suite.portal, cookie);
    await page.goto(`${suite.portal.url}/privacy-policy?lang=en`);
    await page.getByRole('link', { name: 'Your data on My Account' }).click();
    await page.waitForURL(`${suite.portal.url}/account#your-data`);
    // The section is below the fold of a phone: the page scrolls to it once it is there, to just
    // below the sticky header (the page's scroll padding).
    const heading = page.getByRole('heading', { name: 'Your data', level: 2 });
    await heading.waitFor();
    const headerRoom = await page.evaluate(() => Math.round(parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)));
    expect(headerRoom).toBeGreaterThan(0);
    await expect.poll(async () => Math.round((await heading.boundingBox())?.y ?? -1)).toBe(headerRoom);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('downloads the data with the post and its photo, then deletes the account, signs out and refuses the old sign-in', async () => {
    const { page, errors, context } = await openPage(suite.browser, { viewport: DESKTOP });
    const email = `your-data-${Date.now()}@example.com`;
    const password = 'olive-tree-42';
    const cookie = await signUpOverHttp(suite.portal, email, password, 'Rami Haddad');
    await addSessionCookie(context, suite.portal, cookie);

    // A post with one photo, through the form.
    await page.goto(`${suite.portal.url}/add-listing?lang=en`);
    await page.getByRole('button', { name: /Product offer/ }).click();
    await page.getByLabel('Product name').fill('Aleppo laurel soap');
    await page.getByLabel('Description').fill('Made in the old city.');
    await page.getByLabel(/^Category/).selectOption({ index: 1 });
    await page.getByLabel(/^Subcategory/).selectOption({ index: 1 });
    await page.getByLabel('Currency').selectOption('USD');
    await page.getByLabel('Lowest price').fill('2');
    await page.getByLabel('Highest price').fill('3');
    await page.getByLabel('Governorate').selectOption('aleppo');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6b8e23' } }).jpeg().toBuffer();
    await page.getByLabel('Add photos').setInputFiles([{ name: 'soap.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await page.getByRole('button', { name: 'Remove photo 1' }).waitFor();
    await expect.poll(() => page.getByRole('progressbar').count(), { timeout: 20_000 }).toBe(0);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(/\/supplier\/[0-9a-f-]{36}/);

    // Download my data: one archive with data.json and the post's photo.
    await page.goto(`${suite.portal.url}/account?lang=en`);
    const section = page.getByRole('region', { name: 'Your data' });
    await section.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^account-data-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
    const files = readTarGz(await readFile((await download.path())!));
    const data = JSON.parse(files.get('data.json')!.toString('utf8')) as { account: { email: string }; posts: Array<{ title: string; images: string[] }> };
    expect(data.account.email).toBe(email);
    expect(data.posts.map((post) => post.title)).toEqual(['Aleppo laurel soap']);
    const photoFile = data.posts[0]!.images[0]!;
    expect(photoFile).toMatch(/^images\/posts\/[0-9a-f-]{36}\.jpg$/);
    expect((await sharp(files.get(photoFile)!).metadata()).width).toBe(640);
    await page.getByText('Your data has been downloaded.').waitFor();

    // Delete my account: a wrong password is refused in words, the right one deletes.
    await page.waitForLoadState('networkidle');
    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill('not-my-password-1');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await dialog.getByText('The password is not correct.').waitFor();
    await dialog.getByLabel('Your password').fill(password);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.getByText('Your account was deleted').waitFor();
    await page.waitForURL(`${suite.portal.url}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    expect(await (await context.request.get(`${suite.portal.url}/api/auth/get-session`)).json()).toBeNull();
    await expect
      .poll(async () => (await suite.portal.outbox()).map(readMail).some((mail) => mail.to.includes(email) && mail.subject.includes('has been deleted')))
      .toBe(true);

    // The old e-mail and password no longer sign in.
    await page.goto(`${suite.portal.url}/sign-in?lang=en`);
    await page.getByLabel('Email or phone number').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Invalid email, phone number or password.').waitFor();
    // The browser itself reports the refused password (403) and sign-in (401); the app logged nothing.
    expect(errors.filter((text) => !/status of (401|403)\b/.test(text))).toEqual([]);
    await context.close();
  });
});
