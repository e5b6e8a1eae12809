import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#server/lib/logger.ts';
import { readSmsOutbox } from '#server/test/read-sms.ts';
import { createSmsSender } from './sms-sender.ts';

describe('the SMS outbox (no SMS provider)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sbp-sms-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes one complete file per message, with its recipient and its text', async () => {
    const outboxDir = path.join(dir, 'sms-outbox');
    const sms = createSmsSender({ outboxDir, logger: createLogger('silent') });
    await sms.send({ to: '+963944123456', text: 'رمز التأكيد 123456' });
    await sms.send({ to: '+963933000111', text: 'Code 654321\n\nSecond paragraph' });
    const names = await readdir(outboxDir);
    expect(names).toHaveLength(2);
    expect(names.every((name) => name.endsWith('.txt') && !name.startsWith('.'))).toBe(true);
    expect(await readSmsOutbox(outboxDir)).toEqual(
      expect.arrayContaining([
        { to: '+963944123456', text: 'رمز التأكيد 123456', code: '123456' },
        { to: '+963933000111', text: 'Code 654321\n\nSecond paragraph', code: '654321' },
      ]),
    );
  });
});
