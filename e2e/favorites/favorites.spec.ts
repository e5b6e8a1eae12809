import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { DESKTOP, openPage, PHONE } from '../support/browser.ts';
import { usePortalAndBrowser } from '../support/suite.ts';
import { expectPath, expectToast, LANGUAGES, ready, signUp, TEXT, withLang, type Lang } from '../shell/helpers.ts';

const suite = usePortalAndBrowser();

const T = {
  save: { en: 'Save to favorites', ar: 'أضف إلى المفضلة' },
  saved: { en: 'Saved', ar: 'محفوظ' },
  title: { en: 'Favorites', ar: 'المفضلة' },
  products: { en: 'Products', ar: 'المنتجات' },
  listings: { en: 'Listings', ar: 'الإعلانات' },
  sellers: { en: 'Sellers', ar: 'البائعون' },
  unavailable: { en: 'Unavailable', ar: 'غير متاح' },
  savedByOne: { en: 'Saved by 1 person', ar: 'حفظه شخص واحد' },
  heart: { en: (name: string) => `Save ${name} to favorites`, ar: (name: string) => `حفظ ${name} في المفضلة` },
  unheart: { en: (name: string) => `Remove ${name} from favorites`, ar: (name: string) => `إزالة ${name} من المفضلة` },
  anyHeart: { en: /^Save .+ to favorites$/, ar: /^حفظ .+ في المفضلة$/ },
  anyUnheart: { en: /^Remove .+ from favorites$/, ar: /^إزالة .+ من المفضلة$/ },
  similar: { en: 'Similar posts', ar: 'منشورات مشابهة' },
  seller: { en: 'Seller', ar: 'البائع' },
} as const;

let made = 0;
async function person(name: string, viewport: { width: number; height: number } = DESKTOP) {
  const opened = await openPage(suite.browser, { viewport, reducedMotion: 'reduce' });
  made += 1;
  await signUp(opened.context, suite.portal, { name, email: `fav-${Date.now()}-${made}@example.com` });
  return opened;
}

