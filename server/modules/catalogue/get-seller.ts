import { sql } from 'kysely';
import type { TSellerProfile } from '#common/schemas/catalogue.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { iso } from '#server/lib/iso.ts';

/** GET /api/v1/sellers/:id: the public part of a profile and its counts of active posts. */
export async function getSeller(ctx: AppContext, id: string): Promise<TSellerProfile> {
  const row = await ctx.database.db
    .selectFrom('profiles as p')
    .select([
      'p.id',
      'p.full_name',
      'p.business_name',
      'p.business_type',
      'p.avatar_url',
      'p.company_description',
      'p.governorate',
      'p.is_verified',
      'p.verified_at',
      'p.created_at',
      sql<number>`(SELECT count(*)::int FROM posts WHERE posts.user_id = p.id AND posts.is_active AND posts.kind = 'product')`.as('product_count'),
      sql<number>`(SELECT count(*)::int FROM posts WHERE posts.user_id = p.id AND posts.is_active AND posts.kind = 'listing')`.as('listing_count'),
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', 'No such seller');
  return {
    id: row.id,
    fullName: row.full_name,
    businessName: row.business_name,
    businessType: row.business_type,
    avatarUrl: row.avatar_url,
    companyDescription: row.company_description,
    governorate: row.governorate,
    isVerified: row.is_verified,
    verifiedAt: row.is_verified && row.verified_at ? iso(row.verified_at) : null,
    memberSince: iso(row.created_at),
    productCount: row.product_count,
    listingCount: row.listing_count,
  };
}
