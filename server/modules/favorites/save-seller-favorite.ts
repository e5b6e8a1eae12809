import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';

/** Saves a seller (a business profile) for a user; saving again changes nothing, oneself is refused. */
export async function saveSellerFavorite(ctx: AppContext, options: { userId: string; sellerId: string }): Promise<{ saved: true }> {
  const { userId, sellerId } = options;
  if (userId === sellerId) throw new AppError(400, 'validation_failed', 'Saving oneself', { sellerId: 'favorites.errors.self' });
  const result = await sql`
    INSERT INTO seller_favorites (user_id, seller_id)
    SELECT ${userId}, id FROM profiles WHERE id = ${sellerId}
    ON CONFLICT (user_id, seller_id) DO NOTHING`.execute(ctx.database.db);
  if (result.numAffectedRows === 0n) {
    const exists = await ctx.database.db.selectFrom('profiles').select('id').where('id', '=', sellerId).executeTakeFirst();
    if (!exists) throw new AppError(404, 'not_found', 'No such seller');
  }
  return { saved: true };
}