async function createPost(context: BrowserContext, kind: 'product' | 'listing', title: string): Promise<string> {
  const shared = { title, description: 'Made in Syria, ready to ship.', categoryId: 'clothing-textiles', subcategoryId: 'clothing-textiles-fabrics', currency: 'USD', governorate: 'aleppo', imageIds: [] };
  const data =
    kind === 'product'
      ? { kind, ...shared, priceMin: 3, priceMax: 5, minOrderQuantity: 10, unit: 'metre', companyName: 'Halab Looms' }
      : { kind, ...shared, intent: 'offer', offerType: 'sell', price: 900, isNegotiable: false, quantity: 1, unit: '', condition: 'used' };
  const response = await context.request.post(`${suite.portal.url}/api/v1/posts`, { headers: { origin: suite.portal.url, 'content-type': 'application/json' }, data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe('favourites for visitors', () => {
  it.each(LANGUAGES)('sends a visitor on /favorites and on a heart to /sign-in with the Login Required toast (%s)', async (lang: Lang) => {
    const seller = await person('Halab Looms');
    const id = await createPost(seller.context, 'product', `Visitor fabric ${lang}`);
    const { context, page, errors } = await openPage(suite.browser, { viewport: PHONE });
    await page.goto(withLang(suite.portal, '/favorites', lang));
    await expectToast(page, TEXT.loginRequired[lang], TEXT.needLogin.page[lang], { destructive: true });
    await expectPath(page, '/sign-in');

    await page.goto(withLang(suite.portal, `/supplier/${id}`, lang));
    await ready(page);
    await page.getByRole('button', { name: T.save[lang], exact: true }).click();
    await expectToast(page, TEXT.loginRequired[lang], TEXT.needLogin.favorites[lang], { destructive: true });
    await expectPath(page, '/sign-in');
    expect(errors).toEqual([]);
    await context.close();
    await seller.context.close();
  });
});

describe('favourites for signed-in users', () => {
  it.each(LANGUAGES)('saves at once, keeps it after a reload, lists it in its tab with counts, and marks a paused post unavailable (%s)', async (lang: Lang) => {
    const seller = await person('Halab Looms');
    const product = `Aleppo cotton ${lang}`;
    const listing = `Old loom ${lang}`;
    const similar = `Damask cotton ${lang}`;
    const productId = await createPost(seller.context, 'product', product);
    const listingId = await createPost(seller.context, 'listing', listing);
    await createPost(seller.context, 'product', similar);
    const buyer = await person('Rami Haddad', lang === 'ar' ? PHONE : DESKTOP);
    const { page } = buyer;

    await page.goto(withLang(suite.portal, `/supplier/${productId}`, lang));
    await ready(page);
    const button = page.getByRole('button', { name: T.save[lang], exact: true });
    await button.click();
    await expect.poll(() => page.getByRole('button', { name: T.saved[lang], exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await ready(page);
    expect(await page.getByRole('button', { name: T.saved[lang], exact: true }).getAttribute('aria-pressed')).toBe('true');

    // The hearts under the post: on a similar post's card, and on the seller's card.
    const similarCards = page.getByRole('region', { name: T.similar[lang] });
    await similarCards.getByRole('button', { name: T.heart[lang](similar), exact: true }).click();
    const similarSaved = similarCards.getByRole('button', { name: T.unheart[lang](similar), exact: true });
    await expect.poll(() => similarSaved.getAttribute('aria-pressed')).toBe('true');
    await similarSaved.click();
    await similarCards.getByRole('button', { name: T.heart[lang](similar), exact: true }).waitFor();
    const sellerCard = page.getByRole('region', { name: T.seller[lang], exact: true });
    await sellerCard.getByRole('button', { name: T.anyHeart[lang] }).click();
    await expect.poll(() => sellerCard.getByRole('button', { name: T.anyUnheart[lang] }).getAttribute('aria-pressed')).toBe('true');
    await sellerCard.getByRole('button', { name: T.anyUnheart[lang] }).click();
    await sellerCard.getByRole('button', { name: T.anyHeart[lang] }).waitFor();

    // The heart on a card (the seller's page lists the listing).
    await page.goto(withLang(suite.portal, `/seller/${await sellerId(seller.context)}`, lang));
    await ready(page);
    await page.getByRole('button', { name: T.heart[lang](listing), exact: true }).click();
    await page.getByRole('button', { name: T.unheart[lang](listing), exact: true }).waitFor();

    await page.goto(withLang(suite.portal, '/favorites', lang));
    await ready(page);
    const productsTab = page.getByRole('tab', { name: new RegExp(T.products[lang]) });
    await expect.poll(() => productsTab.textContent()).toMatch(/1|١/);
    await page.getByRole('link', { name: product }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The owner sees how many saved it, then pauses it: it stays in the list, marked unavailable.
    await seller.page.goto(withLang(suite.portal, `/supplier/${productId}`, lang));
    await seller.page.getByText(T.savedByOne[lang]).waitFor();
    const paused = await seller.context.request.post(`${suite.portal.url}/api/v1/posts/${productId}/pause`, { headers: { origin: suite.portal.url } });
    expect(paused.status()).toBe(200);
    await page.reload();
    await ready(page);
    await page.getByText(T.unavailable[lang]).waitFor();
    expect(await page.getByText(product).count()).toBe(1);

    await page.getByRole('tab', { name: new RegExp(T.listings[lang]) }).click();
    await page.getByRole('link', { name: listing }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(buyer.errors).toEqual([]);
    void listingId;
    await buyer.context.close();
    await seller.context.close();
  });
});

async function sellerId(context: BrowserContext): Promise<string> {
  const session = await context.request.get(`${suite.portal.url}/api/auth/get-session`);
  return ((await session.json()) as { user: { id: string } }).user.id;
}
