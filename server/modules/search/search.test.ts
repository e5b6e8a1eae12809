import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LIMIT, SUGGEST_LIMIT } from '#common/limits.ts';
import type { TPostListItem } from '#common/schemas/catalogue.ts';
import { ZSearchQuery, type TSearchResult, type TSuggestions } from '#common/schemas/search.ts';
import { buildCategory, buildProfile } from '#server/test/catalogue-factories.ts';
import { fromAddress } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/test-app.ts';
import { CORRECTION_LOOKUPS_MAX, findCorrection } from './find-correction.ts';
import { search as runSearch } from './search.ts';
import { RANK_ALL_UP_TO } from './search-posts.ts';

// Every matching rule of the search has its own test here; the file runs on the embedded database
// and, with TEST_DATABASE_URL, on PostgreSQL (npm run test:unit runs both).

const t = useTestApp();
let readers = 0;
/** Each search from a reader of its own: the per-client search limit has its own tests. */
const reader = () => fromAddress(`198.51.130.${(readers += 1) % 250}`);
let seller: string;
let verifiedSeller: string;
const FOOD = 'food-agricultural';
const TOOLS = 'tools-industrial';

interface PostOptions {
  kind?: 'product' | 'listing';
  title: string;
  description?: string;
  userId?: string;
  category?: string;
  governorate?: string;
  price?: number;
  currency?: 'USD' | 'EUR' | 'SYP';
  isActive?: boolean;
  createdAt?: Date;
  /** The seller's company name on a product ('Test Company' when absent). */
  companyName?: string;
}

