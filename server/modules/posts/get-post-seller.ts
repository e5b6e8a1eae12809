import { sql } from 'kysely';
import type { TPostSeller } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import { iso } from './to-post-summary.ts';

/**
 * The seller card of a detail page: profile facts, member since, and listing_count as the
 * specification counts it (active listings plus active product offers). Phone numbers only when
 * the reader is signed in.
 */
export async function getPostSeller(ctx: AppContext, options: { sellerId: string; withPhone: boolean }): Promise<TPostSeller> {
  const { db } = ctx.database;
  const row = await db
    .selectFrom('user')
    .leftJoin('profiles', 'profiles.id', 'user.id')
    .select([
      'user.id',
      'user.name',
      'user.image',
      'user.createdAt',
      'profiles.full_name',
      'profiles.business_name',
      'profiles.avatar_url',
      'profiles.is_verified',
      'profiles.governorate',
      'profiles.phone',
      'profiles.whatsapp',
      'profiles.created_at',
      (eb) =>
        sql<number>`(${eb
          .selectFrom('suppliers')
          .select(eb.fn.countAll().as('n'))
          .where('suppliers.user_id', '=', options.sellerId)
          .where('suppliers.is_active', '=', true)}) + (${eb
          .selectFrom('listings')
          .select(eb.fn.countAll().as('n'))
          .where('listings.user_id', '=', options.sellerId)
          .where('listings.is_active', '=', true)})`.as('listing_count'),
    ])
    .where('user.id', '=', options.sellerId)
    .executeTakeFirst();
  if (!row) {
    return { id: options.sellerId, name: '', avatarUrl: null, isVerified: false, governorate: null, memberSince: new Date(0).toISOString(), listingCount: 0, phone: null, whatsapp: null };
  }
  const memberSince = row.created_at ?? row.createdAt;
  return {
    id: row.id,
    name: row.business_name || row.full_name || row.name,
    avatarUrl: row.avatar_url ?? row.image,
    isVerified: row.is_verified ?? false,
    governorate: row.governorate,
    memberSince: iso(memberSince),
    listingCount: Number(row.listing_count),
    phone: options.withPhone ? row.phone : null,
    whatsapp: options.withPhone ? (row.whatsapp ?? row.phone) : null,
  };
}
