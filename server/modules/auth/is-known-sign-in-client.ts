import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';

/** How long a client stays known after its last successful sign-in. */
const KNOWN_FOR_DAYS = 90;

/** True when one of these clients signed in to the account with its password within 90 days. */
export async function isKnownSignInClient(ctx: AppContext, accountKey: string, clients: readonly string[]): Promise<boolean> {
  if (clients.length === 0) return false;
  const result = await sql`
    SELECT 1 FROM sign_in_known_clients
    WHERE account_key = ${accountKey} AND client IN (${sql.join(clients)})
      AND last_seen_at > now() - make_interval(days => ${KNOWN_FOR_DAYS})
    LIMIT 1`.execute(ctx.database.db);
  return result.rows.length > 0;
}