async function insertPost(options: PostOptions): Promise<string> {
  const kind = options.kind ?? 'product';
  const row = await t.ctx.database.db
    .insertInto('posts')
    .values({
      kind,
      user_id: options.userId ?? seller,
      title: options.title,
      description: options.description ?? '',
      category_id: options.category ?? TOOLS,
      governorate: options.governorate ?? 'damascus',
      price_min: options.price ?? null,
      price_max: options.price ?? null,
      currency: options.currency ?? 'USD',
      is_active: options.isActive ?? true,
      created_at: options.createdAt ?? new Date(),
      updated_at: new Date(),
      company_name: kind === 'product' ? (options.companyName ?? 'Test Company') : null,
      intent: kind === 'listing' ? 'offer' : null,
      is_negotiable: kind === 'listing' ? false : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function search(query: string): Promise<TSearchResult> {
  const response = await t.app.request(`/api/v1/search?${query}`, undefined, reader());
  expect(response.status).toBe(200);
  return (await response.json()) as TSearchResult;
}

/** The search itself, with fewer matches ranked at once than the server's RANK_ALL_UP_TO. */
async function searchDirectly(query: Record<string, string | number>, rankAllUpTo: number): Promise<TSearchResult> {
  return runSearch(t.ctx, ZSearchQuery.parse(query), { rankAllUpTo });
}

/** Ids of the posts that a search text finds (first page, all kinds). */
async function found(text: string, extra = ''): Promise<string[]> {
  const result = await search(`q=${encodeURIComponent(text)}&limit=48${extra}`);
  return result.posts.map((post) => post.id);
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  const { db } = t.ctx.database;
  await buildCategory(db, { id: FOOD, nameEn: 'Food & Agricultural Products', nameAr: 'المنتجات الغذائية والزراعية' });
  await buildCategory(db, { id: TOOLS, nameEn: 'Tools & Industrial Equipment', nameAr: 'الأدوات والمعدات الصناعية' });
  seller = (await buildProfile(db, { fullName: 'Sami Haddad', businessName: 'مصنع النسيج الحديث', governorate: 'aleppo' })).id;
  verifiedSeller = (await buildProfile(db, { fullName: 'Rami Khoury', businessName: 'Khoury Plastics', isVerified: true, governorate: 'homs' })).id;
  ids.factory = await insertPost({ title: 'مصنع ألبسة جاهزة', description: 'خياطة وتفصيل' });
  ids.factories = await insertPost({ title: 'مصانع الشرق للبلاستيك', kind: 'listing' });
  ids.fabric = await insertPost({ title: 'أقمشة قطنية للبيع', category: FOOD });
  ids.machine = await insertPost({ title: 'آلة تطريز' });
  ids.fridge = await insertPost({ title: 'ثلاجة كهربائية بحالة ممتازة', kind: 'listing', price: 300 });
  ids.hospital = await insertPost({ title: 'معدات مستشفى' });
  ids.official = await insertPost({ title: 'مسؤول مبيعات' });
  ids.environment = await insertPost({ title: 'بيئة عمل آمنة' });
  ids.generator = await insertPost({ title: 'مولدة 5000 واط', price: 1200 });
  ids.cars = await insertPost({ title: 'سيارات للإيجار', kind: 'listing' });
  ids.engineers = await insertPost({ title: 'مهندسون زراعيون' });
  ids.english = await insertPost({ title: 'Cotton Fabrics for garment pressing', description: 'Ironing and pressing services' });
  ids.samsung = await insertPost({ title: 'شاشة سامسونج 55 بوصة', kind: 'listing' });
  ids.mobile = await insertPost({ title: 'خلوي مستعمل نظيف', kind: 'listing' });
  ids.jawwal = await insertPost({ title: 'جوال جديد بالكرتونة' });
  ids.conditioners = await insertPost({ title: 'مكيفات سبليت' });
  ids.electrics = await insertPost({ title: 'كهربائيات منزلية' });
  ids.generatorEn = await insertPost({ title: 'Diesel generator 20 kVA' });
  ids.velvet = await insertPost({ title: 'velvet curtains wholesale', userId: verifiedSeller, governorate: 'homs', price: 50, currency: 'USD' });
  ids.velvat = await insertPost({ title: 'velvat curtains cheap', price: 20, currency: 'EUR', createdAt: new Date(Date.now() - 60_000) });
  ids.pen = await insertPost({ title: 'قلم حبر' });
  ids.paused = await insertPost({ title: 'زعفران إيراني فاخر', isActive: false });
});

describe('Arabic matching', () => {
  it('finds a word with or without the article and the attached و ب ل ف ك', async () => {
    for (const text of ['مصنع', 'المصنع', 'والمصنع', 'بالمصنع', 'للمصنع', 'فالمصنع', 'كالمصنع', 'ومصنع', 'لمصنع']) {
      expect(await found(text), text).toContain(ids.factory);
    }
  });

  it('finds a word with a bare attached ب ف ك, without the article', async () => {
    for (const text of ['بمصنع', 'فمصنع', 'كمصنع']) expect(await found(text), text).toContain(ids.factory);
  });

  it('matches across the alef forms أ إ آ ا', async () => {
    for (const text of ['آلة', 'ألة', 'إلة', 'الة']) expect(await found(text), text).toContain(ids.machine);
  });

  it('matches taa marbuta and haa', async () => {
    expect(await found('ثلاجه')).toContain(ids.fridge);
    expect(await found('ثلاجة')).toContain(ids.fridge);
  });

  it('matches alef maqsura and yaa', async () => {
    expect(await found('مستشفي')).toContain(ids.hospital);
    expect(await found('مستشفى')).toContain(ids.hospital);
  });

  it('matches the hamza carriers ؤ and ئ, in both directions', async () => {
    expect(await found('مسئول')).toContain(ids.official); // ئ finds ؤ
    expect(await found('مسؤول')).toContain(ids.official);
    expect(await found('بيؤة')).toContain(ids.environment); // ؤ finds ئ
    expect(await found('بيئة')).toContain(ids.environment);
  });

  it('ignores diacritics and tatweel', async () => {
    expect(await found('مُصَنّـــع')).toContain(ids.factory);
    expect(await found('ثَلّاجَة')).toContain(ids.fridge);
  });

  it('reads Arabic-Indic and Persian digits as digits', async () => {
    expect(await found('مولدة ٥٠٠٠')).toEqual([ids.generator]);
    expect(await found('۵۰۰۰')).toEqual([ids.generator]);
  });

  it('finds singular and sound plural (ات ون ين) from each other', async () => {
    expect(await found('سيارة')).toContain(ids.cars);
    expect(await found('مهندس')).toContain(ids.engineers);
    expect(await found('مهندسين')).toContain(ids.engineers);
    expect(await found('مكيف')).toContain(ids.conditioners);
  });

  it('finds broken plurals of trade words and their singulars from each other', async () => {
    const factories = await found('مصنع');
    expect(factories).toEqual(expect.arrayContaining([ids.factory, ids.factories]));
    expect(await found('المصانع')).toEqual(expect.arrayContaining([ids.factory, ids.factories]));
    expect(await found('قماش')).toContain(ids.fabric);
    expect(await found('آلات')).toContain(ids.machine);
  });

  it('takes a broken plural added to its list, for the posts already saved, and lets go of one removed', async () => {
    const { db } = t.ctx.database;
    const id = await insertPost({ title: 'خزائن حديدية للمكاتب' });
    expect(await found('خزانة')).toEqual([]);
    const row = await db.insertInto('search_broken_plurals').values({ plural: 'خزائن', singular: 'خزانة' }).returning('id').executeTakeFirstOrThrow();
    expect(await found('خزانة')).toEqual([id]);
    expect(await found('الخزائن')).toEqual([id]);
    await db.deleteFrom('search_broken_plurals').where('id', '=', row.id).execute();
    expect(await found('خزانة')).toEqual([]);
    expect(await found('خزائن')).toEqual([id]);
  });

  it('keeps unrelated short words apart', async () => {
    expect(await found('قلب')).toEqual([]);
    expect(await found('قلم')).toEqual([ids.pen]);
  });
});

describe('English matching', () => {
  it('finds stems: fabric finds fabrics, press finds pressing', async () => {
    expect(await found('fabric')).toContain(ids.english);
    expect(await found('press')).toContain(ids.english);
    expect(await found('ironed')).toContain(ids.english);
  });

  it('ignores case', async () => {
    const upper = await found('COTTON FABRIC');
    expect(upper[0]).toBe(ids.english);
    expect(upper).toEqual(await found('cotton fabric'));
  });

  it('finds a brand written in Latin letters or in Arabic', async () => {
    expect(await found('samsung')).toContain(ids.samsung);
    expect(await found('Samsung 55')).toEqual([ids.samsung]);
    expect(await found('سامسونغ')).toContain(ids.samsung);
  });
});

describe('typos', () => {
  it('forgives one wrong, missing or extra letter from five letters, in Arabic', async () => {
    expect(await found('مكيفاث')).toContain(ids.conditioners); // wrong
    expect(await found('مكفات')).toContain(ids.conditioners); // missing
    expect(await found('مكييفات')).toContain(ids.conditioners); // extra
  });

  it('forgives one wrong, missing or extra letter from five letters in English, and none below five', async () => {
    expect(await found('cottom')).toContain(ids.english); // wrong
    expect(await found('cottn')).toContain(ids.english); // missing
    expect(await found('cottoon')).toContain(ids.english); // extra
    expect(await found('curtainss')).toEqual(expect.arrayContaining([ids.velvet, ids.velvat])); // extra, at the end
    expect(await found('bugs')).toEqual([]);
  });

  it('forgives two letters from nine letters, in both scripts', async () => {
    expect(await found('jenerater')).toContain(ids.generatorEn);
    expect(await found('كهربايياط')).toContain(ids.electrics);
  });

  it('does not forgive two letters below nine', async () => {
    expect(await found('cuttn')).not.toContain(ids.english);
  });

  it('ranks exact matches above fuzzy ones', async () => {
    expect(await found('velvet')).toEqual([ids.velvet, ids.velvat]);
    expect(await found('velvat')).toEqual([ids.velvat, ids.velvet]);
  });
});

describe('ranking (issue 32)', () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it('puts every word in the title before the description, before the seller\'s name only, then newest', async () => {
    const title = await insertPost({ title: 'كمنجة خشب جوز', createdAt: minutesAgo(40) });
    const olderTitle = await insertPost({ title: 'كمنجات مستعملة', createdAt: minutesAgo(50) });
    const description = await insertPost({ title: 'آلات موسيقية شرقية', description: 'عود وقانون وكمنجة', createdAt: minutesAgo(20) });
    const split = await insertPost({ title: 'كمنجة للمبتدئين', description: 'مع قوس خشب', createdAt: minutesAgo(10) });
    const seller = await insertPost({ title: 'أوتار وإكسسوارات', companyName: 'بيت الكمنجة', createdAt: minutesAgo(1) });
    expect(await found('كمنجة')).toEqual([split, title, olderTitle, description, seller]);
    // Two words: both in the title first; one in the title and one in the description next.
    expect(await found('كمنجة خشب')).toEqual([title, split]);
  });

  it('puts the words next to each other and in the query\'s order first', async () => {
    const reversed = await insertPost({ title: 'عنب وورق تغليف', createdAt: minutesAgo(1) });
    const phrase = await insertPost({ title: 'ورق عنب محشي', createdAt: minutesAgo(30) });
    const apart = await insertPost({ title: 'ورق الشجر وعنب', createdAt: minutesAgo(2) });
    expect(await found('ورق عنب')).toEqual([phrase, reversed, apart]);
    expect(await found('عنب ورق')).toEqual([reversed, apart, phrase]);
  });

  it('puts the words as written before their synonyms, and typos after every exact match', async () => {
    const synonym = await insertPost({ title: 'بندورة بلدية', createdAt: minutesAgo(1) });
    const written = await insertPost({ title: 'طماطم حمراء', createdAt: minutesAgo(30) });
    expect(await found('طماطم')).toEqual([written, synonym]);
    const typo = await insertPost({ title: 'مترقة هيدروليك', createdAt: minutesAgo(1) });
    const exact = await insertPost({ title: 'مطرقة حداد', description: 'صغيرة', createdAt: minutesAgo(60) });
    const inDescription = await insertPost({ title: 'عدة يدوية', description: 'مطرقة ومفك', createdAt: minutesAgo(2) });
    const typed = await insertPost({ title: 'مطرقات ثقيلة', createdAt: minutesAgo(3) });
    expect(await found('مطرقة')).toEqual([typed, exact, inDescription, typo]);
  });

  it('keeps the same order on every page and in the header\'s suggestions', async () => {
    const made = [
      await insertPost({ title: 'حصيرة صلاة', description: 'قش', createdAt: minutesAgo(5) }),
      await insertPost({ title: 'بسط يدوية', description: 'حصيرة قش', createdAt: minutesAgo(1) }),
      await insertPost({ title: 'حصيرة قش عجمي', createdAt: minutesAgo(9) }),
      await insertPost({ title: 'موكيت', companyName: 'قش وحصيرة الشام', createdAt: minutesAgo(2) }),
    ];
    const all = await found('حصيرة قش');
    expect(new Set(all)).toEqual(new Set(made));
    const paged: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const result = await search(`q=${encodeURIComponent('حصيرة قش')}&limit=1&page=${page}`);
      paged.push(...result.posts.map((post) => post.id));
    }
    expect(paged).toEqual(all);
    const response = await t.app.request(`/api/v1/search/suggest?q=${encodeURIComponent('حصيرة قش')}`, undefined, reader());
    const suggestions = (await response.json()) as TSuggestions;
    expect(suggestions.products.map((post) => post.id)).toEqual(all);
  });
});

