import type { Config } from './config.ts';
import type { Database } from './db/pool.ts';
import type { Logger } from './lib/logger.ts';
import type { Auth } from './modules/auth/auth.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { Storage } from './modules/storage/storage.ts';

/** What every module gets: built once at start (server/main.ts) or per test (server/test/app.ts). */
export interface AppContext {
  config: Config;
  database: Database;
  logger: Logger;
  storage: Storage;
  mailer: Mailer;
  auth: Auth;
}
