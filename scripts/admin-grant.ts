// `npm run admin:grant -- someone@example.com`: makes an existing account an admin.
import path from 'node:path';
import { loadConfig } from '#server/config.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { openDatabase } from '#server/db/pool.ts';
import { lockDataDir } from '#server/lib/data-dir-lock.ts';

const email = process.argv[2]?.trim().toLowerCase();
if (!email || !email.includes('@')) {
  console.error('Usage: npm run admin:grant -- someone@example.com');
  process.exit(2);
}
const config = loadConfig();
// The embedded database has one writer: this refuses to run while the portal is running on it.
const unlock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
try {
  await runMigrations(database.pool);
  const result = await database.db.updateTable('user').set({ role: 'admin' }).where('email', '=', email).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    console.error(`No account with the e-mail ${email}. Sign up first, then grant.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is now an admin.`);
  }
} finally {
  await database.checkpoint();
  await database.close();
  unlock?.();
}