describe('synonyms', () => {
  it('finds the words Syrians use for the same goods', async () => {
    for (const text of ['موبايل', 'خلوي', 'جوال', 'mobile']) {
      expect(await found(text), text).toEqual(expect.arrayContaining([ids.mobile, ids.jawwal]));
    }
    expect(await found('براد')).toContain(ids.fridge);
  });

  it('seeds at least 150 groups, each of whose words finds a post holding any other of them', async () => {
    const { db } = t.ctx.database;
    const { rows } = await sql<{ groups: number; unfound: string[] }>`
      WITH asked AS MATERIALIZED (
        SELECT s.id, a.word, search_query(a.word, false) AS query FROM search_synonyms s, unnest(s.words) AS a(word)
      )
      SELECT (SELECT count(*)::int FROM search_synonyms) AS groups,
             coalesce(array_agg(asked.word || ' → ' || b.word), '{}') AS unfound
      FROM asked JOIN search_synonyms s ON s.id = asked.id, unnest(s.words) AS b(word)
      WHERE b.word <> asked.word AND (asked.query IS NULL OR NOT (search_document(b.word, '', '') @@ asked.query))
    `.execute(db);
    expect(rows[0]?.groups).toBeGreaterThanOrEqual(150);
    expect(rows[0]?.unfound).toEqual([]);
  });

  it('finds a clothing factory\'s ألبسة from ملابس جاهزة, a phrase of its group, but not from جاهزة alone', async () => {
    const clothes = await insertPost({ title: 'معمل ألبسة رجالية', description: 'قمصان وبناطيل' });
    expect(await found('ملابس جاهزة')).toContain(clothes);
    expect(await found('الملابس الجاهزة')).toContain(clothes);
    expect(await found('ready garments')).toEqual([]);
    expect(await found('garments')).toContain(clothes);
    expect(await found('جاهزة')).not.toContain(clothes);
  });

  it('seeds at least forty groups, and an edited list takes effect on the next search', async () => {
    const { db } = t.ctx.database;
    const { count } = await db.selectFrom('search_synonyms').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThanOrEqual(40);
    expect(await found('طبلية')).toEqual([]);
    const group = await db.insertInto('search_synonyms').values({ words: ['طبلية', 'قلم'] }).returning('id').executeTakeFirstOrThrow();
    expect(await found('طبلية')).toEqual([ids.pen]);
    await db.deleteFrom('search_synonyms').where('id', '=', group.id).execute();
    expect(await found('طبلية')).toEqual([]);
  });
});

