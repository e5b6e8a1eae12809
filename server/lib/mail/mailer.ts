import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '#server/lib/logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends one message; resolves once the relay accepted it or the outbox file is complete. */
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  logger: Logger;
}

/**
 * The one mailer. With SMTP_URL it relays through that server; without, each message becomes one
 * `.eml` file in the outbox folder (written under a temporary name, then renamed, so a reader never
 * sees half a message).
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.logger.info('mail sent', { to: message.to, subject: message.subject });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.eml`;
      const temporary = path.join(options.outboxDir, `.${name}.tmp`);
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, path.join(options.outboxDir, name));
      options.logger.info('mail written to outbox', { to: message.to, subject: message.subject, file: name });
    },
  };
}
