import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_SIZES } from '#common/banner-picture.ts';
import { CATEGORY_TILE_SIZES } from '#common/category-picture.ts';
import { buildCategory, buildImage, buildProduct, buildProfile } from '#server/test/catalogue-factories.ts';
import { buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import type * as ServerEntryModule from '#client/entry-server.tsx';

type ServerEntry = typeof ServerEntryModule;

let t: TestApp;
let clientDir: string;
let productId: string;
let sellerId: string;
const root = path.join(import.meta.dirname, '..');

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'sbp-client-'));
  await writeFile(path.join(clientDir, 'index.html'), await readFile(path.join(root, 'index.html'), 'utf8'));
  // A build's manifest, in miniature: the main script, a product page and the texts it loads.
  await mkdir(path.join(clientDir, '.vite'));
  await writeFile(
    path.join(clientDir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', imports: ['_runtime-1.js'] },
      '_runtime-1.js': { file: 'assets/runtime-1.js' },
      '_post-card-1.js': { file: 'assets/post-card-1.js', imports: ['_runtime-1.js'] },
      'client/app/routes/supplier.tsx': { file: 'assets/supplier-1.js', imports: ['_runtime-1.js', 'index.html', '_post-card-1.js'] },
      'common/i18n/texts/ar-core.js': { file: 'assets/ar-core-1.js' },
      'common/i18n/texts/en-core.js': { file: 'assets/en-core-1.js' },
      'common/i18n/texts/en-postForm.js': { file: 'assets/en-postForm-1.js' },
    }),
  );
  await writeFile(path.join(clientDir, '.vite/texts.json'), JSON.stringify({ pages: { supplier: ['postForm'] } }));
  // The entry's sources stand in for its build (the same module, without the bundler).
  t = await createTestApp({ CLIENT_DIR: clientDir, SERVER_ENTRY: path.join(root, 'client/entry-server.tsx') });
  const { db, pool } = t.ctx.database;
  await buildCategory(db, { id: 'food-agricultural', nameEn: 'Food & Agriculture', nameAr: 'الغذاء والزراعة' });
  await buildCategory(db, { id: 'textiles', nameEn: 'Textiles & Clothing', nameAr: 'النسيج والملابس' });
  const seller = await buildProfile(db, { fullName: 'Sami', businessName: 'Sami Olive Co', isVerified: true });
  sellerId = seller.id;
  productId = (await buildProduct(db, { userId: seller.id, category: 'food-agricultural', title: 'Cold-pressed olive oil <5 L>', priceMin: 10, priceMax: 25 })).id;
  await pool.query(
    `INSERT INTO banners (image_url, title_en, title_ar, sort_order) VALUES ('/storage/v1/object/public/images/b1.webp', 'Olive harvest', 'موسم الزيتون', 1)`,
  );
});
afterAll(async () => {
  await t?.close();
  await rm(clientDir, { recursive: true, force: true });
});

/** The data the page carries for hydration. */
function stateOf(html: string): { language: string; path: string; isSavingData: boolean; queries: { queries: Array<{ queryKey: unknown[] }> } } {
  const json = /<script type="application\/json" id="sbp-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!) as ReturnType<typeof stateOf>;
}

