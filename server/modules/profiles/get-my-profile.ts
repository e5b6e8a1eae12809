import type { TMyProfile } from '#common/schemas/profiles.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { findOwnAvatar } from './find-own-avatar.ts';

/** The signed-in user's own profile with the account's e-mail and phone, and whether each is confirmed. */
export async function getMyProfile(ctx: AppContext, options: { userId: string }): Promise<TMyProfile> {
  const row = await ctx.database.db
    .selectFrom('user')
    .leftJoin('profiles', 'profiles.id', 'user.id')
    .select([
      'user.id',
      'user.email',
      'user.emailVerified',
      'user.name',
      'user.createdAt',
      'user.phoneNumber',
      'user.phoneNumberVerified',
      'profiles.full_name',
      'profiles.business_name',
      'profiles.business_type',
      'profiles.avatar_url',
      'profiles.company_description',
      'profiles.governorate',
      'profiles.address',
      'profiles.phone',
      'profiles.whatsapp',
      'profiles.website',
      'profiles.is_verified',
      'profiles.verified_at',
    ])
    .where('user.id', '=', options.userId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', 'No such account');
  const avatar = row.avatar_url ? await findOwnAvatar(ctx, { userId: row.id, url: row.avatar_url }) : undefined;
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    fullName: row.full_name || row.name,
    businessName: row.business_name ?? null,
    businessType: (row.business_type ?? null) as TMyProfile['businessType'],
    avatarUrl: row.avatar_url ?? null,
    avatar: avatar ? { baseUrl: avatar.baseUrl, width: avatar.width, height: avatar.height, variants: avatar.variants } : null,
    companyDescription: row.company_description ?? null,
    governorate: (row.governorate ?? null) as TMyProfile['governorate'],
    address: row.address ?? null,
    phone: row.phone ?? null,
    phoneVerified: Boolean(row.phone && row.phoneNumberVerified && row.phoneNumber === row.phone),
    whatsapp: row.whatsapp ?? null,
    website: row.website ?? null,
    isVerified: row.is_verified ?? false,
    verifiedAt: row.is_verified && row.verified_at ? new Date(row.verified_at).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
