import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCategory, buildImage, buildListing, buildProduct, buildProfile } from '#server/test/catalogue-factories.ts';
import { buildUser } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/test-app.ts';

const MIGRATION = path.join(import.meta.dirname, 'migrations', '0006b_relative_image_urls.sql');
const OLD = 'http://localhost:3000/storage/v1/object/public/images';
const CDN = 'https://cdn.example.com/images/posts/kept';

const t = useTestApp();

describe('0006b_relative_image_urls.sql', () => {
  it('turns image URLs written absolute on PUBLIC_URL into same-origin paths, and leaves S3 public URLs alone', async () => {
    const { db } = t.ctx.database;
    // Rows as the previous release wrote them.
    await buildCategory(db, { id: 'food-agricultural' });
    await db.updateTable('categories').set({ image_url: `${OLD}/categories/food-640.webp` }).where('id', '=', 'food-agricultural').execute();
    const banner = await db
      .insertInto('banners')
      .values({ image_url: `${OLD}/banners/one-1280.webp`, title_en: 'One', title_ar: 'واحد', sort_order: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const seller = await buildProfile(db);
    await db.updateTable('profiles').set({ avatar_url: `${OLD}/avatars/a.jpg` }).where('id', '=', seller.id).execute();
    const account = await buildUser(t);
    await db.updateTable('user').set({ image: `http://127.0.0.1:3000/storage/v1/object/public/images/avatars/b.jpg` }).where('id', '=', account.user.id).execute();
    const product = await buildProduct(db, { userId: seller.id, category: 'food-agricultural', images: [buildImage(`${OLD}/posts/p1`), buildImage(CDN)] });
    const listing = await buildListing(db, { userId: seller.id, category: 'food-agricultural', images: [buildImage(`${OLD}/posts/l1`)] });

    await t.ctx.database.pool.query(await readFile(MIGRATION, 'utf8'));

    const category = await db.selectFrom('categories').select('image_url').where('id', '=', 'food-agricultural').executeTakeFirstOrThrow();
    expect(category.image_url).toBe('/storage/v1/object/public/images/categories/food-640.webp');
    const bannerRow = await db.selectFrom('banners').select('image_url').where('id', '=', banner.id).executeTakeFirstOrThrow();
    expect(bannerRow.image_url).toBe('/storage/v1/object/public/images/banners/one-1280.webp');
    const profile = await db.selectFrom('profiles').select('avatar_url').where('id', '=', seller.id).executeTakeFirstOrThrow();
    expect(profile.avatar_url).toBe('/storage/v1/object/public/images/avatars/a.jpg');
    const user = await db.selectFrom('user').select('image').where('id', '=', account.user.id).executeTakeFirstOrThrow();
    expect(user.image).toBe('/storage/v1/object/public/images/avatars/b.jpg');
    const productRow = await db.selectFrom('posts').select('images').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(productRow.images.map((image) => image.url)).toEqual(['/storage/v1/object/public/images/posts/p1', CDN]);
    const listingRow = await db.selectFrom('posts').select('images').where('id', '=', listing.id).executeTakeFirstOrThrow();
    expect(listingRow.images.map((image) => image.url)).toEqual(['/storage/v1/object/public/images/posts/l1']);
  });

  it('has nothing left to change when it runs again', async () => {
    await expect(t.ctx.database.pool.query(await readFile(MIGRATION, 'utf8'))).resolves.toBeDefined();
  });
});
