import { sql, type Insertable } from 'kysely';
import { CATEGORY_IDS, type CategoryId } from '#common/constants/categories.ts';
import { GOVERNORATES } from '#common/constants/governorates.ts';
import { UNITS, type UnitId } from '#common/constants/units.ts';
import type { AppContext } from '#server/context.ts';
import type { StoredImage } from '#server/db/column-types.ts';
import type { Posts } from '#server/db/types.ts';
import { PRODUCT_ARTWORKS_PER_CATEGORY, productArtwork } from './artwork.ts';
import { COMMON_SENTENCES, DEMO_CATALOGUE, REQUEST_SENTENCES, type Bilingual, type ProductTemplate } from './demo-catalogue.ts';
import { buildDemoBusinesses, seedDemoBusinesses, type DemoBusiness } from './demo-businesses.ts';
import { createRandom, type Random } from './random.ts';
import { SEED_CATEGORIES, subcategoryId } from './reference-data.ts';
import { SEED_LOCK } from './seed-reference-data.ts';
import { IMAGE_BUCKET, mapLimited, storeArtwork, toStoredImage, type StoredArtwork } from './store-artwork.ts';

export const DEMO_PRODUCT_COUNT = 200;
export const DEMO_LISTING_COUNT = 200;
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 1280] as const;

const DAY = 24 * 60 * 60 * 1000;
type Currency = 'USD' | 'EUR' | 'SYP';
type Language = 'ar' | 'en';

// Rough rates of 2026; SYP in new pounds (one new pound is 100 old ones).
const PER_USD: Record<Currency, number> = { USD: 1, EUR: 0.92, SYP: 110 };
const EN_PLURAL: Record<UnitId, string> = {
  piece: 'pieces', kg: 'kg', ton: 'tons', metre: 'metres', 'square-metre': 'm²', litre: 'litres', box: 'boxes',
  carton: 'cartons', roll: 'rolls', set: 'sets', dozen: 'dozen', bag: 'bags', unit: 'units',
};
const USED_SENTENCE: Bilingual = ['مستعمل بحالة ممتازة وتمت صيانته مؤخراً.', 'Used, in excellent condition and recently serviced.'];
const RENT_SENTENCE: Bilingual = ['الإيجار شهري أو يومي حسب مدة العمل، مع إمكانية النقل إلى موقعكم.', 'Rented by the month or by the day, with transport to your site.'];
const SERVICE_SENTENCES: readonly Bilingual[] = [
  ['نعمل في جميع المحافظات بخبرة طويلة.', 'We work in every governorate, with long experience.'],
  ['أسعار مدروسة وعقود صيانة دورية.', 'Fair prices and regular service contracts.'],
  ['فريق فني مدرّب وضمان على العمل.', 'A trained team and a guarantee on our work.'],
];
const REQUEST_TITLES: readonly Bilingual[] = [
  ['مطلوب {name}', 'Wanted: {name}'],
  ['مطلوب للشراء: {name}', 'Buying: {name}'],
  ['نبحث عن مورّد: {name}', 'Looking for a supplier: {name}'],
];

/** Rounds to what a seller would write: two significant digits, three from a thousand up. */
function roundPrice(value: number): number {
  if (value <= 0) return 0;
  const digits = value >= 1000 ? 3 : 2;
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - digits + 1);
  return Number((Math.round(value / magnitude) * magnitude).toFixed(2));
}

