import { sql } from 'kysely';
import type { TPostSeller } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import { iso } from '#server/lib/iso.ts';

/** What a seller card shows, from the account and the business profile. */
const SELLER_COLUMNS = [
  'seller.id',
  'user.name',
  'user.createdAt',
  'profiles.full_name',
  'profiles.business_name',
  'profiles.avatar_url',
  'profiles.is_verified',
  'profiles.verified_at',
  'profiles.governorate',
  'profiles.phone',
  'profiles.whatsapp',
  'profiles.created_at',
] as const;

/**
 * The seller card of a detail page: the profile (what /seller/{id} shows: a business of the demo
 * market has a profile and no account), the account's name where the profile has none (never its
 * unchecked picture), and listing_count as the specification counts it (active posts of both
 * kinds). Phone numbers only when the reader is signed in.
 */
export async function getPostSeller(ctx: AppContext, options: { sellerId: string; withPhone: boolean }): Promise<TPostSeller> {
  const { db } = ctx.database;
  const row = await db
    .selectFrom(sql<{ id: string }>`(SELECT ${options.sellerId}::text AS id)`.as('seller'))
    .leftJoin('profiles', 'profiles.id', 'seller.id')
    .leftJoin('user', 'user.id', 'seller.id')
    .select(SELLER_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('posts')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('posts.user_id', '=', options.sellerId)
        .where('posts.is_active', '=', true)
        .as('listing_count'))
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    name: row.business_name || row.full_name || row.name || '',
    // Only the profile's photo, checked at upload (find-own-avatar.ts); better-auth's `image` column
    // (a Google picture) never was.
    avatarUrl: row.avatar_url ?? null,
    isVerified: row.is_verified ?? false,
    verifiedAt: row.is_verified && row.verified_at ? iso(row.verified_at) : null,
    governorate: row.governorate,
    memberSince: iso(row.created_at ?? row.createdAt ?? new Date(0)),
    listingCount: Number(row.listing_count ?? 0),
    phone: options.withPhone ? row.phone : null,
    whatsapp: options.withPhone ? (row.whatsapp ?? row.phone) : null,
  };
}
