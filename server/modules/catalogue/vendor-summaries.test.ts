import { sql, type RawBuilder } from 'kysely';
import { describe, expect, it } from 'vitest';
import { VENDOR_PAGE_SIZE, type TVendor, type TVendorPage } from '#common/schemas/catalogue.ts';
import { createRandom } from '#server/db/seed/random.ts';
import { buildCategory, buildListing, buildProduct, buildProfile, minutesAgo } from '#server/test/catalogue-factories.ts';
import { createTestApp, useTestApp, type TestApp } from '#server/test/test-app.ts';

type Db = TestApp['ctx']['database']['db'];

interface Figures {
  count: number;
  latest: string;
}

/** vendor_summaries as the triggers left it, per business. */
async function summaryOf(db: Db): Promise<Record<string, Figures>> {
  const rows = await db.selectFrom('vendor_summaries').selectAll().orderBy('user_id').execute();
  return Object.fromEntries(rows.map((row) => [row.user_id, { count: row.listing_count, latest: row.latest_listing_at.toISOString() }]));
}

/** The same figures aggregated from every active post, as the vendor queries did before 0016. */
async function aggregateOf(db: Db): Promise<Record<string, Figures>> {
  const { rows } = await sql<{ user_id: string; count: number; latest: Date }>`
    SELECT user_id, count(*)::int AS count, max(created_at) AS latest FROM posts WHERE is_active GROUP BY user_id ORDER BY user_id
  `.execute(db);
  return Object.fromEntries(rows.map((row) => [row.user_id, { count: row.count, latest: row.latest.toISOString() }]));
}

/** The summary equals the aggregate, and returns it for the step's own expectations. */
async function checkedSummary(db: Db): Promise<Record<string, Figures>> {
  const summary = await summaryOf(db);
  expect(summary).toEqual(await aggregateOf(db));
  return summary;
}

