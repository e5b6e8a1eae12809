// `npm run admin:grant -- someone@example.com`: makes an existing account an admin.
// Works on a database the portal has never started on: it creates the tables first.
import path from 'node:path';
import { loadConfig } from '#server/config.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { openDatabase } from '#server/db/pool.ts';
import { DataDirLockedError, lockDataDir } from '#server/lib/data-dir-lock.ts';
import { createLogger } from '#server/lib/logger.ts';
import { runAuthMigrations } from '#server/modules/auth/auth.ts';
import { grantAdmin } from '#server/modules/auth/grant-admin.ts';
import { createMailer } from '#server/lib/mail/mailer.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';

const email = process.argv[2]?.trim().toLowerCase();
if (!email || !email.includes('@')) {
  console.error('Usage: npm run admin:grant -- someone@example.com');
  process.exit(2);
}
const config = loadConfig();
let unlock: (() => void) | undefined;
try {
  // The embedded database has one writer: this refuses to run while the portal is running on it.
  unlock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(`${error.message}\nStop the portal, run this again, then start the portal.`);
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
try {
  // The same tables the portal creates when it starts, so that a fresh database works too.
  const logger = createLogger('silent');
  await runMigrations(database.pool);
  await runAuthMigrations({
    config,
    database,
    logger,
    storage: createStorage(config),
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, logger }),
  });
  const result = await grantAdmin(database, email);
  if (result === 'no_account') {
    console.error(`No account with the e-mail ${email}. Sign up on the portal with this address first, then run this again.`);
    process.exitCode = 1;
  } else if (result === 'already_admin') {
    console.log(`${email} is already an admin.`);
  } else {
    console.log(`${email} is now an admin.`);
  }
} finally {
  await database.checkpoint();
  await database.close();
  unlock?.();
}
