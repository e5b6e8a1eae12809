import path from 'node:path';
import { sql } from 'kysely';
import { ACCOUNT_DATA_FORMAT } from '#common/schemas/account-data.ts';
import { postPath, sellerPath } from '#common/post-path.ts';
import type { AppContext } from '#server/context.ts';
import type { StoredImage } from '#server/db/column-types.ts';
import { AppError } from '#server/lib/errors.ts';
import { PRIVATE_BUCKET } from '#server/lib/storage/buckets.ts';

/** One stored file of the user's, and where it goes in the archive. */
export interface ExportedFile {
  id: string;
  bucket: string;
  /** The object key inside the bucket (the full-size copy, not the WebP variants). */
  path: string;
  /** The name inside the archive: `images/{folder}/{id}.{ext}` or `documents/{id}.{ext}`. */
  file: string;
}

export interface AccountData {
  /** What `data.json` holds. */
  data: Record<string, unknown>;
  files: ExportedFile[];
}

/** The archive name of a stored file: its folder and id, never the user's original file name. */
function archiveName(row: { id: string; bucket: string; path: string }): string {
  const extension = path.extname(row.path).slice(1).toLowerCase() || 'bin';
  if (row.bucket === PRIVATE_BUCKET) return `documents/${row.id}.${extension}`;
  const folder = row.path.includes('/') ? row.path.slice(0, row.path.indexOf('/')) : 'other';
  return `images/${folder}/${row.id}.${extension}`;
}

const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * Everything the portal keeps that belongs to one user, for GET /api/v1/me/export: the account,
 * the profile, posts of both kinds, messages they sent, favourites, community memberships, posts
 * and comments, notifications, verification requests, enquiries, reports and blocks, and the list
 * of their stored files. Every query has the user in its WHERE clause; of other people it holds
 * only ids (the receiver of a message, a saved seller or post), never their names, texts or files.
 */
