import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TCategory } from '#common/schemas/categories.ts';
import { DESKTOP, openPage, PHONE } from '../support/browser.ts';
import { addSessionCookie, signUp as signUpOverHttp } from '../support/http-account.ts';
import { usePortalAndBrowser } from '../support/suite.ts';
import { shot } from '../support/shots.ts';

const suite = usePortalAndBrowser();

/**
 * Whether `needle` is drawn inside `element` as one left-to-right run: every character on the same
 * line, each to the right of the one before. Mirrored, `+963 9XX` would show its `+` after `963`,
 * or break the number over two lines in the wrong order.
 */
async function drawnLeftToRight(element: Locator, needle: string): Promise<boolean> {
  await element.waitFor();
  return element.evaluate((root, text) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(text) ?? -1;
      if (at < 0) continue;
      const boxes = [...text]
        .map((character, index) => ({ character, index }))
        .filter(({ character }) => character !== ' ')
        .map(({ index }) => {
          const range = document.createRange();
          range.setStart(node, at + index);
          range.setEnd(node, at + index + 1);
          return range.getBoundingClientRect();
        });
      return boxes.every((box, index) => {
        const before = boxes[index - 1];
        return !before || (Math.abs(box.top - before.top) < 2 && box.left > before.left);
      });
    }
    throw new Error(`"${text}" is not in the element`);
  }, needle);
}

describe('phone numbers in right-to-left text', () => {
  it('keeps the examples of the sign-up hint and of the phone error in order, in Arabic and English', async () => {
    const { page, errors, context } = await openPage(suite.browser, { viewport: PHONE });
    await page.goto(`${suite.portal.url}/sign-up?lang=ar`);
    const hint = page.getByText('رقم سوري، مثل');
    expect(await drawnLeftToRight(hint, '+963 9XX XXX XXX')).toBe(true);
    expect(await drawnLeftToRight(hint, '09XX XXX XXX')).toBe(true);
    await page.getByLabel('الهاتف (اختياري)').fill('12345');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    const error = page.getByText('أدخل رقمًا سوريًا، مثل');
    expect(await drawnLeftToRight(error, '+963 9XX XXX XXX')).toBe(true);
    await shot(page, 'sign-up-ar');

    await page.goto(`${suite.portal.url}/sign-up?lang=en`);
    expect(await drawnLeftToRight(page.getByText('A Syrian number, for example'), '+963 9XX XXX XXX')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the seller’s phone on the call button in order, in Arabic', async () => {
    // A seller with a phone and one product, made over HTTP.
    const sellerCookie = await signUpOverHttp(suite.portal, `seller-${Date.now()}@example.com`, 'olive-tree-42', 'Rami Haddad');
    const headers = { 'content-type': 'application/json', origin: suite.portal.url, cookie: sellerCookie };
    const profile = await fetch(`${suite.portal.url}/api/v1/me/profile`, { method: 'PATCH', headers, body: JSON.stringify({ phone: '0944 123 456' }) });
    expect(profile.status).toBe(200);
    const categories = (await (await fetch(`${suite.portal.url}/api/v1/categories`)).json()) as TCategory[];
    const category = categories.find((entry) => entry.subcategories.length > 0)!;
    const created = await fetch(`${suite.portal.url}/api/v1/posts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        kind: 'product',
        title: 'Aleppo olive oil soap',
        description: 'Hand made, aged two years.',
        categoryId: category.id,
        subcategoryId: category.subcategories[0]!.id,
        priceMin: 2,
        priceMax: 3,
        currency: 'USD',
        minOrderQuantity: 100,
        unit: 'piece',
        governorate: 'aleppo',
        companyName: '',
        imageIds: [],
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors, context } = await openPage(suite.browser, { viewport });
      await addSessionCookie(context, suite.portal, await signUpOverHttp(suite.portal, `reader-${Date.now()}@example.com`, 'olive-tree-42', 'Sami Reader'));
      await page.goto(`${suite.portal.url}/supplier/${id}?lang=ar`);
      const call = page.getByRole('link', { name: /اتصال/ });
      expect(await drawnLeftToRight(call, '+963944123456')).toBe(true);
      expect(await call.getAttribute('href')).toBe('tel:+963944123456');
      await shot(page, `call-ar-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