describe('vendor_summaries follows the posts', () => {
  const t = useTestApp();

  it('on insert, pause, moderation, suspension, edits, category, owner and date changes, and delete', async () => {
    const { db } = t.ctx.database;
    await buildCategory(db, { id: 'food-agricultural' });
    await buildCategory(db, { id: 'tools-industrial' });
    const a = (await buildProfile(db, { fullName: 'Alpha Trading' })).id;
    const b = (await buildProfile(db, { fullName: 'Beta Mills' })).id;
    const food = 'food-agricultural';
    const tools = 'tools-industrial';
    const vendorIds = async (path: string) => ((await (await t.app.request(path)).json()) as TVendorPage).items.map((vendor) => vendor.id);

    // Insert: one post at a time and several in one statement.
    const newest = await buildProduct(db, { userId: a, category: food, createdAt: minutesAgo(1) });
    const middle = await buildListing(db, { userId: a, category: food, createdAt: minutesAgo(5) });
    const paused = await buildListing(db, { userId: b, category: tools, createdAt: minutesAgo(2), isActive: false });
    expect(await checkedSummary(db)).toEqual({ [a]: { count: 2, latest: minutesAgo(1).toISOString() } });
    await sql`
      INSERT INTO posts (kind, user_id, title, category_id, price_min, price_max, company_name, created_at)
      VALUES ('product', ${a}, 'Oldest', ${food}, 1, 2, 'A', ${minutesAgo(30)}),
             ('product', ${b}, 'First of B', ${tools}, 1, 2, 'B', ${minutesAgo(20)}),
             ('product', ${b}, 'Second of B', ${tools}, 1, 2, 'B', ${minutesAgo(10)})
    `.execute(db);
    expect(await checkedSummary(db)).toEqual({
      [a]: { count: 3, latest: minutesAgo(1).toISOString() },
      [b]: { count: 2, latest: minutesAgo(10).toISOString() },
    });

    // Pause and reactivate (the owner's switch): the latest date goes back to the next post.
    await db.updateTable('posts').set({ is_active: false }).where('id', '=', newest.id).execute();
    expect((await checkedSummary(db))[a]).toEqual({ count: 2, latest: minutesAgo(5).toISOString() });
    await db.updateTable('posts').set({ is_active: true }).where('id', '=', paused.id).execute();
    expect((await checkedSummary(db))[b]).toEqual({ count: 3, latest: minutesAgo(2).toISOString() });
    await db.updateTable('posts').set({ is_active: true }).where('id', '=', newest.id).execute();
    expect((await checkedSummary(db))[a]).toEqual({ count: 3, latest: minutesAgo(1).toISOString() });
    expect(await vendorIds('/api/v1/vendors')).toEqual([a, b]);

    // Status changes from the admin: a removed post, then a suspended owner and back.
    await db.updateTable('posts').set({ is_active: false, removed_at: sql`now()` }).where('id', '=', middle.id).execute();
    expect((await checkedSummary(db))[a]).toEqual({ count: 2, latest: minutesAgo(1).toISOString() });
    await db.updateTable('posts').set({ is_active: false, hidden_by_suspension: true }).where('user_id', '=', b).where('is_active', '=', true).execute();
    expect(await checkedSummary(db)).not.toHaveProperty(b);
    expect(await vendorIds('/api/v1/vendors')).toEqual([a]);
    await db.updateTable('posts').set({ is_active: true, hidden_by_suspension: false }).where('user_id', '=', b).where('hidden_by_suspension', '=', true).execute();
    expect((await checkedSummary(db))[b]).toEqual({ count: 3, latest: minutesAgo(2).toISOString() });

    // Edits that do not change the figures: a title, a category. The category filter follows.
    const before = await checkedSummary(db);
    await db.updateTable('posts').set({ title: 'Renamed' }).where('id', '=', newest.id).execute();
    await db.updateTable('posts').set({ category_id: tools }).where('user_id', '=', a).execute();
    expect(await checkedSummary(db)).toEqual(before);
    expect(await vendorIds(`/api/v1/vendors?category=${food}`)).toEqual([]);
    expect(await vendorIds(`/api/v1/vendors?category=${tools}`)).toEqual([a, b]);

    // A post's date moved back, and a post moved to another owner.
    await db.updateTable('posts').set({ created_at: minutesAgo(60) }).where('id', '=', newest.id).execute();
    expect((await checkedSummary(db))[a]).toEqual({ count: 2, latest: minutesAgo(30).toISOString() });
    await db.updateTable('posts').set({ user_id: b }).where('id', '=', newest.id).execute();
    expect(await checkedSummary(db)).toEqual({
      [a]: { count: 1, latest: minutesAgo(30).toISOString() },
      [b]: { count: 4, latest: minutesAgo(2).toISOString() },
    });

    // Delete: the latest post, then every post of a business.
    await db.deleteFrom('posts').where('id', '=', paused.id).execute();
    expect((await checkedSummary(db))[b]).toEqual({ count: 3, latest: minutesAgo(10).toISOString() });
    await db.deleteFrom('posts').where('user_id', '=', a).execute();
    expect(await checkedSummary(db)).toEqual({ [b]: { count: 3, latest: minutesAgo(10).toISOString() } });
    expect(await vendorIds('/api/v1/vendors')).toEqual([b]);
  });
});

/** The old vendor query (before 0016): every active post aggregated per account, joined to profiles. */
async function oldVendors(db: Db, filters: RawBuilder<boolean>[], limit?: number): Promise<Array<Pick<TVendor, 'id' | 'listingCount' | 'latestListingAt'>>> {
  const where = filters.length > 0 ? sql`WHERE ${sql.join(filters, sql` AND `)}` : sql``;
  const { rows } = await sql<{ id: string; listing_count: number; latest_listing_at: Date }>`
    WITH stats AS (
      SELECT user_id, count(*)::int AS listing_count, max(created_at) AS latest_listing_at
      FROM posts WHERE is_active GROUP BY user_id
    )
    SELECT p.id, stats.listing_count, stats.latest_listing_at
    FROM stats JOIN profiles p ON p.id = stats.user_id
    ${where}
    ORDER BY stats.latest_listing_at DESC, stats.listing_count DESC, p.is_verified DESC, p.id ASC
    ${limit === undefined ? sql`` : sql`LIMIT ${limit}`}
  `.execute(db);
  return rows.map((row) => ({ id: row.id, listingCount: row.listing_count, latestListingAt: row.latest_listing_at.toISOString() }));
}

