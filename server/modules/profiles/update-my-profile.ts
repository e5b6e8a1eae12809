import { sql } from 'kysely';
import type { ZUpdateProfileRequest } from '#common/schemas/profiles.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { findOwnAvatar } from './find-own-avatar.ts';
import type { z } from 'zod';

type Changes = z.output<typeof ZUpdateProfileRequest>;

/**
 * Changes the signed-in user's own profile; only the fields given change. The phone is also the
 * account's sign-in phone, unique across accounts. `is_verified` is never touched here.
 */
export async function updateMyProfile(ctx: AppContext, options: { userId: string; changes: Changes }): Promise<void> {
  const { userId, changes } = options;
  const { db } = ctx.database;
  // An avatar is one of the user's own uploaded images; anything else could show another user's
  // photo or point visitors' browsers at another site.
  if (changes.avatarUrl && !(await findOwnAvatar(ctx, { userId, url: changes.avatarUrl }))) {
    throw new AppError(400, 'validation_failed', 'The photo must be one you uploaded to this portal', { avatarUrl: 'account.avatarNotOwned' });
  }
  if (changes.phone) {
    const taken = await db
      .selectFrom('user')
      .select('id')
      .where(sql.ref('phoneNumber'), '=', changes.phone)
      .where('id', '<>', userId)
      .executeTakeFirst();
    if (taken) throw new AppError(409, 'phone_taken', 'Another account uses this phone number', { phone: 'auth.validation.phoneTaken' });
  }
  const values = {
    full_name: changes.fullName,
    business_name: changes.businessName,
    business_type: changes.businessType,
    company_description: changes.companyDescription,
    governorate: changes.governorate,
    address: changes.address,
    phone: changes.phone,
    whatsapp: changes.whatsapp,
    website: changes.website,
    avatar_url: changes.avatarUrl,
  };
  const defined = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  await db
    .insertInto('profiles')
    .values({ id: userId, ...defined })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...defined, updated_at: sql`now()` }))
    .execute();
  const userChanges: Record<string, unknown> = {};
  if (changes.fullName !== undefined) userChanges.name = changes.fullName;
  if (changes.avatarUrl !== undefined) userChanges.image = changes.avatarUrl;
  if (changes.phone !== undefined) userChanges.phoneNumber = changes.phone;
  if (Object.keys(userChanges).length > 0) {
    await db
      .updateTable('user')
      .set({ ...userChanges, updatedAt: new Date() } as never)
      .where('id', '=', userId)
      .execute();
  }
}
