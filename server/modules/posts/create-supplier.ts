import { toStoredPrice, type TPostRef, type TSupplierInput } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import { checkCategory, resolveImages } from './check-post-refs.ts';
import { defaultCompanyName } from './default-company-name.ts';

/** Publishes a product offer owned by `userId` (always the session's user). */
export async function createSupplier(ctx: AppContext, options: { userId: string; input: TSupplierInput }): Promise<TPostRef> {
  const { userId, input } = options;
  await checkCategory(ctx, input.categoryId, input.subcategoryId);
  const images = await resolveImages(ctx, userId, input.imageIds);
  const companyName = input.companyName || (await defaultCompanyName(ctx, userId));
  const row = await ctx.database.db
    .insertInto('suppliers')
    .values({
      user_id: userId,
      product_name: input.productName,
      description: input.description,
      product_category: input.categoryId,
      subcategory_id: input.subcategoryId,
      price_range_min: toStoredPrice(input.priceMin, input.currency, input.sypUnit),
      price_range_max: toStoredPrice(input.priceMax, input.currency, input.sypUnit),
      currency: input.currency,
      min_order_quantity: input.minOrderQuantity,
      unit: input.unit || null,
      location: input.governorate,
      company_name: companyName,
      images: JSON.stringify(images),
    })
    .returning(['id', 'is_active'])
    .executeTakeFirstOrThrow();
  return { id: row.id, isActive: row.is_active };
}
