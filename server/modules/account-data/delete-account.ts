import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { accountKey } from '#server/lib/rate-limit.ts';
import { mailLocale } from '#server/lib/mail/mail-texts.ts';
import { imageObjectPaths } from '#server/lib/storage/store-image.ts';
import { sendAccountDeletedMail } from './send-account-deleted-mail.ts';

/**
 * Deletes an account for good (docs/decisions/009-hardening.md, "The user's own data";
 * docs/decisions/018-second-audit.md). In one transaction: its posts (other people's favourites of
 * them become "unavailable" cards without the photo), community posts (with the comments under
 * them) and comments, memberships, favourites (its own, and others' of it as a seller),
 * notifications, blocks, verification requests and their documents, enquiries, phone codes, stored
 * images, profile, sessions, sign-in records, the words its names and titles added to the search
 * vocabulary, and the account itself. What others keep stays, anonymised: messages it sent stay in
 * the other person's conversation (with their pictures), its reports stay for the moderators
 * without their text, and the audit log keeps its lines; in all of these the account's id is
 * replaced by a new one that leads nowhere, and others' notifications lose its name. After the
 * commit the files go from storage, the account's sockets close, and a mail in the account's
 * language confirms the deletion. The caller has checked that the owner asked.
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

    const profile = await trx.selectFrom('profiles').select(['full_name', 'business_name']).where('id', '=', userId).executeTakeFirst();
    // The id that replaces the account's in what others keep: random, so it names no one.
    const stranger = `deleted-${randomUUID()}`;
    const names = [...new Set([account.name, profile?.full_name, profile?.business_name].filter((name): name is string => Boolean(name?.trim())))];

    // Its requests to be verified go first: they hold its private documents.
    await trx.deleteFrom('verification_requests').where('user_id', '=', userId).execute();
    // The words its names and post titles brought into the search vocabulary, unless another
    // business, post or category still has them.
    await sql`
      WITH texts AS (
        SELECT ${names.join(' ')}::text AS input
        UNION ALL SELECT title || ' ' || coalesce(company_name, '') FROM posts WHERE user_id = ${userId}
      ), words AS (
        SELECT DISTINCT split_part((search_words(original))[1], '|', 1) AS word
        FROM texts, regexp_split_to_table(lower(texts.input), '[^0-9a-z\u00E0-\u00FF\u0621-\u065F\u0670\u06F0-\u06F9]+') AS o(original)
        WHERE original <> ''
      )
      DELETE FROM search_vocabulary v USING words w
      WHERE v.word IN (w.word, substr(w.word, 2))
        AND NOT EXISTS (SELECT 1 FROM posts p WHERE p.is_active AND p.user_id <> ${userId} AND p.search_vector @@ search_query(v.word, false))
        AND NOT EXISTS (SELECT 1 FROM profiles pr WHERE pr.id <> ${userId} AND pr.search_vector @@ search_query(v.word, false))
        AND NOT EXISTS (
          SELECT 1 FROM (SELECT name_ar || ' ' || name_en AS name FROM categories UNION ALL SELECT name_ar || ' ' || name_en FROM subcategories) AS c
          WHERE search_terms(c.name) && search_word_terms(v.word)
        )`.execute(trx);

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
    await trx.updateTable('images').set({ owner_id: stranger }).where('owner_id', '=', userId).execute();
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
    await sql`DELETE FROM phone_codes WHERE user_id = ${userId}`.execute(trx);
    await sql`DELETE FROM two_factor_used_codes WHERE user_id = ${userId}`.execute(trx);
    await sql`DELETE FROM sign_in_failures WHERE account_key IN (${accountKey(account.email)}, ${`known:${accountKey(account.email)}`})`.execute(trx);
    await sql`DELETE FROM sign_in_known_clients WHERE account_key = ${accountKey(account.email)}`.execute(trx);

    // What others keep, under the new id: conversations (the pair stays in order) and messages.
    await sql`
      UPDATE conversations SET
        user_a = CASE WHEN user_a = ${userId} THEN LEAST(user_b, ${stranger}) ELSE LEAST(user_a, ${stranger}) END,
        user_b = CASE WHEN user_a = ${userId} THEN GREATEST(user_b, ${stranger}) ELSE GREATEST(user_a, ${stranger}) END
      WHERE user_a = ${userId} OR user_b = ${userId}`.execute(trx);
    await trx.updateTable('messages').set({ sender_id: stranger }).where('sender_id', '=', userId).execute();
    await trx.updateTable('messages').set({ receiver_id: stranger }).where('receiver_id', '=', userId).execute();
    // Others' event logs and notifications: the id replaced, the name gone.
    await sql`
      UPDATE realtime_events SET payload = replace(payload::text, ${userId}, ${stranger})::jsonb
      WHERE strpos(payload::text, ${userId}) > 0`.execute(trx);
    await sql`
      UPDATE realtime_events SET payload = jsonb_set(payload, '{notification,data,name}', '""')
      WHERE payload #>> '{notification,data,name}' = ANY (${names}::text[])`.execute(trx);
    await sql`
      UPDATE notifications SET
        link = replace(link, ${encodeURIComponent(userId)}, ${stranger}),
        data = CASE WHEN data->>'name' = ANY (${names}::text[]) THEN jsonb_set(data, '{name}', '""') ELSE data END
      WHERE strpos(link, ${encodeURIComponent(userId)}) > 0 OR data->>'name' = ANY (${names}::text[])`.execute(trx);
    // Its reports stay for the moderators, without its words; reports about it and the audit log
    // keep their lines under the new id, without the label that named it.
    await sql`UPDATE reports SET reporter_id = ${stranger}, details = '' WHERE reporter_id = ${userId}`.execute(trx);
    await sql`UPDATE reports SET target_id = ${stranger} WHERE target_type = 'user' AND target_id = ${userId}`.execute(trx);
    await sql`UPDATE admin_actions SET target_id = ${stranger}, data = '{}'::jsonb WHERE target_id = ${userId}`.execute(trx);
    // What it did as a moderator or admin stays, under the new id.
    await sql`UPDATE admin_actions SET admin_id = ${stranger} WHERE admin_id = ${userId}`.execute(trx);
    await sql`UPDATE reports SET handled_by = ${stranger} WHERE handled_by = ${userId}`.execute(trx);
    await sql`UPDATE enquiries SET handled_by = ${stranger} WHERE handled_by = ${userId}`.execute(trx);
    await sql`UPDATE verification_requests SET decided_by = ${stranger} WHERE decided_by = ${userId}`.execute(trx);
    await sql`UPDATE communities SET decided_by = ${stranger} WHERE decided_by = ${userId}`.execute(trx);
    await sql`UPDATE community_posts SET removed_by = ${stranger} WHERE removed_by = ${userId}`.execute(trx);
    await sql`UPDATE community_comments SET removed_by = ${stranger} WHERE removed_by = ${userId}`.execute(trx);

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
