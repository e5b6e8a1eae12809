import type { Selectable } from 'kysely';
import { toStoredPrice, type TListingInput, type TPostDetail, type TPostInput, type TProductInput } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import type { Posts } from '#server/db/types.ts';
import { checkCategory, resolveImages } from './check-post-refs.ts';
import { defaultCompanyName } from './default-company-name.ts';

export type PostRow = Selectable<Posts>;
type ProductFields = Omit<Extract<TPostDetail, { kind: 'product' }>, keyof Extract<TPostDetail, { kind: 'listing' }>>;
type ListingFields = Omit<Extract<TPostDetail, { kind: 'listing' }>, keyof Extract<TPostDetail, { kind: 'product' }>>;
export type PostKindRow = Pick<PostRow, 'company_name' | 'min_order_quantity' | 'intent' | 'offer_type' | 'is_negotiable' | 'quantity' | 'condition'>;

/**
 * Everything that differs between the two kinds of post, in one place: the columns a product or a
 * listing writes from its form (the other kind's columns null, as the table's CHECK constraints
 * require) and the fields it answers with. Prices are stored in new Syrian pounds; a listing's one
 * price is both ends of the range.
 */
const KINDS = {
  product: {
    columns: async (ctx: AppContext, userId: string, input: TProductInput) => ({
      price_min: toStoredPrice(input.priceMin, input.currency, input.sypUnit),
      price_max: toStoredPrice(input.priceMax, input.currency, input.sypUnit),
      min_order_quantity: input.minOrderQuantity,
      company_name: input.companyName || (await defaultCompanyName(ctx, userId)),
      intent: null,
      offer_type: null,
      is_negotiable: null,
      quantity: null,
      condition: null,
    }),
    fields: (row: PostKindRow): ProductFields => ({ companyName: row.company_name ?? '', minOrderQuantity: row.min_order_quantity }),
  },
  listing: {
    columns: async (_ctx: AppContext, _userId: string, input: TListingInput) => {
      const price = toStoredPrice(input.price, input.currency, input.sypUnit);
      return {
        price_min: price,
        price_max: price,
        min_order_quantity: null,
        company_name: null,
        intent: input.intent,
        offer_type: input.intent === 'offer' ? input.offerType : null,
        is_negotiable: input.isNegotiable,
        quantity: input.quantity,
        condition: input.condition,
      };
    },
    fields: (row: PostKindRow): ListingFields => ({
      intent: row.intent ?? 'offer',
      offerType: row.offer_type,
      isNegotiable: row.is_negotiable ?? false,
      quantity: row.quantity,
      condition: row.condition,
    }),
  },
} as const;

/**
 * The columns a post's form writes (create and update), after checking its category and turning
 * its image ids into the owner's stored images.
 */
export async function postColumns(ctx: AppContext, userId: string, input: TPostInput) {
  await checkCategory(ctx, input.categoryId, input.subcategoryId);
  const images = await resolveImages(ctx, userId, input.imageIds);
  const kindColumns = input.kind === 'product' ? await KINDS.product.columns(ctx, userId, input) : await KINDS.listing.columns(ctx, userId, input);
  return {
    title: input.title,
    description: input.description,
    category_id: input.categoryId,
    subcategory_id: input.subcategoryId,
    governorate: input.governorate,
    currency: input.currency,
    unit: input.unit || null,
    images: JSON.stringify(images),
    ...kindColumns,
  };
}

/** Adds the fields of the row's kind to the shared fields of a post's answer. */
export function withKindFields<Core extends object>(row: PostKindRow & { kind: PostRow['kind'] }, core: Core) {
  return row.kind === 'product'
    ? { kind: 'product' as const, ...core, ...KINDS.product.fields(row) }
    : { kind: 'listing' as const, ...core, ...KINDS.listing.fields(row) };
}
