import { sql } from 'kysely';
import type { TDeletionRequirements } from '#common/schemas/account-data.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';

export interface DeletionRequirements extends TDeletionRequirements {
  email: string;
  /** The hash of the account's password; null for an account without one (Google only). */
  passwordHash: string | null;
}

/**
 * What deleting an account asks for (docs/decisions/009-hardening.md): the password when the
 * account has one, and the authenticator code when two-factor sign-in is on; an account with
 * neither types its e-mail address again from a recent session.
 */
export async function findDeletionRequirements(ctx: AppContext, options: { userId: string }): Promise<DeletionRequirements> {
  const result = await sql<{ email: string; two_factor: boolean | null; password_hash: string | null }>`
    SELECT u.email, u."twoFactorEnabled" AS two_factor,
      (SELECT a.password FROM account a
        WHERE a."userId" = u.id AND a."providerId" = 'credential' AND a.password IS NOT NULL
        LIMIT 1) AS password_hash
    FROM "user" u WHERE u.id = ${options.userId}`.execute(ctx.database.db);
  const row = result.rows[0];
  if (!row) throw new AppError(404, 'not_found', 'No such account');
  const password = row.password_hash !== null;
  const code = row.two_factor === true;
  return { email: row.email, passwordHash: row.password_hash, password, code, confirmation: !password && !code };
}