describe('the index follows the posts', () => {
  it('finds a post the moment it is saved, follows edits, and drops it when paused or deleted', async () => {
    const { db } = t.ctx.database;
    const id = await insertPost({ title: 'عسل جبلي طبيعي' });
    expect(await found('عسل')).toEqual([id]);
    await db.updateTable('posts').set({ title: 'دبس رمان' }).where('id', '=', id).execute();
    expect(await found('عسل')).toEqual([]);
    expect(await found('رمان')).toEqual([id]);
    await db.updateTable('posts').set({ is_active: false }).where('id', '=', id).execute();
    expect(await found('رمان')).toEqual([]);
    await db.updateTable('posts').set({ is_active: true }).where('id', '=', id).execute();
    expect(await found('رمان')).toEqual([id]);
    await db.deleteFrom('posts').where('id', '=', id).execute();
    expect(await found('رمان')).toEqual([]);
  });

  it('learns the words of new and edited posts, business names, categories and subcategories', async () => {
    const { db } = t.ctx.database;
    const known = async (word: string) => (await db.selectFrom('search_vocabulary').select('word').where('word', '=', word).executeTakeFirst()) !== undefined;
    const id = await insertPost({ title: 'زنجبيل مجفف' });
    await db.updateTable('posts').set({ title: 'قرفة سيلانية' }).where('id', '=', id).execute();
    const profile = await buildProfile(db, { businessName: 'مطحنة البهارات' });
    await db.updateTable('profiles').set({ business_name: 'محمصة القهوة' }).where('id', '=', profile.id).execute();
    const category = await buildCategory(db, { nameAr: 'توابل وأعشاب', nameEn: 'Spices', subcategories: 0 });
    await db.updateTable('categories').set({ name_en: 'Spices and herbs' }).where('id', '=', category.id).execute();
    await db.insertInto('subcategories').values({ id: `${category.id}-cardamom`, category_id: category.id, name_en: 'Cardamom', name_ar: 'هيل' }).execute();
    for (const word of ['زنجبيل', 'قرفه', 'سيلانيه', 'مطحنه', 'بهارات', 'محمصه', 'قهوه', 'توابل', 'spices', 'herbs', 'cardamom']) {
      expect(await known(word), word).toBe(true);
    }
  });

  it('never shows a paused post', async () => {
    expect(await found('زعفران')).toEqual([]);
  });
});

