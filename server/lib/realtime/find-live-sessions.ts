import type { Kysely } from 'kysely';
import type { DB } from '#server/db/types.ts';

/** Of the given session tokens, those whose session still exists and has not expired. */
export async function findLiveSessions(db: Kysely<DB>, tokens: readonly string[]): Promise<Set<string>> {
  if (tokens.length === 0) return new Set();
  const rows = await db
    .selectFrom('session')
    .select('token')
    .where('token', 'in', [...new Set(tokens)])
    .where('expiresAt', '>', new Date())
    .execute();
  return new Set(rows.map((row) => row.token));
}
