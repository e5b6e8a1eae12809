import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '#server/lib/logger.ts';

export interface SmsMessage {
  /** The recipient in E.164 (`+963…`). */
  to: string;
  text: string;
}

export interface SmsSender {
  /** Sends one message; resolves once the provider accepted it or the outbox file is complete. */
  send(message: SmsMessage): Promise<void>;
}

/**
 * The one SMS sender. The portal has no SMS provider built in: each message becomes one `.txt`
 * file in the outbox folder ($DATA_DIR/sms-outbox/), a `To:` line, a blank line and the text, written
 * under a temporary name and then renamed, so a reader never sees half a message. Whoever runs the
 * portal delivers them (or reads a code to a user); a provider goes behind this same interface.
 */
export function createSmsSender(options: { outboxDir: string; logger: Logger }): SmsSender {
  return {
    async send(message) {
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.txt`;
      const temporary = path.join(options.outboxDir, `.${name}.tmp`);
      await writeFile(temporary, `To: ${message.to}\n\n${message.text}\n`, 'utf8');
      await rename(temporary, path.join(options.outboxDir, name));
      // The text carries a code: it stays out of the logs.
      options.logger.info('sms written to outbox', { file: name });
    },
  };
}