describe('the brand word', () => {
  it('gives the same results with and without it, in both languages', async () => {
    const plain = await search('q=مصنع');
    const arabic = await search(`q=${encodeURIComponent('مصنع بوابة الأعمال السورية')}`);
    const english = await search(`q=${encodeURIComponent('مصنع Syria Business Portal')}`);
    expect(arabic.posts).toEqual(plain.posts);
    expect(english.posts).toEqual(plain.posts);
    expect(arabic.counts).toEqual(plain.counts);
    expect(arabic.query).toBe('مصنع');
  });
});

describe('tabs, filters and order', () => {
  it('counts each tab and pages the tab asked for', async () => {
    const all = await search(`q=${encodeURIComponent('مصنع')}`);
    expect(all.counts).toEqual({ products: 1, listings: 1, businesses: 1 });
    expect(all.businesses.map((business) => business.id)).toEqual([seller]);
    const listings = await search(`q=${encodeURIComponent('مصنع')}&tab=listings`);
    expect(listings.posts.map((post) => [post.kind, post.id])).toEqual([['listing', ids.factories]]);
    const businesses = await search(`q=${encodeURIComponent('مصنع')}&tab=businesses`);
    expect(businesses.posts).toEqual([]);
    expect(businesses.businesses[0]).toMatchObject({ id: seller, businessName: 'مصنع النسيج الحديث', listingCount: expect.any(Number) });
    const second = await search('q=velvet&limit=1&page=2');
    expect(second.pageCount).toBe(2);
    expect(second.posts.map((post) => post.id)).toEqual([ids.velvat]);
  });

  it('pages through a search that matches more posts than it ranks at once', async () => {
    await sql`
      INSERT INTO posts (kind, user_id, title, category_id, governorate, company_name, created_at)
      SELECT 'product', ${seller}, 'بطانية صوف ' || g, ${FOOD}, 'homs', 'Test Company', now() - (g || ' minutes')::interval
      FROM generate_series(1, ${RANK_ALL_UP_TO + 5}) AS g
    `.execute(t.ctx.database.db);
    const first = await search(`q=${encodeURIComponent('بطانيات')}&tab=products&limit=48`);
    expect(first.counts.products).toBe(RANK_ALL_UP_TO + 5);
    expect(first.posts).toHaveLength(48);
    const last = await search(`q=${encodeURIComponent('بطانيات')}&tab=products&limit=48&page=${first.pageCount}`);
    expect(last.posts).toHaveLength((RANK_ALL_UP_TO + 5) % 48);
    expect(last.posts.at(-1)?.title).toBe(`بطانية صوف ${RANK_ALL_UP_TO + 5}`);
    await sql`DELETE FROM posts WHERE title LIKE 'بطانية صوف %'`.execute(t.ctx.database.db);
  });

  it('ranks the same posts on every page past the cut-off, exact matches first, with no post repeated or skipped', async () => {
    // 30 matches, g minutes old, ranked 12 at a time. Every fourth says "carpet" (exact), the others
    // "carpat" (one typo away), so the newest 12 matches hold only some of the exact ones.
    const rankAllUpTo = 12;
    const count = 30;
    await sql`
      INSERT INTO posts (kind, user_id, title, category_id, governorate, company_name, price_min, price_max, created_at)
      SELECT 'product', ${seller}, CASE WHEN g % 4 = 0 THEN 'wool carpet ' ELSE 'wool carpat ' END || g,
             ${FOOD}, 'homs', 'Test Company', (g * 7) % 5, (g * 7) % 5, now() - (g || ' minutes')::interval
      FROM generate_series(1, ${count}) AS g
    `.execute(t.ctx.database.db);
    const ageOf = (post: TPostListItem) => Number(post.title.split(' ').at(-1));
    const isExact = (age: number) => age % 4 === 0;
    const ages = Array.from({ length: count }, (_, index) => index + 1);
    // Equal ranks within each group: exact matches first, then newest first.
    const expected = { relevance: [...ages.filter(isExact), ...ages.filter((age) => !isExact(age))], newest: ages };
    for (const sort of ['relevance', 'newest', 'price_asc', 'price_desc'] as const) {
      const seen: TPostListItem[] = [];
      const first = await searchDirectly({ q: 'carpet', tab: 'products', limit: 5, page: 1, sort }, rankAllUpTo);
      expect(first.counts.products, sort).toBe(count);
      expect(first.pageCount, sort).toBe(6);
      for (let page = 1; page <= first.pageCount; page += 1) {
        const result = page === 1 ? first : await searchDirectly({ q: 'carpet', tab: 'products', limit: 5, page, sort }, rankAllUpTo);
        expect(result.posts, `${sort} page ${page}`).toHaveLength(5);
        seen.push(...result.posts);
      }
      expect(new Set(seen.map((post) => post.id)).size, `${sort}: no post twice, none skipped`).toBe(count);
      const order = seen.map(ageOf);
      if (sort === 'relevance' || sort === 'newest') expect(order, sort).toEqual(expected[sort]);
      const prices = seen.map((post) => post.priceMin ?? 0);
      if (sort === 'price_asc') expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (sort === 'price_desc') expect(prices).toEqual([...prices].sort((a, b) => b - a));
    }
    await sql`DELETE FROM posts WHERE title LIKE 'wool carpet %' OR title LIKE 'wool carpat %'`.execute(t.ctx.database.db);
  });

  it('filters by category, governorate, price, currency and verified sellers', async () => {
    expect(await found('velvet', '&verified=true')).toEqual([ids.velvet]);
    expect(await found('velvet', '&governorate=homs')).toEqual([ids.velvet]);
    expect(await found('velvet', '&currency=EUR')).toEqual([ids.velvat]);
    expect(await found('velvet', '&minPrice=30&maxPrice=100')).toEqual([ids.velvet]);
    expect(await found('قماش', `&category=${FOOD}`)).toEqual([ids.fabric]);
    expect(await found('قماش', `&category=${TOOLS}`)).toEqual([ids.english]);
  });

  it('sorts by price and by date', async () => {
    expect(await found('velvet', '&sort=price_asc')).toEqual([ids.velvat, ids.velvet]);
    expect(await found('velvet', '&sort=price_desc')).toEqual([ids.velvet, ids.velvat]);
    expect(await found('velvat', '&sort=newest')).toEqual([ids.velvet, ids.velvat]);
  });
});