export async function collectAccountData(ctx: AppContext, options: { userId: string }): Promise<AccountData> {
  const { db } = ctx.database;
  const { userId } = options;
  const account = await db
    .selectFrom('user')
    .select([
      'id',
      'email',
      'emailVerified',
      'name',
      'locale',
      'createdAt',
      sql<string | null>`"phoneNumber"`.as('phone'),
      sql<boolean | null>`"twoFactorEnabled"`.as('twoFactorEnabled'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!account) throw new AppError(404, 'not_found', 'No such account');

  const [signIns, profile, posts, messages, postFavorites, sellerFavorites, memberships, communityPosts, comments, notifications, verifications, enquiries, reports, blocks, images] =
    await Promise.all([
      sql<{ providerId: string }>`SELECT "providerId" FROM account WHERE "userId" = ${userId} ORDER BY "createdAt"`.execute(db),
      db
        .selectFrom('profiles')
        .select([
          'full_name',
          'business_name',
          'business_type',
          'company_description',
          'governorate',
          'address',
          'phone',
          'whatsapp',
          'website',
          'avatar_url',
          'is_verified',
          'verified_at',
          'created_at',
          'updated_at',
        ])
        .where('id', '=', userId)
        .executeTakeFirst(),
      db
        .selectFrom('posts')
        .select([
          'id',
          'kind',
          'title',
          'description',
          'category_id',
          'subcategory_id',
          'governorate',
          'price_min',
          'price_max',
          'currency',
          'images',
          'is_active',
          'removed_at',
          'company_name',
          'min_order_quantity',
          'unit',
          'intent',
          'offer_type',
          'is_negotiable',
          'quantity',
          'condition',
          'created_at',
          'updated_at',
        ])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('messages')
        .select(['id', 'conversation_id', 'receiver_id', 'body', 'image', 'post_id', 'read_at', 'created_at'])
        .where('sender_id', '=', userId)
        .orderBy('created_at')
        .orderBy('seq')
        .execute(),
      db.selectFrom('post_favorites').select(['post_id', 'kind', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
      db.selectFrom('seller_favorites').select(['seller_id', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
      db.selectFrom('community_members').select(['community_id', 'role', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
      db
        .selectFrom('community_posts')
        .select(['id', 'community_id', 'body', 'images', 'is_removed', 'edited_at', 'created_at'])
        .where('author_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('community_comments')
        .select(['id', 'post_id', 'body', 'is_removed', 'edited_at', 'created_at'])
        .where('author_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      // The kind and the link only: a notification's data names other people (who wrote, who saved).
      db.selectFrom('notifications').select(['type', 'link', 'count', 'read_at', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
      db
        .selectFrom('verification_requests')
        .select(['id', 'business_name', 'registration_number', 'notes', 'commercial_register_id', 'industrial_licence_id', 'status', 'reason', 'decided_at', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db.selectFrom('enquiries').select(['title', 'description', 'email', 'handled', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
      db.selectFrom('reports').select(['target_type', 'target_id', 'reason', 'details', 'status', 'created_at']).where('reporter_id', '=', userId).orderBy('created_at').execute(),
      db.selectFrom('user_blocks').select(['blocked_id', 'created_at']).where('blocker_id', '=', userId).orderBy('created_at').execute(),
      db.selectFrom('images').select(['id', 'bucket', 'path', 'width', 'height', 'bytes', 'created_at']).where('owner_id', '=', userId).orderBy('created_at').execute(),
    ]);

  const files: ExportedFile[] = images.map((row) => ({ id: row.id, bucket: row.bucket, path: row.path, file: archiveName(row) }));
  const fileOf = new Map(files.map((file) => [file.id, file.file]));
  const imageFile = (image: StoredImage | null | undefined) => (image ? (fileOf.get(image.id) ?? null) : null);
  const providers = signIns.rows.map((row) => (row.providerId === 'credential' ? 'password' : row.providerId));

  return {
    files,
    data: {
      format: ACCOUNT_DATA_FORMAT,
      exportedAt: new Date().toISOString(),
      account: {
        id: account.id,
        email: account.email,
        emailVerified: account.emailVerified,
        phone: account.phone,
        name: account.name,
        language: account.locale,
        twoFactorEnabled: account.twoFactorEnabled === true,
        signInMethods: providers,
        createdAt: account.createdAt,
      },
      profile: profile
        ? {
            fullName: profile.full_name,
            businessName: profile.business_name,
            businessType: profile.business_type,
            companyDescription: profile.company_description,
            governorate: profile.governorate,
            address: profile.address,
            phone: profile.phone,
            whatsapp: profile.whatsapp,
            website: profile.website,
            avatarUrl: profile.avatar_url,
            isVerified: profile.is_verified,
            verifiedAt: profile.verified_at,
            createdAt: profile.created_at,
            updatedAt: profile.updated_at,
          }
        : null,
      posts: posts.map((row) => ({
        id: row.id,
        kind: row.kind,
        page: postPath(row.kind, row.id),
        title: row.title,
        description: row.description,
        categoryId: row.category_id,
        subcategoryId: row.subcategory_id,
        governorate: row.governorate,
        priceMin: toNumber(row.price_min),
        priceMax: toNumber(row.price_max),
        currency: row.currency,
        isNegotiable: row.is_negotiable,
        companyName: row.company_name,
        minOrderQuantity: row.min_order_quantity,
        quantity: row.quantity,
        unit: row.unit,
        intent: row.intent,
        offerType: row.offer_type,
        condition: row.condition,
        isActive: row.is_active,
        removedByModerationAt: row.removed_at,
        images: row.images.map((image) => imageFile(image)).filter((file) => file !== null),
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      })),
      messagesSent: messages.map((row) => ({
        id: row.id,
        conversationId: row.conversation_id,
        toUserId: row.receiver_id,
        text: row.body,
        image: imageFile(row.image),
        postId: row.post_id,
        readAt: row.read_at,
        sentAt: row.created_at,
      })),
      favourites: {
        posts: postFavorites.map((row) => ({ postId: row.post_id, kind: row.kind, page: row.post_id ? postPath(row.kind, row.post_id) : null, savedAt: row.created_at })),
        sellers: sellerFavorites.map((row) => ({ sellerId: row.seller_id, page: sellerPath(row.seller_id), savedAt: row.created_at })),
      },
      communities: {
        memberships: memberships.map((row) => ({ communityId: row.community_id, role: row.role, joinedAt: row.created_at })),
        posts: communityPosts.map((row) => ({
          id: row.id,
          communityId: row.community_id,
          text: row.body,
          images: row.images.map((image) => imageFile(image)).filter((file) => file !== null),
          isRemovedByModeration: row.is_removed,
          editedAt: row.edited_at,
          createdAt: row.created_at,
        })),
        comments: comments.map((row) => ({
          id: row.id,
          communityPostId: row.post_id,
          text: row.body,
          isRemovedByModeration: row.is_removed,
          editedAt: row.edited_at,
          createdAt: row.created_at,
        })),
      },
      notifications: notifications.map((row) => ({ type: row.type, link: row.link, count: row.count, readAt: row.read_at, createdAt: row.created_at })),
      verificationRequests: verifications.map((row) => ({
        id: row.id,
        businessName: row.business_name,
        registrationNumber: row.registration_number,
        notes: row.notes,
        documents: [row.commercial_register_id, row.industrial_licence_id].filter((id) => id !== null).map((id) => fileOf.get(id) ?? null),
        status: row.status,
        reason: row.reason,
        decidedAt: row.decided_at,
        createdAt: row.created_at,
      })),
      enquiries: enquiries.map((row) => ({ title: row.title, description: row.description, email: row.email, handled: row.handled, createdAt: row.created_at })),
      reports: reports.map((row) => ({ targetType: row.target_type, targetId: row.target_id, reason: row.reason, details: row.details, status: row.status, createdAt: row.created_at })),
      blockedUsers: blocks.map((row) => ({ userId: row.blocked_id, since: row.created_at })),
      files: images.map((row) => ({ id: row.id, file: fileOf.get(row.id), width: row.width, height: row.height, bytes: row.bytes, uploadedAt: row.created_at })),
    },
  };
}
