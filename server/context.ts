import type { Config } from './config.ts';
import type { Database } from './db/pool.ts';
import type { Logger } from './lib/logger.ts';
import type { Auth } from './modules/auth/auth.ts';
import type { Mailer } from '#server/lib/mail/mailer.ts';
import type { Realtime } from '#server/lib/realtime/realtime.ts';
import type { SmsSender } from '#server/lib/sms/sms-sender.ts';
import type { Storage } from '#server/lib/storage/storage.ts';

/** What every module gets: built once at start (server/main.ts) or per test (server/test/app.ts). */
export interface AppContext {
  config: Config;
  database: Database;
  logger: Logger;
  storage: Storage;
  mailer: Mailer;
  /** Text messages (phone confirmation codes); an outbox folder, as there is no SMS provider. */
  sms: SmsSender;
  auth: Auth;
  /** The realtime hub: sockets of this process, fed by every process's events. */
  realtime: Realtime;
}