describe('no results', () => {
  it('finds nothing for words no post has', async () => {
    const result = await search('q=xylophone');
    expect(result.counts).toEqual({ products: 0, listings: 0, businesses: 0 });
    expect(result.didYouMean).toBeNull();
    expect(result.relatedCategories.length).toBeGreaterThan(0);
  });

  it('offers a close spelling that has results, and related categories', async () => {
    const result = await search(`q=${encodeURIComponent('ثلاحتة')}`);
    expect(result.posts).toEqual([]);
    expect(result.didYouMean).toBe('ثلاجة');
    const categories = await search(`q=${encodeURIComponent('معدات صناعية زرقاء')}`);
    expect(categories.relatedCategories.map((category) => category.id)).toContain(TOOLS);
  });
});

describe('the cost of one search', () => {
  it('looks up a spelling for at most two words, of three letters or more', async () => {
    await insertPost({ title: 'Mechanical weaving loom' });
    // Each of the three misspelt words has a close known word; only the first two are looked up.
    expect(await findCorrection(t.ctx, 'mechnicl wevng lom')).toBe('mechanical weaving lom');
    expect(CORRECTION_LOOKUPS_MAX).toBe(2);
    // Two letters are two edits away from almost every short word: never looked up.
    expect(await findCorrection(t.ctx, 'lo')).toBeNull();
  });

  it('limits searches and suggestions per client', async () => {
    const one = fromAddress('198.51.131.1');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SEARCH_LIMIT.perClient; attempt += 1) {
      statuses.push((await t.app.request(`/api/v1/search?q=olive${attempt}`, undefined, one)).status);
    }
    expect(statuses.slice(0, SEARCH_LIMIT.perClient).every((status) => status === 200)).toBe(true);
    const refused = await t.app.request('/api/v1/search?q=olive', undefined, one);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(SEARCH_LIMIT.windowSeconds);
    // Another client is counted on its own.
    expect((await t.app.request('/api/v1/search?q=olive', undefined, fromAddress('198.51.131.2'))).status).toBe(200);

    let last = 0;
    for (let attempt = 0; attempt <= SUGGEST_LIMIT.perClient; attempt += 1) {
      last = (await t.app.request(`/api/v1/search/suggest?q=ol${attempt}`, undefined, one)).status;
    }
    expect(last).toBe(429);
  }, 120_000);
});

