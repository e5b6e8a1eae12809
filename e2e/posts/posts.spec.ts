import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addSessionCookie, signUp as signUpOverHttp } from '../support/http-account.ts';
import { DESKTOP, openPage, PHONE } from '../support/browser.ts';
import { usePortalAndBrowser } from '../support/suite.ts';
import { shot } from '../support/shots.ts';

const suite = usePortalAndBrowser();

/** Signs a new account up, confirms it from the outbox and signs it in, in the page's own cookie jar. */
async function signUp(page: Page): Promise<void> {
  const email = `poster-${Date.now()}@example.com`;
  const cookie = await signUpOverHttp(suite.portal, email, 'olive-tree-42', 'Rami Haddad');
  await addSessionCookie(page.context(), suite.portal, cookie);
  await page.goto(`${suite.portal.url}/?lang=en`);
}

async function photo(color: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: color } }).jpeg().toBuffer();
}

/** The colour the first photo of the gallery is drawn in, read from the image the browser loaded. */
async function firstPhotoColour(page: Page): Promise<{ r: number; g: number; b: number }> {
  const image = page.getByRole('group', { name: /^Photo 1 of \d+$/ }).getByRole('img');
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  const source = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
  const response = await page.request.get(source);
  expect(response.ok()).toBe(true);
  const { channels } = await sharp(await response.body()).stats();
  return { r: channels[0]!.mean, g: channels[1]!.mean, b: channels[2]!.mean };
}

