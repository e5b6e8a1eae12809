import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Test helper: one message of the SMS outbox (server/modules/sms/sms-sender.ts). */
export interface ReadSms {
  to: string;
  text: string;
  /** The six-digit code in the text, if any. */
  code: string | undefined;
}

/** The parts of one outbox file: the `To:` line, then the text after the blank line. */
export function readSms(content: string): ReadSms {
  const [head = '', ...body] = content.split('\n\n');
  const text = body.join('\n\n').trimEnd();
  return { to: head.replace(/^To: /, '').trim(), text, code: /\b\d{6}\b/.exec(text)?.[0] };
}

/** Every message in an SMS outbox folder, oldest first. */
export async function readSmsOutbox(dir: string): Promise<ReadSms[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.txt')).sort();
  return Promise.all(names.map(async (name) => readSms(await readFile(path.join(dir, name), 'utf8'))));
}