describe('bad input', () => {
  it('refuses a query over 200 characters with a message key', async () => {
    const response = await t.app.request(`/api/v1/search?q=${'م'.repeat(201)}`, undefined, reader());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'validation_failed', fields: { q: 'search.errors.tooLong' } } });
  });

  it('answers a query of only punctuation or emoji with no words and no results', async () => {
    for (const text of ['!!!', '😀🔥', '؟،؛', '   ']) {
      const result = await search(`q=${encodeURIComponent(text)}`);
      expect(result.hasWords, text).toBe(false);
      expect(result.posts).toEqual([]);
    }
  });

  it('treats SQL and regular-expression characters as text', async () => {
    for (const text of ["'; DROP TABLE posts; --", '.*[(\\', "velvet' OR '1'='1", '%_', 'a:* | !b & (c']) {
      const response = await t.app.request(`/api/v1/search?q=${encodeURIComponent(text)}`, undefined, reader());
      expect(response.status, text).toBe(200);
    }
    expect(await found("velvet' OR '1'='1")).toEqual([]);
    expect(await found('velvet!!!')).toEqual([ids.velvet, ids.velvat]);
  });

  it('refuses a page size or page out of range, an unknown category or sort, with message keys', async () => {
    for (const [query, field, key] of [
      ['limit=0', 'limit', 'search.errors.limit'],
      ['limit=49', 'limit', 'search.errors.limit'],
      ['limit=abc', 'limit', 'search.errors.limit'],
      ['page=0', 'page', 'search.errors.page'],
      ['category=nope', 'category', 'search.errors.unknownCategory'],
      ['sort=random', 'sort', 'search.errors.sort'],
      ['minPrice=-1', 'minPrice', 'search.errors.price'],
    ] as const) {
      const response = await t.app.request(`/api/v1/search?q=x&${query}`, undefined, reader());
      expect(response.status, query).toBe(400);
      expect((await response.json()) as unknown, query).toMatchObject({ error: { fields: { [field]: key } } });
    }
  });

  it('answers an unknown subcategory with no results', async () => {
    const result = await search('q=velvet&subcategory=no-such-sub');
    expect(result.posts).toEqual([]);
  });
});