function roundQuantity(value: number): number {
  if (value < 10) return Math.max(1, Math.round(value));
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

function text(pair: Bilingual, language: Language): string {
  return pair[language === 'ar' ? 0 : 1];
}

// Arabic counts three to ten things in the plural and from eleven on in the singular.
const AR_PLURAL: Partial<Record<UnitId, string>> = {
  piece: 'قطع', ton: 'أطنان', metre: 'أمتار', litre: 'ليترات', box: 'علب', carton: 'كراتين',
  roll: 'رولات', set: 'أطقم', dozen: 'دزينات', bag: 'أكياس', unit: 'وحدات',
};

function unitLabel(unit: UnitId, quantity: number, language: Language): string {
  if (language === 'ar') return (quantity >= 3 && quantity <= 10 ? AR_PLURAL[unit] : undefined) ?? UNITS.find((entry) => entry.id === unit)!.ar;
  return quantity === 1 ? UNITS.find((entry) => entry.id === unit)!.en : EN_PLURAL[unit];
}

function governorateName(id: string, language: Language): string {
  return GOVERNORATES.find((entry) => entry.id === id)![language];
}

interface Product {
  categoryId: CategoryId;
  template: ProductTemplate;
  name: Record<Language, string>;
}

function drawProduct(random: Random, categoryId: CategoryId, isRent = false): Product {
  const products = DEMO_CATALOGUE[categoryId].products;
  const template = random.pick(isRent ? products.filter((product) => product.isRentable) : products);
  const variant = template.variants ? random.pick(template.variants) : undefined;
  const fill = (language: Language) => text(template.name, language).replace('{v}', variant ? text(variant, language) : '');
  return { categoryId, template, name: { ar: fill('ar'), en: fill('en') } };
}

function drawCurrency(random: Random): Currency {
  const roll = random.next();
  return roll < 0.5 ? 'USD' : roll < 0.83 ? 'SYP' : 'EUR';
}

function drawLanguage(random: Random, business: DemoBusiness): Language {
  if (random.chance(0.1)) return business.language === 'ar' ? 'en' : 'ar';
  return business.language;
}

function describe(random: Random, product: Product, language: Language, extra: Bilingual[] = []): string {
  const own = product.template.traits ? [random.pick(product.template.traits)] : [];
  const traits = random.sample(DEMO_CATALOGUE[product.categoryId].traits, own.length > 0 ? 1 : random.int(1, 2));
  return [...extra, ...own, ...traits, random.pick(COMMON_SENTENCES)].map((pair) => text(pair, language)).join(' ');
}

/** One to three images: the product's own artwork first, then others of its category. */
function drawImages(random: Random, images: Record<CategoryId, StoredImage[]>, product: Product): StoredImage[] {
  const own = images[product.categoryId];
  const first = own[product.template.art % own.length]!;
  const others = random.sample(own.filter((image) => image !== first), random.int(0, 2));
  return [first, ...others];
}

function drawDate(random: Random, now: Date): Date {
  return new Date(now.getTime() - random.int(0, 89) * DAY - random.int(0, DAY - 1));
}

export interface DemoPosts {
  products: Insertable<Posts>[];
  listings: Insertable<Posts>[];
}

/** The demo products and listings, the same on every call for the same inputs. */
export function buildDemoPosts(businesses: DemoBusiness[], images: Record<CategoryId, StoredImage[]>, now: Date): DemoPosts {
  const random = createRandom(2026);
  const sellers = businesses.filter((business) => business.type !== 'buyer');
  const buyers = businesses.filter((business) => business.type === 'buyer');
  // Verified businesses are the more active ones.
  const weighted = sellers.flatMap((business) => (business.isVerified ? [business, business] : [business]));
  const pickSeller = (index: number) => (index < sellers.length ? sellers[index]! : random.pick(weighted));

  const products: Insertable<Posts>[] = [];
  for (let index = 0; index < DEMO_PRODUCT_COUNT; index++) {
    const business = pickSeller(index);
    // The first rounds walk through the categories so that every one of them has products.
    const categoryId = index < CATEGORY_IDS.length * 2 ? CATEGORY_IDS[index % CATEGORY_IDS.length]! : random.pick(business.categories);
    const owner = business.categories.includes(categoryId) ? business : (sellers.find((seller) => seller.categories.includes(categoryId)) ?? business);
    const product = drawProduct(random, categoryId);
    const language = drawLanguage(random, owner);
    const currency = drawCurrency(random);
    const base = random.between(product.template.usd[0], product.template.usd[1]) * PER_USD[currency];
    const shape = random.next();
    const min = shape < 0.15 ? null : roundPrice(base);
    const max = min === null ? null : shape < 0.4 ? min : roundPrice(base * random.between(1.1, 1.45));
    const createdAt = drawDate(random, now);
    products.push({
      kind: 'product',
      user_id: owner.id,
      title: product.name[language],
      description: describe(random, product, language),
      category_id: categoryId,
      subcategory_id: subcategoryId(categoryId, product.template.sub),
      price_min: min,
      price_max: max,
      currency,
      min_order_quantity: roundQuantity(random.between(product.template.moq[0], product.template.moq[1])),
      unit: product.template.unit,
      governorate: owner.governorate,
      company_name: owner.businessName ?? owner.fullName,
      images: JSON.stringify(drawImages(random, images, product)),
      is_active: !random.chance(0.04),
      created_at: createdAt,
      updated_at: createdAt,
    });
  }

  const listings: Insertable<Posts>[] = [];
  for (let index = 0; index < DEMO_LISTING_COUNT; index++) {
    const isRequest = random.chance(0.25);
    const drawn = isRequest && random.chance(0.5) ? random.pick(buyers) : pickSeller(index);
    const categoryId = index < CATEGORY_IDS.length ? CATEGORY_IDS[index]! : random.pick(drawn.categories);
    // Anyone may ask for anything; an offer comes from a business of its category.
    const business = isRequest || drawn.categories.includes(categoryId) ? drawn : (sellers.find((seller) => seller.categories.includes(categoryId)) ?? drawn);
    const roll = random.next();
    const canRent = DEMO_CATALOGUE[categoryId].products.some((product) => product.isRentable);
    const offerType = isRequest ? null : roll < 0.17 ? 'service' : roll < 0.4 && canRent ? 'rent' : 'sell';
    const product = drawProduct(random, categoryId, offerType === 'rent');
    const language = drawLanguage(random, business);
    const currency = drawCurrency(random);
    const unitPrice = random.between(product.template.usd[0], product.template.usd[1]) * PER_USD[currency];
    const createdAt = drawDate(random, now);
    const catalogue = DEMO_CATALOGUE[categoryId];
    const row: Insertable<Posts> = {
      kind: 'listing',
      user_id: business.id,
      title: product.name[language],
      description: '',
      intent: isRequest ? 'request' : 'offer',
      offer_type: null,
      category_id: categoryId,
      subcategory_id: subcategoryId(categoryId, product.template.sub),
      price_min: null,
      price_max: null,
      is_negotiable: false,
      currency,
      quantity: null,
      unit: product.template.unit,
      governorate: business.governorate,
      condition: null,
      images: '[]',
      is_active: !random.chance(0.04),
      created_at: createdAt,
      updated_at: createdAt,
    };
    if (isRequest) {
      const quantity = roundQuantity(random.between(product.template.moq[0], product.template.moq[1]) * random.between(1, 4));
      const place = governorateName(business.governorate, language);
      const need =
        language === 'ar'
          ? `نحتاج إلى ${quantity} ${unitLabel(product.template.unit, quantity, 'ar')} للتسليم في ${place}.`
          : `We need ${quantity} ${unitLabel(product.template.unit, quantity, 'en')} delivered to ${place}.`;
      row.title = text(random.pick(REQUEST_TITLES), language).replace('{name}', product.name[language]);
      row.description = [need, ...random.sample(REQUEST_SENTENCES, 2).map((pair) => text(pair, language))].join(' ');
      row.quantity = quantity;
      row.is_negotiable = true;
      if (random.chance(0.3)) row.price_min = roundPrice(unitPrice * 0.9);
      if (random.chance(0.4)) row.images = JSON.stringify(drawImages(random, images, product).slice(0, 1));
    } else {
      row.offer_type = offerType;
      if (offerType === 'service') {
        const service = random.pick(catalogue.services);
        row.title = text(service, language);
        row.description = [random.pick(SERVICE_SENTENCES), random.pick(COMMON_SENTENCES)].map((pair) => text(pair, language)).join(' ');
        row.unit = null;
        if (random.chance(0.5)) row.price_min = roundPrice(random.between(20, 300) * PER_USD[currency]);
        row.is_negotiable = row.price_min === null || random.chance(0.3);
      } else if (offerType === 'rent') {
        row.title = `${language === 'ar' ? 'للإيجار:' : 'For rent:'} ${product.name[language]}`;
        row.description = describe(random, product, language, [RENT_SENTENCE]);
        row.price_min = roundPrice(unitPrice * 0.04);
        row.unit = null;
        row.condition = 'used';
      } else {
        const isUsed = Boolean(product.template.hasCondition) && random.chance(0.3);
        row.condition = product.template.hasCondition ? (isUsed ? 'used' : 'new') : null;
        if (isUsed || random.chance(0.15)) row.title = `${language === 'ar' ? 'للبيع:' : 'For sale:'} ${product.name[language]}`;
        row.description = describe(random, product, language, isUsed ? [USED_SENTENCE] : []);
        if (random.chance(0.8)) row.price_min = roundPrice(unitPrice);
        row.is_negotiable = row.price_min === null || random.chance(0.3);
        if (random.chance(0.6)) row.quantity = roundQuantity(random.between(product.template.moq[0], product.template.moq[1]) * random.between(1, 10));
      }
      if (random.chance(0.9)) row.images = JSON.stringify(drawImages(random, images, product));
    }
    // A listing's one price is both ends of the range.
    listings.push({ ...row, price_max: row.price_min });
  }
  return { products, listings };
}

export interface DemoSeedResult {
  profiles: number;
  products: number;
  listings: number;
  images: number;
}

async function countRows(ctx: AppContext) {
  const { db } = ctx.database;
  const [posts, profiles] = await Promise.all([
    db.selectFrom('posts').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    db.selectFrom('profiles').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { posts: Number(posts.count), profiles: Number(profiles.count) };
}

/**
 * Fills an empty market with the demo businesses, their products and listings. Does nothing
 * when there is any profile or post: the demo never mixes with real data. The posts are inserted
 * once `categoriesReady` settles (they refer to the categories); the artwork is drawn meanwhile.
 */
export async function seedDemoMarket(ctx: AppContext, categoriesReady: Promise<unknown> = Promise.resolve()): Promise<DemoSeedResult | undefined> {
  const before = await countRows(ctx);
  if (before.posts > 0 || before.profiles > 0) return undefined;

  const now = new Date();
  const jobs = SEED_CATEGORIES.flatMap((category) =>
    Array.from({ length: PRODUCT_ARTWORKS_PER_CATEGORY }, (_, variant) => ({ category, variant })),
  );
  const drawing = mapLimited(jobs, 4, ({ category, variant }) =>
    storeArtwork(ctx.storage, `seed/products/${category.id}-${variant + 1}`, productArtwork(category.id, category.hue, variant), PRODUCT_IMAGE_WIDTHS),
  );
  const businesses = buildDemoBusinesses(now);
  try {
    await seedDemoBusinesses(ctx, now);
    await categoriesReady;
  } finally {
    // Settled before anything else is awaited, so that a failure above leaves no stray rejection.
    await drawing.catch(() => undefined);
  }
  const artworks: StoredArtwork[] = await drawing;

  return ctx.database.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    // Another process may have seeded the posts while the artwork was drawn.
    const { count } = await trx
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) return undefined;

    // The artworks are shared by many posts, so they belong to nobody (owner_id null).
    const imageRows = await trx
      .insertInto('images')
      .values(artworks.map((artwork) => ({ owner_id: null, bucket: IMAGE_BUCKET, path: artwork.path, width: artwork.width, height: artwork.height, variants: artwork.variants, bytes: artwork.bytes })))
      .onConflict((oc) => oc.columns(['bucket', 'path']).doUpdateSet((eb) => ({ width: eb.ref('excluded.width'), height: eb.ref('excluded.height'), bytes: eb.ref('excluded.bytes') })))
      .returning(['id', 'path'])
      .execute();
    const idByPath = new Map(imageRows.map((row) => [row.path, row.id]));
    const images = Object.fromEntries(CATEGORY_IDS.map((id) => [id, [] as StoredImage[]])) as Record<CategoryId, StoredImage[]>;
    jobs.forEach(({ category }, index) => {
      const artwork = artworks[index]!;
      images[category.id].push(toStoredImage(ctx.storage, idByPath.get(artwork.path)!, artwork));
    });

    const posts = buildDemoPosts(businesses, images, now);
    const rows = [...posts.products, ...posts.listings];
    for (let start = 0; start < rows.length; start += 100) {
      await trx.insertInto('posts').values(rows.slice(start, start + 100)).execute();
    }
    return { profiles: businesses.length, products: posts.products.length, listings: posts.listings.length, images: artworks.length };
  });
}
