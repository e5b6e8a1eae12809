import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';
import { FREE_SIGN_IN_FAILURES, signInDelaySeconds } from './sign-in-delay.ts';

/**
 * Asks whether a client may try a password on an account now, on one failure counter (see
 * signInCounter). With fewer than `free` recent failures it always may; after that one attempt is
 * let through per delay period (the turn is taken atomically, so parallel attempts do not all
 * pass), and the others learn how long to wait.
 */
export async function takeSignInTurn(ctx: AppContext, accountKey: string, free = FREE_SIGN_IN_FAILURES): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const { db } = ctx.database;
  const row = (
    await sql<{ failures: number; next_attempt_at: Date }>`
      SELECT failures, next_attempt_at FROM sign_in_failures
      WHERE account_key = ${accountKey} AND updated_at > now() - interval '1 day'`.execute(db)
  ).rows[0];
  if (!row || signInDelaySeconds(row.failures, free) === 0) return { allowed: true, retryAfterSeconds: 0 };
  const delay = signInDelaySeconds(row.failures, free);
  const taken = await sql`
    UPDATE sign_in_failures SET next_attempt_at = now() + make_interval(secs => ${delay})
    WHERE account_key = ${accountKey} AND next_attempt_at <= now()
    RETURNING account_key`.execute(db);
  if (taken.rows.length > 0) return { allowed: true, retryAfterSeconds: 0 };
  const waitMs = new Date(row.next_attempt_at).getTime() - Date.now();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}