describe('GET /api/v1/search/suggest', () => {
  it('suggests posts, businesses and categories from two characters, the last word as a prefix', async () => {
    const response = await t.app.request(`/api/v1/search/suggest?q=${encodeURIComponent('ثلا')}`, undefined, reader());
    expect(response.status).toBe(200);
    const body = (await response.json()) as TSuggestions;
    expect(body.products.map((post) => post.id)).toContain(ids.fridge);
    const business = (await (await t.app.request(`/api/v1/search/suggest?q=${encodeURIComponent('مصنع النس')}`, undefined, reader())).json()) as TSuggestions;
    expect(business.businesses.map((entry) => entry.id)).toEqual([seller]);
    const category = (await (await t.app.request('/api/v1/search/suggest?q=indust', undefined, reader())).json()) as TSuggestions;
    expect(category.categories.map((entry) => entry.id)).toContain(TOOLS);
  });

  it('suggests nothing below two characters or for punctuation', async () => {
    for (const text of ['ث', '!!', '']) {
      const body = (await (await t.app.request(`/api/v1/search/suggest?q=${encodeURIComponent(text)}`, undefined, reader())).json()) as TSuggestions;
      expect(body, text).toEqual({ products: [], businesses: [], categories: [] });
    }
  });

  it('keeps a business without active posts out of the results', async () => {
    const lonely = (await buildProfile(t.ctx.database.db, { fullName: 'Orphan Traders', businessName: `Orphan ${randomUUID().slice(0, 4)}` })).id;
    const result = await search('q=orphan&tab=businesses');
    expect(result.businesses.map((business) => business.id)).not.toContain(lonely);
    expect(result.counts.businesses).toBe(0);
  });
});
