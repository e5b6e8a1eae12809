import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSitemap, SITEMAP_CACHE_MS, seoRoutes } from '#server/modules/catalogue/seo-routes.ts';
import { buildCategory, buildImage, buildListing, buildProduct, buildProfile } from '#server/test/catalogue-factories.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let clientDir: string;
const ids: Record<string, string> = {};
const NASTY = `Tom's "Best" <script>alert(1)</script> & co`;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'sbp-client-'));
  await writeFile(path.join(clientDir, 'index.html'), await readFile(path.join(import.meta.dirname, '..', 'index.html'), 'utf8'));
  t = await createTestApp({ CLIENT_DIR: clientDir });
  const { db } = t.ctx.database;
  await buildCategory(db, { id: 'food-agricultural', nameEn: 'Food & Agriculture', nameAr: 'الغذاء والزراعة' });
  ids.seller = (await buildProfile(db, { fullName: 'Sami', businessName: 'Sami Olive Co', isVerified: true })).id;
  ids.product = (
    await buildProduct(db, {
      userId: ids.seller,
      category: 'food-agricultural',
      title: NASTY,
      description: '',
      priceMin: 10,
      priceMax: 25,
      images: [buildImage('/storage/v1/object/public/images/posts/olive')],
    })
  ).id;
  ids.paused = (await buildProduct(db, { userId: ids.seller, category: 'food-agricultural', isActive: false })).id;
  ids.listing = (await buildListing(db, { userId: ids.seller, category: 'food-agricultural', title: 'زيت زيتون بكر' })).id;
});
afterAll(async () => {
  await t?.close();
  await rm(clientDir, { recursive: true, force: true });
});

function meta(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

describe('share tags in the served HTML', () => {
  it('writes escaped Open Graph and Twitter tags for a product, in Arabic by default', async () => {
    const response = await t.app.request(`/supplier/${ids.product}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    const escaped = 'Tom&#39;s &quot;Best&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; co';
    expect(meta(html, 'property', 'og:title')).toBe(`${escaped} | بوابة الأعمال السورية`);
    expect(html).toContain(`<title>${escaped} | بوابة الأعمال السورية</title>`);
    expect(meta(html, 'property', 'og:image')).toBe(`${TEST_ORIGIN}/storage/v1/object/public/images/posts/olive-1280.webp`);
    expect(meta(html, 'property', 'og:url')).toBe(`${TEST_ORIGIN}/supplier/${ids.product}`);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'property', 'og:description')).toContain('$١٠ - $٢٥');
    expect(meta(html, 'name', 'description')).toBe(meta(html, 'property', 'og:description'));
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    // Exactly one title and one description survive.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('follows ?lang=en for a product, a listing, a seller and both category forms', async () => {
    const product = await (await t.app.request(`/supplier/${ids.product}?lang=en`)).text();
    expect(meta(product, 'property', 'og:title')).toMatch(/\| Syria Business Portal$/);
    expect(meta(product, 'property', 'og:description')).toContain('$10 - $25');
    expect(meta(product, 'property', 'og:url')).toBe(`${TEST_ORIGIN}/supplier/${ids.product}?lang=en`);
    expect(product).toMatch(/<html lang="en" dir="ltr">/);

    const listing = await (await t.app.request(`/listing/${ids.listing}`)).text();
    expect(meta(listing, 'property', 'og:title')).toBe('زيت زيتون بكر | بوابة الأعمال السورية');
    expect(meta(listing, 'property', 'og:image')).toBe(`${TEST_ORIGIN}/share-image.png`);

    const seller = await (await t.app.request(`/seller/${ids.seller}?lang=en`)).text();
    expect(meta(seller, 'property', 'og:title')).toBe('Sami Olive Co | Syria Business Portal');

    const category = await (await t.app.request('/category/food-agricultural?lang=en')).text();
    expect(meta(category, 'property', 'og:title')).toBe('Food &amp; Agriculture | Syria Business Portal');
    expect(meta(category, 'property', 'og:image')).toBe(`${TEST_ORIGIN}/images/categories/food-agricultural.webp`);
    const suppliers = await (await t.app.request('/category/suppliers/food-agricultural')).text();
    expect(meta(suppliers, 'property', 'og:title')).toBe('الغذاء والزراعة | بوابة الأعمال السورية');
    expect(meta(suppliers, 'property', 'og:url')).toBe(`${TEST_ORIGIN}/category/suppliers/food-agricultural`);
  });

  it('leaves the page untouched for paused or unknown posts and other paths', async () => {
    for (const target of [`/supplier/${ids.paused}`, '/supplier/not-a-uuid', '/listing/00000000-0000-4000-8000-000000000000', '/seller/nobody', '/category/nope', '/old-home']) {
      const html = await (await t.app.request(target)).text();
      expect(html, target).not.toContain('og:title');
      expect(html, target).toContain('<title>بوابة الأعمال السورية</title>');
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists categories, active products, listings and sellers, and nothing paused', async () => {
    const response = await t.app.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${TEST_ORIGIN}/categories`,
        `${TEST_ORIGIN}/category/food-agricultural`,
        `${TEST_ORIGIN}/category/suppliers/food-agricultural`,
        `${TEST_ORIGIN}/supplier/${ids.product}`,
        `${TEST_ORIGIN}/listing/${ids.listing}`,
        `${TEST_ORIGIN}/seller/${ids.seller}`,
      ]),
    );
    expect(locs).not.toContain(`${TEST_ORIGIN}/supplier/${ids.paused}`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('builds the sitemap at most once per ten minutes, then again with what changed', async () => {
    let clock = 1_000_000;
    let builds = 0;
    const routes = seoRoutes(t.ctx, {
      now: () => clock,
      build: (ctx) => {
        builds += 1;
        return buildSitemap(ctx);
      },
    });
    const sitemap = async () => (await routes.request('/sitemap.xml')).text();
    const first = await sitemap();
    // Crawlers asking together share one build.
    await Promise.all([sitemap(), sitemap(), sitemap()]);
    expect(builds).toBe(1);

    const added = await buildListing(t.ctx.database.db, { userId: ids.seller as string, category: 'food-agricultural' });
    clock += SITEMAP_CACHE_MS - 1;
    expect(await sitemap()).toBe(first);
    expect(builds).toBe(1);

    clock += 1;
    expect(await sitemap()).toContain(`${TEST_ORIGIN}/listing/${added.id}`);
    expect(builds).toBe(2);
  });

  it('points robots.txt at the sitemap', async () => {
    const text = await (await t.app.request('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
    expect(text).toContain('Disallow: /api/');
  });
});