describe('server-rendered public pages', () => {
  it.each(['/old-home', '/categories', '/category/food-agricultural', '/category/food-agricultural?governorate=damascus', '/category/suppliers/food-agricultural', '/vendors?q=olive', '/search?q=olive&tab=products', '/business-guide', '/privacy-policy', '/no-such-page'])(
    'loads every query %s shows before its one render (its route loaders)',
    async (page) => {
      const { renderPage } = (await import('#client/entry-server.tsx')) as ServerEntry;
      const rendered = await renderPage({ url: `http://localhost${page}`, language: 'en', api: (input, init) => Promise.resolve(t.app.request(String(input), init)) });
      expect(rendered?.unloaded).toEqual([]);
    },
  );

  it('loads a product’s and a seller’s pages before their one render', async () => {
    const { renderPage } = (await import('#client/entry-server.tsx')) as ServerEntry;
    const api: typeof fetch = (input, init) => Promise.resolve(t.app.request(String(input), init));
    const product = await renderPage({ url: `http://localhost/supplier/${productId}`, language: 'ar', api });
    expect(product?.unloaded).toEqual([]);
    expect(product?.html).toContain('Cold-pressed olive oil &lt;5 L&gt;');
    const seller = await renderPage({ url: `http://localhost/seller/${sellerId}`, language: 'ar', api });
    expect(seller?.unloaded).toEqual([]);
    expect(seller?.html).toContain('Cold-pressed olive oil &lt;5 L&gt;');
  });

  it('sends a product page with its title and price in the HTML, in English with ?lang=en', async () => {
    const response = await t.app.request(`/supplier/${productId}?lang=en`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('Cold-pressed olive oil &lt;5 L&gt;');
    expect(html).toContain('Sami Olive Co');
    expect(html).toMatch(/\$10(<[^>]*>)*\s*-\s*(<[^>]*>)*\$25/);
    // The data script cannot be closed by what a seller writes.
    expect(html).not.toContain('oil <5 L>');
    const state = stateOf(html);
    expect(state.language).toBe('en');
    expect(state.path).toBe(`/supplier/${productId}?lang=en`);
    // Share tags stay as they were.
    expect(html).toContain('<meta property="og:locale" content="en_US" />');
  });

  it('names the page’s own scripts and texts for boot.js to preload, beyond what the main script loads', async () => {
    const html = await (await t.app.request(`/supplier/${productId}?lang=en`)).text();
    const preloads = [...html.matchAll(/<meta name="portal-module" content="([^"]+)">/g)].map((match) => match[1]);
    expect(preloads).toEqual(['/assets/supplier-1.js', '/assets/post-card-1.js', '/assets/en-core-1.js', '/assets/en-postForm-1.js']);
    expect(html.indexOf('portal-module')).toBeLessThan(html.indexOf('</head>'));
  });

  it('sends the product page in Arabic by default and in the language cookie’s language', async () => {
    const arabic = await (await t.app.request(`/supplier/${productId}`)).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('Cold-pressed olive oil &lt;5 L&gt;');
    expect(stateOf(arabic).language).toBe('ar');
    const english = await (await t.app.request(`/supplier/${productId}`, { headers: { cookie: 'sbp-lang=en' } })).text();
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(stateOf(english).language).toBe('en');
  });

  it.each([
    ['en', 'Olive harvest', 'Food & Agriculture'],
    ['ar', 'موسم الزيتون', 'الغذاء والزراعة'],
  ])('sends the home page (%s) with its banners and categories, and preloads the first banner', async (lang, banner, category) => {
    const html = await (await t.app.request(`/old-home?lang=${lang}`)).text();
    expect(html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
    expect(html).toContain(`alt="${banner}"`);
    // Nothing a reader without JavaScript needs waits for a script, and the CSP allows no inline one.
    expect(html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g)).toBeNull();
    expect(html).not.toContain('<template');
    expect(html).toContain(category.replace('&', '&amp;'));
    expect(html).toContain('<link rel="preload" as="image" href="/storage/v1/object/public/images/b1.webp" fetchpriority="high">');
    // A banner of an earlier release has no copies: its one file, without a srcset.
    expect(/<img [^>]*alt="(Olive harvest|موسم الزيتون)"[^>]*>/.exec(html)?.[0]).not.toMatch(/srcset|sizes/i);
    expect(stateOf(html).queries.queries.map((query) => query.queryKey[0])).toEqual(expect.arrayContaining(['banners', 'categories']));
  });

  it('gives the first banner phone-sized copies: the preload names the srcset the picture shows, the smallest for Save-Data', async () => {
    const { pool } = t.ctx.database;
    const base = '/storage/v1/object/public/images/seed/banners/wide';
    await pool.query(
      `INSERT INTO banners (image_url, title_en, title_ar, sort_order, image_variants) VALUES ($1, 'Wide banner', 'لافتة عريضة', 0, '{640,960,1280}')`,
      [`${base}-1280.webp`],
    );
    try {
      const srcset = `${base}-640.webp 640w, ${base}-960.webp 960w, ${base}-1280.webp 1280w`;
      const html = await (await t.app.request('/old-home?lang=en')).text();
      const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
      expect(preload).toBe(
        `<link rel="preload" as="image" href="${base}-1280.webp" imagesrcset="${srcset}" imagesizes="${BANNER_SIZES}" fetchpriority="high">`,
      );
      const picture = /<img [^>]*alt="Wide banner"[^>]*>/.exec(html)?.[0];
      expect(picture).toContain(`srcSet="${srcset}"`);
      expect(picture).toContain(`sizes="${BANNER_SIZES}"`);
      expect(picture).toContain(`src="${base}-1280.webp"`);
      expect(picture).toContain('loading="eager"');
      expect(picture).toContain('fetchPriority="high"');

      const saving = await (await t.app.request('/old-home?lang=en', { headers: { 'save-data': 'on' } })).text();
      expect(/<link rel="preload" as="image"[^>]*>/.exec(saving)?.[0]).toBe(
        `<link rel="preload" as="image" href="${base}-640.webp" imagesrcset="${base}-640.webp 640w" imagesizes="${BANNER_SIZES}" fetchpriority="high">`,
      );
      const small = /<img [^>]*alt="Wide banner"[^>]*>/.exec(saving)?.[0];
      expect(small).toContain(`srcSet="${base}-640.webp 640w"`);
      expect(small).toContain(`src="${base}-640.webp"`);
      // Only the page's data (not an address the browser loads) names the larger copies.
      expect(saving.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '')).not.toMatch(/wide-(960|1280)\.webp/);
    } finally {
      await pool.query(`DELETE FROM banners WHERE title_en = 'Wide banner'`);
    }
  });

  it('gives a category tile the copy the screen needs on the home page and /categories, the smallest for Save-Data', async () => {
    const { db } = t.ctx.database;
    const base = '/storage/v1/object/public/images/seed/categories/food-agricultural';
    const before = await db.selectFrom('categories').select(['image_url', 'image_variants']).where('id', '=', 'food-agricultural').executeTakeFirstOrThrow();
    await db.updateTable('categories').set({ image_url: `${base}-640.webp`, image_variants: [80, 160, 240, 640] }).where('id', '=', 'food-agricultural').execute();
    const tileOf = (html: string, id: string) => new RegExp(`<img [^>]*/categories/${id}[-.][^>]*>`).exec(html)?.[0];
    try {
      for (const page of ['/old-home?lang=en', '/categories?lang=ar']) {
        const html = await (await t.app.request(page)).text();
        const tile = tileOf(html, 'food-agricultural');
        expect(tile, page).toContain(`srcSet="${base}-80.webp 80w, ${base}-160.webp 160w, ${base}-240.webp 240w, ${base}-640.webp 640w"`);
        expect(tile, page).toContain(`sizes="${CATEGORY_TILE_SIZES}"`);
        expect(tile, page).toContain(`src="${base}-640.webp"`);
        expect(tile, page).toMatch(/ width="\d+" height="\d+"/);
        // A category without copies keeps its one file.
        expect(tileOf(html, 'textiles'), page).toMatch(/^<img (?![^>]*(srcset|sizes))[^>]*src="\/images\/categories\/textiles\.webp"/i);

        const saving = await (await t.app.request(page, { headers: { 'save-data': 'on' } })).text();
        const small = tileOf(saving, 'food-agricultural');
        expect(small, page).toContain(`srcSet="${base}-80.webp 80w"`);
        expect(small, page).toContain(`src="${base}-80.webp"`);
        expect(saving.replace(/<script type="application\/json"[\s\S]*?<\/script>/, ''), page).not.toMatch(/food-agricultural-(160|240|640)\.webp/);
      }
    } finally {
      await db.updateTable('categories').set(before).where('id', '=', 'food-agricultural').execute();
    }
  });

  it('offers only the smallest image to a reader whose request says Save-Data, and varies by it', async () => {
    const seller = await buildProfile(t.ctx.database.db, { fullName: 'Rana', businessName: 'Rana Looms' });
    const image = buildImage();
    const { id } = await buildProduct(t.ctx.database.db, { userId: seller.id, category: 'textiles', title: 'Wool rug', images: [image] });
    const full = await t.app.request(`/supplier/${id}?lang=en`);
    expect(full.headers.get('vary')).toContain('Save-Data');
    const fullHtml = await full.text();
    expect(fullHtml).toContain(`${image.url}-1280.webp 1280w`);
    // The first photo is the page's largest paint: named first in the head, with the copies the gallery offers.
    const srcset = `${image.url}-320.webp 320w, ${image.url}-640.webp 640w, ${image.url}-1280.webp 1280w`;
    expect(/<link rel="preload" as="image"[^>]*>/.exec(fullHtml)?.[0]).toBe(
      `<link rel="preload" as="image" href="${image.url}-640.webp" imagesrcset="${srcset}" imagesizes="(min-width: 1024px) 640px, 100vw" fetchpriority="high">`,
    );
    expect(stateOf(fullHtml)).toMatchObject({ isSavingData: false });
    const saving = await (await t.app.request(`/supplier/${id}?lang=en`, { headers: { 'save-data': 'on' } })).text();
    expect(saving).toContain('Wool rug');
    expect(saving).toContain(`srcSet="${image.url}-320.webp 320w"`);
    expect(saving).toContain(`src="${image.url}-320.webp"`);
    expect(saving).toContain(`<link rel="preload" as="image" href="${image.url}-320.webp" imagesrcset="${image.url}-320.webp 320w"`);
    // Only the link preview's tag (for other sites' crawlers) names a larger picture.
    expect(saving.replace(/<meta [^>]*>/g, '')).not.toMatch(/-(640|1280)\.webp/);
    expect(stateOf(saving)).toMatchObject({ isSavingData: true });
  });

  it('answers 404 with the not-found page for an unknown address and an unknown product', async () => {
    const unknown = await t.app.request('/no-such-page?lang=en');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<h1');
    const product = await t.app.request('/supplier/00000000-0000-4000-8000-000000000000?lang=en');
    expect(product.status).toBe(404);
    const html = await product.text();
    expect(html).toContain('This post is not available');
    expect(stateOf(html).language).toBe('en');
  });

  it('leaves a paused post to its owner’s browser, where the visitor’s render says not found', async () => {
    const owner = await buildUser(t);
    const paused = await buildProduct(t.ctx.database.db, { userId: owner.user.id, category: 'food-agricultural', isActive: false });
    const visitor = await t.app.request(`/supplier/${paused.id}`);
    expect(visitor.status).toBe(404);
    const own = await t.app.request(`/supplier/${paused.id}`, { headers: { cookie: owner.cookie } });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('<div id="root"></div>');
  });

  it('leaves signed-in screens, the auth forms and / to the browser', async () => {
    for (const page of ['/', '/account', '/sign-in', '/messages']) {
      const html = await (await t.app.request(page)).text();
      expect(html, page).toContain('<div id="root"></div>');
      expect(html, page).not.toContain('id="sbp-state"');
    }
  });
});
