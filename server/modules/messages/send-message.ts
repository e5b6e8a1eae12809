import { sql } from 'kysely';
import { parsePostRef, type TMessage } from '#common/schemas/messages.ts';
import type { AppContext } from '#server/context.ts';
import type { StoredImage } from '#server/db/column-types.ts';
import { AppError } from '#server/lib/errors.ts';
import { notify } from '#server/lib/notify/notify.ts';
import { appendEvents } from '#server/lib/realtime/append-events.ts';
import { findParties } from './find-parties.ts';
import { findPostCard } from './find-post-card.ts';
import { MESSAGE_COLUMNS, orderedPair, toMessage, type MessageRow } from './to-message.ts';

export interface SendMessageOptions {
  senderId: string;
  to: string;
  clientId: string;
  text: string;
  imageId?: string;
  post?: string;
}

async function findByClientId(ctx: AppContext, senderId: string, clientId: string): Promise<TMessage | null> {
  const row = await ctx.database.db
    .selectFrom('messages')
    .select([...MESSAGE_COLUMNS])
    .where('sender_id', '=', senderId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row ? toMessage(row) : null;
}

/** One of the sender's uploaded pictures (folder `messages` or any of theirs), as a message carries it. */
async function findImage(ctx: AppContext, senderId: string, imageId: string): Promise<StoredImage> {
  const row = await ctx.database.db
    .selectFrom('images')
    .select(['id', 'bucket', 'path', 'width', 'height', 'variants'])
    .where('id', '=', imageId)
    .where('owner_id', '=', senderId)
    .where('bucket', '=', 'images')
    .executeTakeFirst();
  if (!row) throw new AppError(400, 'validation_failed', 'The picture is not yours or does not exist', { imageId: 'messages.errors.imageInvalid' });
  const base = row.path.replace(/\.[A-Za-z0-9]+$/, '');
  return { id: row.id, url: ctx.storage.publicUrl(row.bucket, base), width: row.width, height: row.height, variants: row.variants };
}

/**
 * Sends a message: in one transaction the pair's conversation (made on the first message), the
 * message, an event for each of the two and the receiver's "new message" notification (one per
 * conversation until read). The client's id makes it safe to retry: the same sender and id return
 * the message already made, and nothing is sent twice. Refused, storing nothing: to oneself, to
 * an unknown user, between users of whom one blocked the other.
 */
export async function sendMessage(ctx: AppContext, options: SendMessageOptions): Promise<{ message: TMessage; isNew: boolean }> {
  const existing = await findByClientId(ctx, options.senderId, options.clientId);
  if (existing) return { message: existing, isNew: false };

  if (options.to === options.senderId) {
    throw new AppError(400, 'validation_failed', 'A message to oneself', { to: 'messages.errors.toSelf' });
  }
  const { sender, receiver } = await findParties(ctx, options.senderId, options.to);
  if (!receiver || !sender) throw new AppError(400, 'validation_failed', 'No such user', { to: 'messages.errors.recipientUnknown' });
  if (receiver.isBlocking) throw new AppError(403, 'blocked_by_recipient', 'This user does not accept messages from you');
  if (sender.isBlocking) throw new AppError(403, 'recipient_blocked', 'You blocked this user; unblock them to send a message');

  const image = options.imageId ? await findImage(ctx, options.senderId, options.imageId) : null;
  const postId = parsePostRef(options.post);
  const post = postId ? await findPostCard(ctx, { postId, viewerIds: [options.senderId, options.to] }) : null;
  const text = options.text.trim();

  const result = await ctx.database.db.transaction().execute(async (trx) => {
    const pair = orderedPair(options.senderId, options.to);
    const conversation = await trx
      .insertInto('conversations')
      .values({ ...pair, post_id: post?.id ?? null, last_message_at: sql<Date>`now()` })
      .onConflict((oc) =>
        oc.columns(['user_a', 'user_b']).doUpdateSet({
          last_message_at: sql<Date>`now()`,
          post_id: sql<string | null>`COALESCE(EXCLUDED.post_id, conversations.post_id)`,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const row: MessageRow | undefined = await trx
      .insertInto('messages')
      .values({
        conversation_id: conversation.id,
        sender_id: options.senderId,
        receiver_id: options.to,
        client_id: options.clientId,
        body: text,
        image: image ? JSON.stringify(image) : null,
        post_id: post?.id ?? null,
      })
      .onConflict((oc) => oc.columns(['sender_id', 'client_id']).doNothing())
      .returning([...MESSAGE_COLUMNS])
      .executeTakeFirst();
    // The same send, retried at the same moment, was stored by the other request.
    if (!row) return null;
    const message = toMessage(row);
    await appendEvents(trx, [
      { userId: options.senderId, type: 'message.new', payload: { message } },
      { userId: options.to, type: 'message.new', payload: { message } },
    ]);
    await notify(trx, {
      userId: options.to,
      type: 'new_message',
      groupKey: `conversation:${conversation.id}`,
      data: { name: sender.name, preview: text.slice(0, 120), hasImage: image !== null },
      link: `/messages?to=${encodeURIComponent(options.senderId)}`,
    });
    return message;
  });
  if (result) return { message: result, isNew: true };
  const stored = await findByClientId(ctx, options.senderId, options.clientId);
  if (!stored) throw new AppError(409, 'conflict', 'The message could not be stored');
  return { message: stored, isNew: false };
}
