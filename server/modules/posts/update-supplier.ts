import { sql } from 'kysely';
import { toStoredPrice, type TPostRef, type TSupplierInput } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { checkCategory, resolveImages } from './check-post-refs.ts';
import { defaultCompanyName } from './default-company-name.ts';

/** Replaces a product offer's fields. Only its owner can: another user's attempt matches no row (404). */
export async function updateSupplier(ctx: AppContext, options: { userId: string; id: string; input: TSupplierInput }): Promise<TPostRef> {
  const { userId, id, input } = options;
  await checkCategory(ctx, input.categoryId, input.subcategoryId);
  const images = await resolveImages(ctx, userId, input.imageIds);
  const companyName = input.companyName || (await defaultCompanyName(ctx, userId));
  const row = await ctx.database.db
    .updateTable('suppliers')
    .set({
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
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['id', 'is_active'])
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', 'No such product offer of yours');
  return { id: row.id, isActive: row.is_active };
}
