import { z } from '#common/zod.ts';
import { ZStoredImage } from './images.ts';
import { ZPage } from './pages.ts';

/**
 * Contracts of messages (docs/decisions/010-messages-realtime.md). Error messages are i18n keys
 * under `messages.errors`, shown under the composer in the reader's language.
 */

/** Longest message text, in characters (PRODUCT.md, "Messages"). */
export const MESSAGE_TEXT_MAX = 4000;
/** Messages per page of a thread; older pages load as the reader scrolls up. */
export const MESSAGE_PAGE_SIZE = 30;
/** Conversations per page of the list. */
export const CONVERSATION_PAGE_SIZE = 30;
/** A client-made id: letters, digits, `-` and `_`, so that a UUID or a nanoid fits. */
export const CLIENT_ID_MAX = 64;

const E = (key: string) => ({ error: `messages.errors.${key}` });

/** A user id as better-auth makes them; anything else cannot exist. */
export const ZUserId = z.string(E('recipientUnknown')).trim().min(1, E('recipientUnknown')).max(100, E('recipientUnknown'));

/**
 * The post a conversation is about, as the detail pages put it in `/messages?post=`:
 * `product:{id}`, `listing:{id}`, the older `supplier:{id}`, or the bare id (one id space).
 */
export function parsePostRef(value: string | null | undefined): string | null {
  if (!value) return null;
  const id = value.includes(':') ? value.slice(value.indexOf(':') + 1) : value;
  const kind = value.includes(':') ? value.slice(0, value.indexOf(':')) : 'product';
  if (!['product', 'supplier', 'listing'].includes(kind)) return null;
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id.toLowerCase() : null;
}

/** POST /api/v1/messages. The sender comes from the session. */
export const ZSendMessageRequest = z
  .object({
    /** The other user. */
    to: ZUserId,
    /** Made by the sender's page once per message; sending it again returns the same message. */
    clientId: z
      .string(E('clientId'))
      .min(8, E('clientId'))
      .max(CLIENT_ID_MAX, E('clientId'))
      .regex(/^[A-Za-z0-9_-]+$/, E('clientId')),
    /** The text; blank is allowed only with a picture. */
    text: z.string(E('textRequired')).max(MESSAGE_TEXT_MAX, E('textTooLong')).default(''),
    /** An uploaded picture (folder `messages`) of the sender. */
    imageId: z.uuid(E('imageInvalid')).optional(),
    /** The post the message is about, in any spelling parsePostRef accepts. */
    post: z.string().max(120).optional(),
  })
  .refine((value) => value.text.trim() !== '' || value.imageId !== undefined, { message: E('textRequired').error, path: ['text'] });
export type TSendMessageRequest = z.input<typeof ZSendMessageRequest>;

export const MESSAGE_STATUSES = ['sent', 'delivered', 'read'] as const;
export type TMessageStatus = (typeof MESSAGE_STATUSES)[number];

export const ZMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** Order inside the conversation. */
  seq: z.number(),
  senderId: z.string(),
  receiverId: z.string(),
  clientId: z.string(),
  text: z.string(),
  image: ZStoredImage.nullable(),
  postId: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  createdAt: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;

/** The other party of a conversation, as the list and the thread head show them. */
export const ZConversationPeer = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  isVerified: z.boolean(),
  /** The account was deleted: its name is empty and the page shows "Deleted user"; no replies. */
  isDeleted: z.boolean(),
});
export type TConversationPeer = z.infer<typeof ZConversationPeer>;

/** The card of the post a conversation is about. */
export const ZPostCard = z.object({
  id: z.string(),
  kind: z.enum(['product', 'listing']),
  title: z.string(),
  image: ZStoredImage.nullable(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  currency: z.string(),
  /** Public page of the post. */
  url: z.string(),
});
export type TPostCard = z.infer<typeof ZPostCard>;

export const ZConversationSummary = z.object({
  id: z.string(),
  peer: ZConversationPeer,
  lastMessage: ZMessage.nullable(),
  unreadCount: z.number(),
  lastMessageAt: z.string().nullable(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

export const ZConversationList = ZPage(ZConversationSummary);
export type TConversationList = z.infer<typeof ZConversationList>;

/** GET /api/v1/messages/with/{userId}: the thread with one user (empty before the first message). */
export const ZThread = z.object({
  conversationId: z.string().nullable(),
  peer: ZConversationPeer,
  post: ZPostCard.nullable(),
  /** The reader blocked the peer. */
  hasBlocked: z.boolean(),
  /** The peer blocked the reader. */
  isBlockedBy: z.boolean(),
});
export type TThread = z.infer<typeof ZThread>;

/** One page of a thread, newest first; `before` of the next (older) page. */
export const ZMessagePage = z.object({
  items: z.array(ZMessage),
  nextBefore: z.number().nullable(),
});
export type TMessagePage = z.infer<typeof ZMessagePage>;

export const ZMessagePageQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
});

export const ZThreadQuery = z.object({
  post: z.string().max(120).optional(),
});

export const ZUnreadCount = z.object({ count: z.number() });