describe('posts', () => {
  it('shows the not-available page for an unknown post, in both languages', async () => {
    const unknown = ['/listing/00000000-0000-4000-8000-000000000001', '/supplier/00000000-0000-4000-8000-000000000001'];
    // The server renders the not-available page and sends it with 404.
    const { page, errors, context } = await openPage(suite.browser, { viewport: PHONE, expectedApi404s: ['/api/v1/posts/'], expectedPage404s: unknown });
    expect((await page.goto(`${suite.portal.url}${unknown[0]}?lang=en`))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'This post is not available' }).waitFor();
    expect((await page.goto(`${suite.portal.url}${unknown[1]}?lang=ar`))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'هذا المنشور غير متاح' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const kind of ['product', 'listing'] as const) {
    const pagePath = kind === 'product' ? 'supplier' : 'listing';
    const otherPage = kind === 'product' ? 'listing' : 'supplier';
    it(`posts a ${kind} with two photos in the chosen order, edits, pauses, re-activates and deletes it`, async () => {
      // A paused or deleted post is answered 404 by the API, and the page says it is not available.
      const gone = ['/api/v1/posts/'];
      const { page, errors, context } = await openPage(suite.browser, { viewport: DESKTOP, expectedApi404s: gone });
      await signUp(page);
      await page.goto(`${suite.portal.url}/add-listing?lang=en`);
      await page.getByRole('button', { name: kind === 'product' ? /Product offer/ : /^Listing/ }).click();
      const title = kind === 'product' ? 'Aleppo cotton fabric' : 'Knitting machine for sale';
      await page.getByLabel(kind === 'product' ? 'Product name' : 'Title').fill(title);
      await page.getByLabel('Description').fill('Good quality, ready to ship.');
      await page.getByLabel(/^Category/).selectOption({ index: 1 });
      await page.getByLabel(/^Subcategory/).selectOption({ index: 1 });
      await page.getByLabel('Currency').selectOption('USD');
      if (kind === 'product') {
        await page.getByLabel('Lowest price').fill('2.5');
        await page.getByLabel('Highest price').fill('4');
      } else {
        await page.getByLabel('Price', { exact: true }).fill('1200');
      }
      await page.getByLabel('Governorate').selectOption('aleppo');

      // A too-short title is refused beside the field, in the reader's language.
      const titleField = page.getByLabel(kind === 'product' ? 'Product name' : 'Title');
      await titleField.fill('ab');
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByText('Use at least 3 characters.').waitFor();
      await titleField.fill(title);

      await page.getByLabel('Add photos').setInputFiles([
        { name: 'red.jpg', mimeType: 'image/jpeg', buffer: await photo('#c0392b') },
        { name: 'blue.jpg', mimeType: 'image/jpeg', buffer: await photo('#2c3e90') },
      ]);
      await page.getByRole('button', { name: 'Remove photo 2' }).waitFor();
      await expect.poll(() => page.getByRole('progressbar').count(), { timeout: 20_000 }).toBe(0);
      // The blue photo was added second; moved first, it becomes the cover.
      await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
      await shot(page, `form-${kind}-en`, { fullPage: true });
      await page.getByRole('button', { name: 'Publish' }).click();

      await page.waitForURL(new RegExp(`/${pagePath}/[0-9a-f-]{36}`));
      const detailUrl = page.url().split('?')[0]!;
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect.poll(() => page.getByRole('group', { name: /Photo \d of 2/ }).count()).toBe(2);
      const cover = await firstPhotoColour(page);
      expect(cover.b).toBeGreaterThan(cover.r + 60);
      await shot(page, `detail-${kind}-owner-en`, { fullPage: true });

      // The page of the other kind does not show it.
      const wrongPage = await openPage(suite.browser, { viewport: PHONE, expectedApi404s: gone, expectedPage404s: [`/${otherPage}/`] });
      const wrongAnswer = await wrongPage.page.goto(`${detailUrl.replace(`/${pagePath}/`, `/${otherPage}/`)}?lang=en`);
      expect(wrongAnswer?.status()).toBe(404);
      await wrongPage.page.getByRole('heading', { level: 1, name: 'This post is not available' }).waitFor();
      expect(wrongPage.errors).toEqual([]);
      await wrongPage.context.close();

      // Edit: the form comes prefilled, with the photos in their order.
      await page.getByRole('link', { name: `Edit ${title}` }).click();
      const edited = `${title} (new stock)`;
      await expect.poll(() => page.getByLabel(kind === 'product' ? 'Product name' : 'Title').inputValue()).toBe(title);
      // Moving the red photo back to the front and saving changes the cover.
      await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
      await page.getByLabel(kind === 'product' ? 'Product name' : 'Title').fill(edited);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('heading', { level: 1, name: edited }).waitFor();
      const newCover = await firstPhotoColour(page);
      expect(newCover.r).toBeGreaterThan(newCover.b + 60);

      // Pause: the public sees not-available, the owner still sees the post.
      await page.getByRole('button', { name: `Pause ${edited}` }).click();
      await page.getByText('This post is paused.', { exact: false }).waitFor();
      const visitor = await openPage(suite.browser, { viewport: PHONE, expectedApi404s: gone, expectedPage404s: [`/${pagePath}/`] });
      expect((await visitor.page.goto(`${detailUrl}?lang=en`))?.status()).toBe(404);
      await visitor.page.getByRole('heading', { level: 1, name: 'This post is not available' }).waitFor();

      await page.getByRole('button', { name: `Activate ${edited}` }).click();
      await page.getByRole('button', { name: `Pause ${edited}` }).waitFor();
      expect((await visitor.page.goto(`${detailUrl}?lang=ar`))?.status()).toBe(200);
      await visitor.page.getByRole('heading', { level: 1, name: edited }).waitFor();
      await visitor.page.getByRole('link', { name: 'راسل البائع' }).waitFor();
      await shot(visitor.page, `detail-${kind}-visitor-ar-phone`, { fullPage: true });
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();

      // Delete after confirming.
      await page.getByRole('button', { name: `Delete ${edited}` }).click();
      await page.getByRole('dialog', { name: 'Delete this post?' }).waitFor();
      await page.getByRole('button', { name: 'Delete for good' }).click();
      await page.waitForURL(/\/account/);
      await page.goto(`${detailUrl}?lang=en`);
      await page.getByRole('heading', { level: 1, name: 'This post is not available' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
