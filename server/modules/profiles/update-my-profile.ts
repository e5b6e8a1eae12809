import { sql } from 'kysely';
import type { ZUpdateProfileRequest } from '#common/schemas/profiles.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { findOwnAvatar } from './find-own-avatar.ts';
import type { z } from 'zod';

type Changes = z.output<typeof ZUpdateProfileRequest>;

/**
 * Changes the signed-in user's own profile; only the fields given change. `is_verified` is never
 * touched here. Any phone is taken, whether or not another account uses it, so the answer tells
 * nothing about other accounts: a number signs in only once a code sent to it is confirmed
 * (confirm-phone.ts), and a new number ends the old one's confirmation and any code waiting.
 */
export async function updateMyProfile(ctx: AppContext, options: { userId: string; changes: Changes }): Promise<void> {
  const { userId, changes } = options;
  const { db } = ctx.database;
  // An avatar is one of the user's own uploaded images; anything else could show another user's
  // photo or point visitors' browsers at another site.
  if (changes.avatarUrl && !(await findOwnAvatar(ctx, { userId, url: changes.avatarUrl }))) {
    throw new AppError(400, 'validation_failed', 'The photo must be one you uploaded to this portal', { avatarUrl: 'account.avatarNotOwned' });
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
  const userChanges: { name?: string; image?: string | null } = {};
  if (changes.fullName !== undefined) userChanges.name = changes.fullName;
  if (changes.avatarUrl !== undefined) userChanges.image = changes.avatarUrl;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('profiles')
      .values({ id: userId, ...defined })
      .onConflict((oc) => oc.column('id').doUpdateSet({ ...defined, updated_at: sql`now()` }))
      .execute();
    if (changes.phone !== undefined) {
      await trx.deleteFrom('phone_codes').where('user_id', '=', userId).where('phone', 'is distinct from', changes.phone).execute();
      await trx
        .updateTable('user')
        .set({ phoneNumber: null, phoneNumberVerified: false, updatedAt: new Date() })
        .where('id', '=', userId)
        .where('phoneNumber', 'is not', null)
        .where('phoneNumber', 'is distinct from', changes.phone)
        .execute();
    }
    if (Object.keys(userChanges).length > 0) {
      await trx
        .updateTable('user')
        .set({ ...userChanges, updatedAt: new Date() })
        .where('id', '=', userId)
        .execute();
    }
  });
}
