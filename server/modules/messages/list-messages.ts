import { MESSAGE_PAGE_SIZE, type TMessagePage } from '#common/schemas/messages.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { MESSAGE_COLUMNS, toMessage } from './to-message.ts';

/**
 * One page of a conversation, newest first, older than `before` (a message's seq). Only a
 * participant reads it: anyone else gets 404, as for a conversation that does not exist.
 */
export async function listMessages(ctx: AppContext, options: { userId: string; conversationId: string; before?: number }): Promise<TMessagePage> {
  const { db } = ctx.database;
  const conversation = await db
    .selectFrom('conversations')
    .select('id')
    .where('id', '=', options.conversationId)
    .where((eb) => eb.or([eb('user_a', '=', options.userId), eb('user_b', '=', options.userId)]))
    .executeTakeFirst();
  if (!conversation) throw new AppError(404, 'not_found', 'No such conversation');
  let query = db
    .selectFrom('messages')
    .select([...MESSAGE_COLUMNS])
    .where('conversation_id', '=', conversation.id)
    .orderBy('seq', 'desc')
    .limit(MESSAGE_PAGE_SIZE + 1);
  if (options.before !== undefined) query = query.where('seq', '<', options.before);
  const rows = await query.execute();
  const page = rows.slice(0, MESSAGE_PAGE_SIZE).map(toMessage);
  return { items: page, nextBefore: rows.length > MESSAGE_PAGE_SIZE ? (page.at(-1)?.seq ?? null) : null };
}
