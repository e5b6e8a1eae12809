import { postPath } from '#common/post-path.ts';
import type { TPostCard } from '#common/schemas/messages.ts';
import type { AppContext } from '#server/context.ts';

/**
 * The card of the post a conversation is about: an active post, or any post of one of the two
 * people in the conversation (an owner's paused post still heads the thread). Null when none is.
 * The one place messages read posts (both kinds share one id space).
 */
export async function findPostCard(ctx: AppContext, options: { postId: string; viewerIds: string[] }): Promise<TPostCard | null> {
  const row = await ctx.database.db
    .selectFrom('posts')
    .select(['id', 'kind', 'title', 'images', 'price_min', 'price_max', 'currency'])
    .where('id', '=', options.postId)
    .where((eb) => eb.or([eb('is_active', '=', true), eb('user_id', 'in', options.viewerIds)]))
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    image: row.images[0] ?? null,
    priceMin: row.price_min === null ? null : Number(row.price_min),
    priceMax: row.price_max === null ? null : Number(row.price_max),
    currency: row.currency,
    url: postPath(row.kind, row.id),
  };
}
