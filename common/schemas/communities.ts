import { z } from '#common/zod.ts';
import { CATEGORY_IDS } from '../constants/categories.ts';
import { GOVERNORATE_IDS } from '../constants/governorates.ts';
import { ZStoredImage } from './images.ts';
import { ZPage } from './pages.ts';

export const COMMUNITY_POST_MAX = 5000;
export const COMMUNITY_COMMENT_MAX = 2000;
export const COMMUNITY_POST_IMAGES_MAX = 4;
export const COMMUNITY_NAME_MIN = 3;
export const COMMUNITY_NAME_MAX = 80;
export const COMMUNITY_DESCRIPTION_MIN = 10;
export const COMMUNITY_DESCRIPTION_MAX = 1000;
export const COMMUNITY_SEARCH_MAX = 100;
export const COMMUNITY_FEED_PAGE_SIZE = 20;
export const COMMUNITY_COMMENTS_PAGE_SIZE = 20;
/**
 * A new account writes at most this many community posts a day, until its e-mail is confirmed and
 * the account is a day old, so that a fresh account cannot flood a community.
 */
export const NEW_ACCOUNT_DAILY_POSTS = 5;

const E = (key: string) => ({ error: `communities.errors.${key}` });

/** Markup in a post or comment is refused, not stripped: what people write is shown as text. */
const HTML_TAG = /<\s*\/?\s*[a-z!?][^>]*>/i;

/** Trimmed text between 1 and `max` characters that carries no markup. */
function plainText(max: number, key: 'body' | 'comment') {
  return z
    .string(E(`${key}Required`))
    .trim()
    .min(1, E(`${key}Required`))
    .max(max, E(`${key}TooLong`))
    .refine((value) => !HTML_TAG.test(value), E('html'));
}

export const COMMUNITY_KINDS = ['sector', 'region'] as const;
export type TCommunityKind = (typeof COMMUNITY_KINDS)[number];

export const ZCommunity = z.object({
  id: z.string(),
  kind: z.enum(COMMUNITY_KINDS),
  categoryId: z.string().nullable(),
  governorate: z.string().nullable(),
  nameAr: z.string(),
  nameEn: z.string(),
  descriptionAr: z.string(),
  descriptionEn: z.string(),
  imageUrl: z.string().nullable(),
  memberCount: z.number(),
  isMember: z.boolean(),
  /** The reader may remove posts and comments here (a moderator of it, or an admin). */
  canModerate: z.boolean(),
});
export type TCommunity = z.infer<typeof ZCommunity>;

/** GET /api/v1/communities?q= : approved communities, joined first, then by members. */
export const ZCommunityListQuery = z.object({
  q: z.string({ error: 'validation.invalid' }).trim().max(COMMUNITY_SEARCH_MAX, { error: 'validation.tooLong' }).optional(),
});
export const ZCommunityList = z.object({ items: z.array(ZCommunity) });
export type TCommunityList = z.infer<typeof ZCommunityList>;

/** POST /api/v1/communities: a proposal, pending until an admin approves it. */
export const ZProposeCommunityRequest = z
  .object({
    name: z
      .string(E('nameRequired'))
      .trim()
      .min(COMMUNITY_NAME_MIN, E('nameLength'))
      .max(COMMUNITY_NAME_MAX, E('nameLength'))
      .refine((value) => !HTML_TAG.test(value), E('html')),
    description: z
      .string(E('descriptionRequired'))
      .trim()
      .min(COMMUNITY_DESCRIPTION_MIN, E('descriptionLength'))
      .max(COMMUNITY_DESCRIPTION_MAX, E('descriptionLength'))
      .refine((value) => !HTML_TAG.test(value), E('html')),
    kind: z.enum(COMMUNITY_KINDS, E('kind')),
    /** The sector of a sector community. */
    categoryId: z.enum(CATEGORY_IDS as unknown as [string, ...string[]], E('category')).optional(),
    /** The governorate of a region community. */
    governorate: z.enum(GOVERNORATE_IDS as unknown as [string, ...string[]], E('governorate')).optional(),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.kind === 'sector' && !value.categoryId) context.addIssue({ code: 'custom', path: ['categoryId'], message: E('category').error });
    if (value.kind === 'region' && !value.governorate) context.addIssue({ code: 'custom', path: ['governorate'], message: E('governorate').error });
  });
export type TProposeCommunityRequest = z.input<typeof ZProposeCommunityRequest>;
export const ZProposedCommunity = z.object({ id: z.string(), status: z.literal('pending') });

export const ZCommunityAuthor = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  isVerified: z.boolean(),
});
export type TCommunityAuthor = z.infer<typeof ZCommunityAuthor>;

export const ZCommunityPost = z.object({
  id: z.string(),
  communityId: z.string(),
  author: ZCommunityAuthor,
  body: z.string(),
  images: z.array(ZStoredImage),
  commentCount: z.number(),
  isEdited: z.boolean(),
  createdAt: z.string(),
});
export type TCommunityPost = z.infer<typeof ZCommunityPost>;
export const ZCommunityFeed = ZPage(ZCommunityPost);
export type TCommunityFeed = z.infer<typeof ZCommunityFeed>;

export const ZCommunityComment = z.object({
  id: z.string(),
  postId: z.string(),
  author: ZCommunityAuthor,
  body: z.string(),
  isEdited: z.boolean(),
  createdAt: z.string(),
});
export type TCommunityComment = z.infer<typeof ZCommunityComment>;
export const ZCommentPage = ZPage(ZCommunityComment);
export type TCommentPage = z.infer<typeof ZCommentPage>;

/** POST /api/v1/communities/{id}/posts and PATCH /api/v1/community-posts/{id}. */
export const ZCommunityPostInput = z
  .object({
    body: plainText(COMMUNITY_POST_MAX, 'body'),
    /** Ids of images uploaded through POST /api/v1/uploads/images (folder `community`). */
    imageIds: z.array(z.uuid(E('images')), E('images')).max(COMMUNITY_POST_IMAGES_MAX, E('tooManyImages')).default([]),
  })
  .strict();
export type TCommunityPostInput = z.input<typeof ZCommunityPostInput>;

/** POST /api/v1/community-posts/{id}/comments and PATCH /api/v1/community-comments/{id}. */
export const ZCommunityCommentInput = z.object({ body: plainText(COMMUNITY_COMMENT_MAX, 'comment') }).strict();
export type TCommunityCommentInput = z.input<typeof ZCommunityCommentInput>;

/** What the live feed of a community (GET /api/v1/communities/{id}/live, server-sent events) says. */
export type TCommunityLiveEvent =
  | { type: 'post.created' | 'post.updated' | 'post.deleted'; postId: string }
  | { type: 'comment.created' | 'comment.updated' | 'comment.deleted'; postId: string; commentId: string };
