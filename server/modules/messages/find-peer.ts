import type { TConversationPeer } from '#common/schemas/messages.ts';
import type { AppContext } from '#server/context.ts';
import { orderedPair } from './to-message.ts';

/** How a deleted account shows in a conversation: no name (the page says "Deleted user"), no photo. */
export function deletedPeer(id: string): TConversationPeer {
  return { id, name: '', avatarUrl: null, isVerified: false, isDeleted: true };
}

/**
 * A user as a conversation with `readerId` shows them (business name first), or null for an
 * unknown id. An account deleted since is still shown, as a deleted user, when the reader has a
 * conversation with it.
 */
export async function findPeer(ctx: AppContext, options: { readerId: string; userId: string }): Promise<TConversationPeer | null> {
  const { db } = ctx.database;
  const row = await db
    .selectFrom('user')
    .leftJoin('profiles', 'profiles.id', 'user.id')
    .select(['user.id', 'user.name', 'profiles.full_name', 'profiles.business_name', 'profiles.avatar_url', 'profiles.is_verified'])
    .where('user.id', '=', options.userId)
    .executeTakeFirst();
  if (row) {
    return {
      id: row.id,
      name: row.business_name || row.full_name || row.name,
      // The profile's checked photo only; better-auth's `image` column never was checked.
      avatarUrl: row.avatar_url ?? null,
      isVerified: row.is_verified ?? false,
      isDeleted: false,
    };
  }
  const pair = orderedPair(options.readerId, options.userId);
  const conversation = await db.selectFrom('conversations').select('id').where('user_a', '=', pair.user_a).where('user_b', '=', pair.user_b).executeTakeFirst();
  return conversation ? deletedPeer(options.userId) : null;
}
