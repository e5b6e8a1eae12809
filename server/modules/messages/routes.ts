import { Hono } from 'hono';
import { z } from 'zod';
import { MESSAGE_SEND_LIMIT, SAFETY_WRITE_LIMIT } from '#common/limits.ts';
import { ZMessagePageQuery, ZSendMessageRequest, ZThreadQuery, ZUserId } from '#common/schemas/messages.ts';
import { ZPageQuery } from '#common/schemas/pages.ts';
import type { AppContext } from '#server/context.ts';
import { validate } from '#server/lib/validate.ts';
import { requireUser, type UserEnv } from '#server/lib/require-user.ts';
import { userRateLimit } from '#server/lib/user-rate-limit.ts';
import { blockUser } from './block-user.ts';
import { countUnreadMessages } from './count-unread-messages.ts';
import { getThread } from './get-thread.ts';
import { listConversations } from './list-conversations.ts';
import { listMessages } from './list-messages.ts';
import { markMessagesDelivered } from './mark-messages-delivered.ts';
import { markMessagesRead } from './mark-messages-read.ts';
import { sendMessage } from './send-message.ts';
import { unblockUser } from './unblock-user.ts';

const ZConversationParam = z.object({ id: z.uuid() });
const ZUserParam = z.object({ userId: ZUserId });

/** Conversations, messages, receipts and blocks of the signed-in user (/messages). */
export function messageRoutes(ctx: AppContext) {
  const app = new Hono<UserEnv>();
  for (const path of ['/messages', '/messages/*', '/blocks', '/blocks/*']) {
    app.use(path, requireUser(ctx), async (c, next) => {
      await next();
      c.header('cache-control', 'private, no-store');
    });
  }
  const safetyLimit = userRateLimit(ctx, SAFETY_WRITE_LIMIT);

  app.post('/messages', userRateLimit(ctx, MESSAGE_SEND_LIMIT), validate('json', ZSendMessageRequest), async (c) => {
    const body = c.req.valid('json');
    const { message, isNew } = await sendMessage(ctx, { senderId: c.get('user').id, ...body });
    return c.json(message, isNew ? 201 : 200);
  });
  app.get('/messages/conversations', validate('query', ZPageQuery), async (c) =>
    c.json(await listConversations(ctx, { userId: c.get('user').id, cursor: c.req.valid('query').cursor })),
  );
  app.get('/messages/unread-count', async (c) => c.json({ count: await countUnreadMessages(ctx, c.get('user').id) }));
  app.get('/messages/with/:userId', validate('param', ZUserParam), validate('query', ZThreadQuery), async (c) =>
    c.json(await getThread(ctx, { userId: c.get('user').id, peerId: c.req.valid('param').userId, post: c.req.valid('query').post })),
  );
  app.get('/messages/conversations/:id/messages', validate('param', ZConversationParam), validate('query', ZMessagePageQuery), async (c) =>
    c.json(await listMessages(ctx, { userId: c.get('user').id, conversationId: c.req.valid('param').id, before: c.req.valid('query').before })),
  );
  app.post('/messages/conversations/:id/read', validate('param', ZConversationParam), async (c) =>
    c.json({ changed: await markMessagesRead(ctx, { userId: c.get('user').id, conversationId: c.req.valid('param').id }) }),
  );
  app.post('/messages/read-all', async (c) => c.json({ changed: await markMessagesRead(ctx, { userId: c.get('user').id }) }));
  app.post('/messages/delivered', async (c) => c.json({ changed: await markMessagesDelivered(ctx, c.get('user').id) }));

  app.put('/blocks/:userId', safetyLimit, validate('param', ZUserParam), async (c) => {
    await blockUser(ctx, { userId: c.get('user').id, blockedId: c.req.valid('param').userId });
    return c.body(null, 204);
  });
  app.delete('/blocks/:userId', safetyLimit, validate('param', ZUserParam), async (c) => {
    await unblockUser(ctx, { userId: c.get('user').id, blockedId: c.req.valid('param').userId });
    return c.body(null, 204);
  });
  return app;
}