const pick = (vendor: TVendor) => ({ id: vendor.id, listingCount: vendor.listingCount, latestListingAt: vendor.latestListingAt });

describe('vendor lists from the summary', () => {
  it('equal the old aggregate query on a varied market, page by page and with every filter', async () => {
    const t = await createTestApp();
    try {
      const { db } = t.ctx.database;
      const random = createRandom(16);
      const categories = ['food-agricultural', 'tools-industrial', 'automotive-parts'];
      for (const id of categories) await buildCategory(db, { id });
      const governorates = ['damascus', 'aleppo', 'homs', null];
      const accounts: string[] = [];
      for (let index = 0; index < 90; index += 1) {
        const { id } = await buildProfile(db, {
          fullName: index % 7 === 0 ? `مصنع الأمل ${index}` : `Trader ${index}`,
          isVerified: random.chance(0.3),
          governorate: random.pick(governorates),
        });
        accounts.push(id);
      }
      // Accounts with posts but no profile are never listed.
      accounts.push('no-profile-1', 'no-profile-2');
      // Few distinct dates, so that dates, counts and verification all tie somewhere.
      const posts: string[] = [];
      for (const userId of accounts) {
        const count = random.int(0, 6);
        for (let index = 0; index < count; index += 1) {
          const build = random.chance(0.5) ? buildProduct : buildListing;
          const { id } = await build(db, {
            userId,
            category: random.pick(categories),
            createdAt: minutesAgo(random.int(0, 12)),
            isActive: random.chance(0.85),
          });
          posts.push(id);
        }
      }
      // Then a round of the changes people and admins make, so the summary is the triggers' work.
      for (const id of random.sample(posts, 80)) {
        const change = random.int(0, 4);
        if (change === 0) await db.deleteFrom('posts').where('id', '=', id).execute();
        else if (change === 1) await db.updateTable('posts').set({ is_active: random.chance(0.5) }).where('id', '=', id).execute();
        else if (change === 2) await db.updateTable('posts').set({ category_id: random.pick(categories) }).where('id', '=', id).execute();
        else if (change === 3) await db.updateTable('posts').set({ user_id: random.pick(accounts) }).where('id', '=', id).execute();
        else await db.updateTable('posts').set({ created_at: minutesAgo(random.int(0, 12)) }).where('id', '=', id).execute();
      }
      expect(await summaryOf(db)).toEqual(await aggregateOf(db));

      const featured = (await (await t.app.request('/api/v1/vendors/featured')).json()) as TVendor[];
      expect(featured.map(pick)).toEqual(await oldVendors(db, [], 20));

      const walk = async (query: string) => {
        const seen: TVendor[] = [];
        let cursor: string | null = null;
        do {
          const separator = query ? '&' : '';
          const page = (await (await t.app.request(`/api/v1/vendors?${query}${cursor ? `${separator}cursor=${cursor}` : ''}`)).json()) as TVendorPage;
          seen.push(...page.items);
          cursor = page.nextCursor;
        } while (cursor);
        return seen.map(pick);
      };
      const everyone = await walk('');
      expect(everyone.length).toBeGreaterThan(VENDOR_PAGE_SIZE * 2);
      expect(everyone).toEqual(await oldVendors(db, []));
      expect(await walk('governorate=aleppo')).toEqual(await oldVendors(db, [sql<boolean>`p.governorate = 'aleppo'`]));
      expect(await walk('verified=true')).toEqual(await oldVendors(db, [sql<boolean>`p.is_verified`]));
      expect(await walk('category=tools-industrial')).toEqual(
        await oldVendors(db, [sql<boolean>`EXISTS (SELECT 1 FROM posts WHERE posts.user_id = p.id AND posts.is_active AND posts.category_id = 'tools-industrial')`]),
      );
      const arabic = await walk(`q=${encodeURIComponent('الامل')}`);
      expect(arabic.length).toBeGreaterThan(0);
      expect(arabic).toEqual(await oldVendors(db, [sql<boolean>`p.full_name LIKE 'مصنع الأمل%'`]));
    } finally {
      await t.close();
    }
  });
});
