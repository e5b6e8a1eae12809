import { sql } from 'kysely';
import { normalizeSyrianPhone } from '#common/schemas/phone.ts';
import { ADMIN_PAGE_SIZE, type TAdminPage, type TAdminUser } from '#common/schemas/admin.ts';
import type { AppContext } from '#server/context.ts';
import { readNewestFirst } from '#server/lib/paging/newest-first.ts';
import { isoOf } from '#server/lib/iso.ts';

/** `%…%` of the words typed, with LIKE's own wildcards taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** An account with the profile fields the users page shows. */
const USER_COLUMNS = [
  'u.id',
  'u.name',
  'u.email',
  // The number the user gave (confirmed or not); the sign-in phone is always one of them.
  sql<string | null>`COALESCE(p.phone, u."phoneNumber")`.as('phone'),
  'p.business_name',
  'u.role',
  'u.banned',
  'u.banReason',
  'p.is_verified',
  'u.createdAt',
] as const;

/**
 * Accounts, newest first, found by name (account or profile, business name), e-mail or phone (a
 * Syrian number in any of the ways people type it).
 */
export async function listUsers(ctx: AppContext, options: { q: string; cursor?: string }): Promise<TAdminPage<TAdminUser>> {
  const configured = ctx.config.adminEmails;
  let query = ctx.database.db
    .selectFrom('user as u')
    .leftJoin('profiles as p', 'p.id', 'u.id')
    .select(USER_COLUMNS);
  if (options.q) {
    const pattern = likePattern(options.q);
    const phone = normalizeSyrianPhone(options.q);
    query = query.where((eb) =>
      eb.or([
        eb('u.name', 'ilike', pattern),
        eb('u.email', 'ilike', pattern),
        eb('p.full_name', 'ilike', pattern),
        eb('p.business_name', 'ilike', pattern),
        eb(sql.ref('u.phoneNumber'), 'ilike', pattern),
        eb('p.phone', 'ilike', pattern),
        ...(phone ? [eb(sql.ref('u.phoneNumber'), '=', phone), eb('p.phone', '=', phone)] : []),
      ]),
    );
  }
  const { rows, nextCursor } = await readNewestFirst(query, { alias: 'u', cursor: options.cursor, size: ADMIN_PAGE_SIZE, createdColumn: 'createdAt', idType: 'text' });
  const items = rows.map((row) => {
    const isConfiguredAdmin = configured.includes(row.email.toLowerCase());
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      businessName: row.business_name,
      isAdmin: row.role === 'admin' || isConfiguredAdmin,
      isConfiguredAdmin,
      isSuspended: row.banned === true,
      suspendReason: row.banned ? row.banReason : null,
      isVerified: row.is_verified ?? false,
      createdAt: isoOf(row.createdAt as unknown as Date),
    };
  });
  return { items, nextCursor };
}
