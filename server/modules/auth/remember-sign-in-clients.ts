import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';

/** Records clients (device cookie hash, address key) that signed in to an account with its password. */
export async function rememberSignInClients(ctx: AppContext, accountKey: string, clients: readonly string[]): Promise<void> {
  for (const client of clients) {
    await sql`
      INSERT INTO sign_in_known_clients (account_key, client) VALUES (${accountKey}, ${client})
      ON CONFLICT (account_key, client) DO UPDATE SET last_seen_at = now()`.execute(ctx.database.db);
  }
}
