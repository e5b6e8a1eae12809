import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { accountKey } from '#server/lib/rate-limit.ts';
import { mailLocale } from '#server/modules/auth/mail-texts.ts';
import { imageObjectPaths } from '#server/modules/storage/store-image.ts';
import { sendAccountDeletedMail } from './send-account-deleted-mail.ts';

/**
 * Deletes an account for good (docs/decisions/009-hardening.md, "The user's own data"). In one
 * transaction: its posts (other people's favourites of them become "unavailable" cards without the
 * photo), community posts (with the comments under them) and comments, memberships, favourites
 * (its own, and others' of it as a seller), notifications, blocks, verification requests,
 * enquiries, stored images, profile, sessions, sign-in records and the account itself. Messages it
 * sent stay in the other person's conversation, with their pictures, shown as from a deleted user.
 * After the commit the files go from storage, the account's sockets close, and a mail in the
 * account's language confirms the deletion. The caller has checked that the owner asked.
 */
export async function deleteAccount(ctx: AppContext, options: { userId: string }): Promise<void> {
  const { userId } = options;
  const { account, files } = await ctx.database.db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('user')
      .select(['id', 'email', 'name', 'locale'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!account) throw new AppError(404, 'not_found', 'No such account');

    // Every stored image of the account but those its kept messages show.
    const images = await trx
      .deleteFrom('images')
      .where('owner_id', '=', userId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('messages')
              .select(sql.lit(1).as('one'))
              .where('messages.sender_id', '=', userId)
              .where(sql<boolean>`messages.image->>'id' = images.id::text`),
          ),
        ),
      )
      .returning(['id', 'bucket', 'path', 'variants'])
      .execute();
    const imageIds = images.map((image) => image.id);
    if (imageIds.length > 0) {
      await trx.updateTable('post_favorites').set({ image: null }).where(sql<string>`image->>'id'`, 'in', imageIds).execute();
    }
    await trx.deleteFrom('verification_requests').where('user_id', '=', userId).execute();
    await trx.deleteFrom('posts').where('user_id', '=', userId).execute();
    await trx.deleteFrom('community_comments').where('author_id', '=', userId).execute();
    await trx.deleteFrom('community_posts').where('author_id', '=', userId).execute();
    await trx.deleteFrom('community_members').where('user_id', '=', userId).execute();
    await trx.updateTable('communities').set({ proposed_by: null }).where('proposed_by', '=', userId).execute();
    await trx.deleteFrom('post_favorites').where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('seller_favorites')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('seller_id', '=', userId)]))
      .execute();
    await trx
      .deleteFrom('user_blocks')
      .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
      .execute();
    await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
    await trx.deleteFrom('realtime_events').where('user_id', '=', userId).execute();
    await trx.deleteFrom('realtime_cursors').where('user_id', '=', userId).execute();
    await trx.deleteFrom('enquiries').where('user_id', '=', userId).execute();
    await trx.deleteFrom('profiles').where('id', '=', userId).execute();
    await sql`DELETE FROM two_factor_used_codes WHERE user_id = ${userId}`.execute(trx);
    await sql`DELETE FROM sign_in_failures WHERE account_key = ${accountKey(account.email)}`.execute(trx);
    await sql`DELETE FROM sign_in_known_clients WHERE account_key = ${accountKey(account.email)}`.execute(trx);
    // better-auth's rows: sessions, sign-in methods, two-factor secret, pending codes and links.
    await trx.deleteFrom('session').where('userId', '=', userId).execute();
    await sql`DELETE FROM account WHERE "userId" = ${userId}`.execute(trx);
    await sql`DELETE FROM "twoFactor" WHERE "userId" = ${userId}`.execute(trx);
    await sql`DELETE FROM verification WHERE value = ${userId}`.execute(trx);
    await trx.deleteFrom('user').where('id', '=', userId).execute();
    return { account, files: images.flatMap((image) => imageObjectPaths(image).map((objectPath) => ({ bucket: image.bucket, path: objectPath }))) };
  });

  await Promise.all(
    files.map((file) =>
      ctx.storage.delete(file.bucket, file.path).catch((error: unknown) => {
        ctx.logger.error('could not remove a file of a deleted account', { bucket: file.bucket, path: file.path, error });
      }),
    ),
  );
  await ctx.realtime.sessionsChanged(userId);
  await sendAccountDeletedMail(ctx, { email: account.email, name: account.name, locale: mailLocale(account.locale) }).catch((error: unknown) => {
    // The account is gone either way; a lost mail must not turn the answer into a failure.
    ctx.logger.error('account deletion mail failed', { error });
  });
}
