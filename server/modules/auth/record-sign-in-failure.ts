import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';
import { FIRST_SIGN_IN_DELAY_SECONDS, FREE_SIGN_IN_FAILURES, MAX_SIGN_IN_DELAY_SECONDS } from './sign-in-delay.ts';

/**
 * Counts one wrong password on a failure counter (see signInCounter) and moves its next allowed
 * attempt out by the growing delay. Failures older than a day are forgotten.
 */
export async function recordSignInFailure(ctx: AppContext, accountKey: string, free = FREE_SIGN_IN_FAILURES): Promise<void> {
  await sql`
    INSERT INTO sign_in_failures AS f (account_key, failures, next_attempt_at)
    VALUES (${accountKey}, 1, now())
    ON CONFLICT (account_key) DO UPDATE SET
      failures = CASE WHEN f.updated_at <= now() - interval '1 day' THEN 1 ELSE f.failures + 1 END,
      next_attempt_at = CASE
        WHEN f.updated_at <= now() - interval '1 day' OR f.failures + 1 < ${free} THEN now()
        ELSE GREATEST(f.next_attempt_at, now() + make_interval(secs => LEAST(${MAX_SIGN_IN_DELAY_SECONDS}::float8,
          ${FIRST_SIGN_IN_DELAY_SECONDS}::float8 * power(2, f.failures + 1 - ${free}))))
      END,
      updated_at = now()`.execute(ctx.database.db);
}
